import type { AreaRoutes } from '../../deps.ts';
import { serviceDeps } from '../../lib/service-deps.ts';
import { EnableDiscoveryBody, RecruitIdParams, ScheduleClearviewBody } from '@shared/schemas/recruits.ts';
import { enableDiscoveryAccess } from './discovery.ts';
import { sendAcceptanceInvite } from './invite.ts';
import { scheduleClearview } from './schedule-clearview.ts';

/** Staff actions that move a recruit along: invite, ClearView scheduling, discovery access. */
export const recruitActionRoutes: AreaRoutes = async (app) => {
  const staff = { onRequest: app.auth.recruiter };

  app.post('/recruits/:id/send_acceptance_invite/', { ...staff, schema: { params: RecruitIdParams } }, (req) =>
    sendAcceptanceInvite(serviceDeps(app), req.user.sub, req.params.id),
  );

  app.post('/recruits/:id/schedule_clearview/', { ...staff, schema: { params: RecruitIdParams, body: ScheduleClearviewBody } }, (req) =>
    scheduleClearview(serviceDeps(app), req.user.sub, req.params.id, req.body),
  );

  app.post(
    '/recruits/:id/enable_discovery_access/',
    // The client may post without a body; that means "the default modules".
    { ...staff, schema: { params: RecruitIdParams, body: EnableDiscoveryBody.nullish() } },
    (req) => enableDiscoveryAccess(serviceDeps(app), req.user.sub, req.params.id, req.body?.modules),
  );
};
