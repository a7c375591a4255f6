import type { AreaRoutes } from '../../deps.ts';
import { ActivityLogList, ActivityLogQuery, AllActivityQuery, AllActivityResponse } from '@shared/schemas/activity.ts';
import { pagedListRoute } from '../../lib/paged-route.ts';
import * as service from './service.ts';

/** The activity log (docs/dashboard.md): a recruit user reads only their own record's. */
export const activityRoutes: AreaRoutes = async (app, { deps }) => {
  const ownLog = { onRequest: app.auth.user, querystring: ActivityLogQuery, answer: ActivityLogList };
  pagedListRoute(app, deps, '/activity-logs/', ownLog, service.recruitActivity);

  // Candidate Activity: the whole log, for staff only.
  const wholeLog = { onRequest: app.auth.recruiter, querystring: AllActivityQuery, answer: AllActivityResponse };
  pagedListRoute(app, deps, '/all-activity-logs/', wholeLog, service.allActivity);
};
