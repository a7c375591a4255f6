// The staff Overview's answer (docs/dashboard.md): the week's sessions, urgent onboarding tasks and
// recent activity; the stat cards come from GET /recruits/stats/.
import type { ActivityLogItem } from './recruits.ts';

export type WeekSession = {
  kind: 'clearview' | 'proforma';
  id: number;
  recruit_id: number;
  recruit_name: string;
  scheduled_at: string;
  status: string;
  /** The staff page that opens the session. */
  href: string;
};

export type UrgentTask = {
  id: number;
  title: string;
  recruit_id: number;
  recruit_name: string;
  department_name: string;
  priority: 'critical' | 'high' | 'medium' | 'low';
  due_date: string | null;
  overdue: boolean;
};

export type DashboardOverview = {
  week_sessions: WeekSession[];
  urgent_tasks: UrgentTask[];
  recent_activity: ActivityLogItem[];
};
