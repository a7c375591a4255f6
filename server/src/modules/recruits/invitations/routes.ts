import type { AreaRoutes } from '../../../deps.ts';
import { InviteResponse, RecruitIdParams, ScheduleClearviewBody, ScheduleClearviewResponse } from '@shared/schemas/recruits.ts';
import { scheduleClearview } from './schedule-clearview.ts';
import { sendAcceptanceInvite } from './service.ts';
import { recruitInPath } from '../visibility.ts';

/** The staff actions that invite a recruit: to accept their profile, to their ClearView session (docs/recruits-api.md). */
export const invitationRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter, preHandler: recruitInPath(deps.sql) };

  app.post(
    '/recruits/:id/send_acceptance_invite/',
    { ...staff, schema: { params: RecruitIdParams, response: { 200: InviteResponse } } },
    (req) => sendAcceptanceInvite(deps, req.user.sub, req.params.id),
  );

  app.post(
    '/recruits/:id/schedule_clearview/',
    { ...staff, schema: { params: RecruitIdParams, body: ScheduleClearviewBody, response: { 200: ScheduleClearviewResponse } } },
    (req) => scheduleClearview(deps, req.user.sub, req.params.id, req.body),
  );
};
