import type { DashboardOverview } from '@shared/schemas/dashboard.ts';
import type { Deps } from '../../deps.ts';
import { latestActivity } from '../activity/repo.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { recruitIdVisibleTo, recruitVisibleTo } from '../recruits/visibility.ts';
import { urgentTasks, weekSessions } from './repo.ts';

/** How many activity entries the Overview shows. */
const RECENT_ACTIVITY = 8;

/** The staff Overview's lists, of the recruits the user sees: this week's sessions, urgent tasks, the latest activity. */
export async function overview(deps: Deps, user: AccessClaims): Promise<DashboardOverview> {
  const visible = recruitVisibleTo(deps.sql, user, 'r');
  const [week_sessions, urgent_tasks, recent_activity] = await Promise.all([
    weekSessions(deps.sql, visible),
    urgentTasks(deps.sql, visible),
    latestActivity(deps.sql, recruitIdVisibleTo(deps.sql, user, 'a.recruit_id'), RECENT_ACTIVITY),
  ]);
  return { week_sessions, urgent_tasks, recent_activity };
}
