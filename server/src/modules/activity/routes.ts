import type { AreaRoutes } from '../../deps.ts';
import { ActivityLogQuery } from '@shared/schemas/recruits.ts';
import { assertCanSeeRecruit, ownRecruitScope } from '../recruits/guard.ts';
import { AllActivityQuery } from '@shared/schemas/activity.ts';
import { listActivity, searchActivity } from './repo.ts';

/** GET /activity-logs/?recruit=: newest first; a recruit user reads only their own record's log. */
export const activityRoutes: AreaRoutes = async (app) => {
  app.get('/activity-logs/', { onRequest: app.auth.user, schema: { querystring: ActivityLogQuery } }, async (req) => {
    if (req.query.recruit !== undefined) assertCanSeeRecruit(req.user, req.query.recruit);
    const recruitId = req.query.recruit ?? ownRecruitScope(req.user);
    return listActivity(app.sql, { recruitId, limit: req.query.limit ?? 50 });
  });

  // Candidate Activity: the whole log, for staff only (docs/dashboard.md).
  app.get('/all-activity-logs/', { onRequest: app.auth.recruiter, schema: { querystring: AllActivityQuery } }, (req) =>
    searchActivity(app.sql, req.query),
  );
};
