// The staff Overview's answer (docs/dashboard.md): the week's sessions, urgent onboarding tasks and
// recent activity; the stat cards come from GET /recruits/stats/.
import { z } from 'zod';
import { ActivityLogItem } from './activity.ts';
import { timestamp } from './common.ts';

export const WeekSession = z.object({
  kind: z.enum(['clearview', 'proforma']),
  id: z.number(),
  recruit_id: z.number(),
  recruit_name: z.string(),
  scheduled_at: timestamp,
  status: z.string(),
  /** The staff page that opens the session. */
  href: z.string(),
});
export type WeekSession = z.infer<typeof WeekSession>;

export const UrgentTask = z.object({
  id: z.number(),
  title: z.string(),
  recruit_id: z.number(),
  recruit_name: z.string(),
  department_name: z.string(),
  priority: z.enum(['critical', 'high', 'medium', 'low']),
  due_date: z.string().nullable(),
  overdue: z.boolean(),
});
export type UrgentTask = z.infer<typeof UrgentTask>;

export const DashboardOverview = z.object({
  week_sessions: z.array(WeekSession),
  urgent_tasks: z.array(UrgentTask),
  recent_activity: z.array(ActivityLogItem),
});
export type DashboardOverview = z.infer<typeof DashboardOverview>;
