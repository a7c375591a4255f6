import type { Sql } from '../../db/connect.ts';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';

const statuses = RECRUIT_STATUSES as unknown as string[];

type StatusCountRow = { status: string; recruits: number };
type SourceRow = { source: string; recruits: number; clearview_completed: number; onboarded: number };
type StageTimeRow = { stage: string; stays: number; open_stays: number; avg_days: number | null; median_days: number | null };
type ClearviewMonthRow = { month: string; scheduled: number; in_progress: number; completed: number };
type OnboardingStatusRow = { status: string; processes: number; tasks: number; tasks_completed: number; overdue_tasks: number };

/** Recruits per current status. */
export async function recruitsByStatus(sql: Sql): Promise<StatusCountRow[]> {
  return sql<StatusCountRow[]>`select status, count(*)::int as recruits from recruits group by status`;
}

/**
 * Per recruiting source: recruits, those who reached ClearView completed (a stage at or after it,
 * or a completed session, as the dashboard stats count it) and those onboarded.
 */
export async function recruitsBySource(sql: Sql): Promise<SourceRow[]> {
  const completedStage = statuses.indexOf('clearview_completed') + 1;
  return sql<SourceRow[]>`
    select r.recruiting_source as source, count(*)::int as recruits,
           count(*) filter (where array_position(${statuses}::text[], r.status) >= ${completedStage}
             or exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed'))::int as clearview_completed,
           count(*) filter (where r.status = 'onboarded')::int as onboarded
    from recruits r group by r.recruiting_source order by r.recruiting_source`;
}

/**
 * Time spent per stage from the status timeline: a stay lasts from its row to the recruit's next
 * row. Only finished stays (the recruit moved on) count towards the average and median; the stays
 * still running are counted apart.
 */
export async function timeInStage(sql: Sql): Promise<StageTimeRow[]> {
  return sql<StageTimeRow[]>`
    with stays as (
      select t.stage,
             extract(epoch from (lead(t.created_at) over w - t.created_at)) / 86400 as days
      from status_timeline t
      window w as (partition by t.recruit_id order by t.created_at, t.id)
    )
    select stage, count(days)::int as stays, count(*) filter (where days is null)::int as open_stays,
           avg(days)::float8 as avg_days,
           percentile_cont(0.5) within group (order by days)::float8 as median_days
    from stays group by stage`;
}

/** ClearView sessions per month of their scheduled date (creation date when unscheduled), UTC. */
export async function clearviewByMonth(sql: Sql): Promise<ClearviewMonthRow[]> {
  return sql<ClearviewMonthRow[]>`
    select to_char(coalesce(scheduled_at, created_at) at time zone 'UTC', 'YYYY-MM') as month,
           count(*)::int as scheduled,
           count(*) filter (where status = 'in_progress')::int as in_progress,
           count(*) filter (where status = 'completed')::int as completed
    from clearview_sessions group by 1 order by 1`;
}

/** Onboarding processes per status with their tasks: all, completed, and open past their due date. */
export async function onboardingByStatus(sql: Sql): Promise<OnboardingStatusRow[]> {
  return sql<OnboardingStatusRow[]>`
    select p.status, count(distinct p.id)::int as processes, count(t.id)::int as tasks,
           count(t.id) filter (where t.status = 'completed')::int as tasks_completed,
           count(t.id) filter (where t.status <> 'completed' and t.due_date < current_date)::int as overdue_tasks
    from onboarding_processes p left join onboarding_tasks t on t.process_id = p.id
    group by p.status`;
}
