import type { AreaRoutes } from '../../../deps.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import { NurtureOverview, RecruitNurture } from '@shared/schemas/nurture.ts';
import { assertCanSeeRecruit } from '../../recruits/guard.ts';
import * as service from './service.ts';

/** The Nurture screen's figures (staff) and one recruit's nurture (staff, or that recruit). */
export const overviewRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/nurture/dashboard/overview/', { onRequest: app.auth.recruiter, schema: { response: { 200: NurtureOverview } } }, () =>
    service.nurtureOverview(deps),
  );
  app.get(
    '/nurture/recruits/:id/',
    { onRequest: app.auth.user, schema: { params: RecruitIdParams, response: { 200: RecruitNurture } } },
    (req) => {
      assertCanSeeRecruit(req.user, req.params.id);
      return service.recruitNurture(deps, req.params.id);
    },
  );
};
