import type { Sql } from '../../db/connect.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { RecruitStats } from '@shared/schemas/recruits.ts';

const statuses = RECRUIT_STATUSES as unknown as string[];
const round1 = (x: number) => Math.round(x * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

/**
 * Pipeline figures for the staff dashboard. Weeks and months are rolling (last 7 and 30 days).
 * ClearView completion rate: of the recruits who got as far as a scheduled session, the share
 * that completed it.
 */
export async function recruitStats(sql: Sql): Promise<RecruitStats> {
  const stage = sql`array_position(${statuses}::text[], r.status)`;
  const [[totals], byStatus, [{ discovery_enabled }], [{ avg_days }], [work]] = await Promise.all([
    sql<{ total: number; week: number; month: number; onboarded: number; reached: number; completed: number }[]>`
      select count(*)::int as total,
             count(*) filter (where r.created_at > now() - interval '7 days')::int as week,
             count(*) filter (where r.created_at > now() - interval '30 days')::int as month,
             count(*) filter (where r.status = 'onboarded')::int as onboarded,
             count(*) filter (where ${stage} >= ${statuses.indexOf('clearview_scheduled') + 1})::int as reached,
             count(*) filter (where ${stage} >= ${statuses.indexOf('clearview_completed') + 1}
               or exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed'))::int as completed
      from recruits r`,
    sql<{ status: RecruitStatus; count: number }[]>`select status, count(*)::int as count from recruits group by status`,
    sql<{ discovery_enabled: number }[]>`select count(*)::int as discovery_enabled from discovery_access where is_enabled`,
    sql<{ avg_days: number | null }[]>`
      select avg(extract(epoch from (t.accepted_at - r.created_at)) / 86400)::float8 as avg_days
      from recruits r
      join (select recruit_id, min(created_at) as accepted_at from status_timeline
            where stage = 'profile_accepted' group by recruit_id) t on t.recruit_id = r.id`,
    sql<{ active: number; pending: number; emails: number; avg_profile: number | null; complete: number }[]>`
      select
        (select count(*)::int from clearview_sessions where status = 'in_progress')
          + (select count(*)::int from proforma_sessions where status = 'in_progress') as active,
        (select count(*)::int from onboarding_tasks where status <> 'completed')
          + (select count(*)::int from nurture_tasks where completed_at is null) as pending,
        (select count(*)::int from messages where channel = 'email' and sent_at >= date_trunc('day', now())) as emails,
        (select avg(r.profile_completion_percentage)::float8 from recruits r where exists (select 1 from users u where u.recruit_id = r.id)) as avg_profile,
        (select count(*)::int from recruits where profile_completion_percentage >= 100) as complete`,
  ]);
  const by_status = Object.fromEntries(RECRUIT_STATUSES.map((s) => [s, 0])) as Record<RecruitStatus, number>;
  for (const { status, count } of byStatus) if (status in by_status) by_status[status] = count;
  return {
    total_recruits: totals.total,
    new_this_week: totals.week,
    new_this_month: totals.month,
    by_status,
    onboarded: totals.onboarded,
    conversion_rate: percent(totals.onboarded, totals.total),
    discovery_enabled,
    avg_profile_to_acceptance_days: round1(Math.max(0, avg_days ?? 0)),
    clearview_completion_rate: percent(totals.completed, totals.reached),
    active_sessions: work.active,
    pending_tasks: work.pending,
    emails_sent_today: work.emails,
    avg_profile_completion: round1(work.avg_profile ?? 0),
    complete_profiles: work.complete,
  };
}
