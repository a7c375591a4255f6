import type { DashboardOverview } from '@shared/schemas/dashboard.ts';
import type { Deps } from '../../deps.ts';
import { listActivity } from '../activity/repo.ts';
import { urgentTasks, weekSessions } from './repo.ts';

/** How many activity entries the Overview shows. */
const RECENT_ACTIVITY = 8;

/** The staff Overview's lists: this week's sessions, urgent tasks, the latest activity. */
export async function overview(deps: Deps): Promise<DashboardOverview> {
  const [week_sessions, urgent_tasks, activity] = await Promise.all([
    weekSessions(deps.sql),
    urgentTasks(deps.sql),
    listActivity(deps.sql, null, { limit: RECENT_ACTIVITY, offset: 0 }),
  ]);
  return { week_sessions, urgent_tasks, recent_activity: activity.rows };
}
