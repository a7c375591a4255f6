import type { AreaRoutes } from '../../deps.ts';
import type { DashboardOverview } from '@shared/schemas/dashboard.ts';
import { listActivity } from '../activity/repo.ts';
import { urgentTasks, weekSessions } from './repo.ts';

/** How many activity entries the Overview shows. */
const RECENT_ACTIVITY = 8;

/** GET /dashboard/overview/: the staff Overview's lists (docs/dashboard.md); staff only. */
export const dashboardRoutes: AreaRoutes = async (app) => {
  app.get('/dashboard/overview/', { onRequest: app.auth.recruiter }, async (): Promise<DashboardOverview> => {
    const [week_sessions, urgent_tasks, activity] = await Promise.all([
      weekSessions(app.sql),
      urgentTasks(app.sql),
      listActivity(app.sql, { recruitId: null, limit: RECENT_ACTIVITY }),
    ]);
    return { week_sessions, urgent_tasks, recent_activity: activity.results };
  });
};
