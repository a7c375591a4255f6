import type { AreaRoutes } from '../../../deps.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import { NurtureOverview, RecruitNurture } from '@shared/schemas/nurture.ts';
import { recruitInPath } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/** The Nurture screen's figures (staff) and one recruit's nurture (staff, or that recruit). */
export const overviewRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/nurture/dashboard/overview/', { onRequest: app.auth.recruiter, schema: { response: { 200: NurtureOverview } } }, (req) =>
    service.nurtureOverview(deps, req.user),
  );
  app.get(
    '/nurture/recruits/:id/',
    {
      onRequest: app.auth.user,
      preHandler: recruitInPath(deps.sql),
      schema: { params: RecruitIdParams, response: { 200: RecruitNurture } },
    },
    (req) => service.recruitNurture(deps, req.params.id),
  );
};
