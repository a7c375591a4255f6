import type { AreaRoutes } from '../../deps.ts';
import { ActivityLogList, ActivityLogQuery, AllActivityQuery, AllActivityResponse } from '@shared/schemas/activity.ts';
import * as service from './service.ts';

/** The activity log (docs/dashboard.md): a recruit user reads only their own record's. */
export const activityRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/activity-logs/',
    { onRequest: app.auth.user, schema: { querystring: ActivityLogQuery, response: { 200: ActivityLogList } } },
    (req) => service.recruitActivity(deps, req.user, req.query, req.url),
  );

  // Candidate Activity: the whole log, for staff only.
  app.get(
    '/all-activity-logs/',
    { onRequest: app.auth.recruiter, schema: { querystring: AllActivityQuery, response: { 200: AllActivityResponse } } },
    (req) => service.allActivity(deps, req.user, req.query, req.url),
  );
};
