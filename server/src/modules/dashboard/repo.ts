import type { Fragment } from 'postgres';
import type { Sql } from '../../db/connect.ts';
import type { UrgentTask, WeekSession } from '@shared/schemas/dashboard.ts';

/**
 * ClearView and proforma sessions scheduled this week (Monday to Sunday, server time), in time order, of the recruits `visible` (on `r`) keeps.
 * Each session looks its recruit up by id (`offset 0` keeps the lookup per row): the planner cannot
 * tell how few sessions a week holds and would otherwise hash every recruit (30 ms at 100,000).
 */
export async function weekSessions(sql: Sql, visible: Fragment): Promise<WeekSession[]> {
  return sql<WeekSession[]>`
    select * from (
      select 'clearview' as kind, s.id, r.id as recruit_id, r.first_name || ' ' || r.last_name as recruit_name,
             s.scheduled_at, s.status, '/clearview/' || s.token as href
      from clearview_sessions s cross join lateral (select * from recruits r where r.id = s.recruit_id offset 0) r
      where s.scheduled_at >= date_trunc('week', now()) and s.scheduled_at < date_trunc('week', now()) + interval '7 days' and ${visible}
      union all
      select 'proforma', p.id, r.id, r.first_name || ' ' || r.last_name, p.scheduled_at, p.status,
             '/dashboard/proforma?recruit=' || r.id
      from proforma_sessions p cross join lateral (select * from recruits r where r.id = p.recruit_id offset 0) r
      where p.scheduled_at >= date_trunc('week', now()) and p.scheduled_at < date_trunc('week', now()) + interval '7 days' and ${visible}
    ) x order by scheduled_at, kind, id limit 50`;
}

/** Open onboarding tasks that are overdue or critical, of the recruits `visible` (on `r`) keeps: overdue first, then by due date. */
export async function urgentTasks(sql: Sql, visible: Fragment): Promise<UrgentTask[]> {
  return sql<UrgentTask[]>`
    select t.id, t.title, r.id as recruit_id, r.first_name || ' ' || r.last_name as recruit_name, t.department_name,
           t.priority, t.due_date::text as due_date, coalesce(t.due_date < current_date, false) as overdue
    from onboarding_tasks t
    join onboarding_processes p on p.id = t.process_id
    join recruits r on r.id = p.recruit_id
    where t.status <> 'completed' and (t.due_date < current_date or t.priority = 'critical') and ${visible}
    order by (t.due_date < current_date) desc nulls last, t.due_date nulls last, t.id
    limit 20`;
}
