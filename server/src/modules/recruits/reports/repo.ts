import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import { likePattern, rowsAndCount, type RowsAndCount } from '../../../db/sql-helpers.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import { NURTURE_EXITS, type NurtureExit } from '@shared/domain/nurture.ts';
import {
  CLEARVIEW_DONE_STATUSES,
  MIN_PROFILE_COMPLETION_FOR_ONBOARDING,
  REQUESTED_OR_STARTED_STATUSES,
} from '@shared/domain/onboarding-eligibility.ts';
import type { OnboardingReadyRecruit, TimelineEntry } from '@shared/schemas/recruits.ts';
import type { Page } from '../../../lib/paging.ts';

const statuses = RECRUIT_STATUSES as unknown as string[];

type StatsFigures = {
  totals: { total: number; week: number; month: number; onboarded: number; reached: number; completed: number };
  byStatus: { status: RecruitStatus; count: number }[];
  discoveryEnabled: number;
  avgDaysToAcceptance: number | null;
  work: { active: number; pending: number; emails: number; avg_profile: number | null; complete: number };
};

/**
 * The raw figures behind GET /recruits/stats/. Weeks and months are rolling (last 7 and 30 days).
 * `reached`: recruits at clearview_scheduled or later; `completed`: at clearview_completed or later,
 * or with a completed session. The recruit counts, the time to acceptance and today's e-mails come
 * from the summaries triggers keep up to date with every write (migrations/00022_dashboard_aggregates.sql);
 * the rest are index lookups of the few rows they count.
 */
export async function statsFigures(sql: Sql): Promise<StatsFigures> {
  const stage = sql`array_position(${statuses}::text[], c.status)`;
  const [[totals], [recent], byStatus, [{ discovery_enabled }], [{ avg_days }], [work]] = await Promise.all([
    sql<Omit<StatsFigures['totals'], 'week' | 'month'>[]>`
      select coalesce(sum(recruits), 0)::int as total,
             coalesce(sum(recruits) filter (where c.status = 'onboarded'), 0)::int as onboarded,
             coalesce(sum(recruits) filter (where ${stage} >= ${statuses.indexOf('clearview_scheduled') + 1}), 0)::int as reached,
             coalesce(sum(recruits) filter (where ${stage} >= ${statuses.indexOf('clearview_completed') + 1} or c.clearview_done), 0)::int
               as completed
      from recruit_counts c`,
    sql<Pick<StatsFigures['totals'], 'week' | 'month'>[]>`
      select count(*) filter (where created_at > now() - interval '7 days')::int as week, count(*)::int as month
      from recruits where created_at > now() - interval '30 days'`,
    sql<StatsFigures['byStatus']>`select status, sum(recruits)::int as count from recruit_counts group by status having sum(recruits) <> 0`,
    sql<{ discovery_enabled: number }[]>`select count(*)::int as discovery_enabled from discovery_access where is_enabled`,
    sql<{ avg_days: number | null }[]>`
      select (sum(secs_sum) / nullif(sum(recruits), 0) / 86400)::float8 as avg_days
      from recruit_milestone_days where milestone = 'profile_accepted'`,
    sql<StatsFigures['work'][]>`
      select
        (select count(*)::int from clearview_sessions where status = 'in_progress')
          + (select count(*)::int from proforma_sessions where status = 'in_progress') as active,
        (select count(*)::int from onboarding_tasks where status <> 'completed')
          + (select count(*)::int from nurture_tasks where completed_at is null) as pending,
        (select coalesce(sum(emails), 0)::int from email_days where day >= current_date) as emails,
        (select (sum(profile_sum)::numeric / nullif(sum(recruits), 0))::float8 from recruit_counts where has_account) as avg_profile,
        (select coalesce(sum(recruits), 0)::int from recruit_counts where profile_complete) as complete`,
  ]);
  return { totals: { ...totals, ...recent }, byStatus, discoveryEnabled: discovery_enabled, avgDaysToAcceptance: avg_days, work };
}

type TimelineRow = Omit<TimelineEntry, 'kind' | 'stage_display' | 'timestamp' | 'days_in_stage'> & {
  timestamp: Date;
  days_in_stage: number;
};

/**
 * The recruit's stages, oldest first. A stored row's days_in_stage is the time spent in the stage
 * it left, so an entry's own days come from the next row; the current stage counts up to now.
 */
export async function timelineRows(sql: Sql, recruitId: number): Promise<TimelineRow[]> {
  return sql<TimelineRow[]>`
    select t.stage, t.created_at as timestamp, t.notes,
           coalesce(lead(t.days_in_stage) over w, floor(extract(epoch from now() - t.created_at) / 86400)::int, 0) as days_in_stage,
           coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'System') as actor
    from status_timeline t
    left join users u on u.id = t.actor_id
    where t.recruit_id = ${recruitId}
    window w as (order by t.created_at, t.id)
    order by t.created_at, t.id`;
}

type NurtureExitRow = { reason: NurtureExit; timestamp: Date; campaign: string; stage: RecruitStatus };

/** The recruit's nurture enrollments that ended by what the recruit did, with the stage it was in then. */
export async function nurtureExitRows(sql: Sql, recruitId: number): Promise<NurtureExitRow[]> {
  return sql<NurtureExitRow[]>`
    select e.ended_reason as reason, e.ended_at as timestamp, c.name as campaign,
           coalesce((select t.stage from status_timeline t where t.recruit_id = e.recruit_id and t.created_at <= e.ended_at
                     order by t.created_at desc, t.id desc limit 1), r.status) as stage
    from nurture_enrollments e
    join nurture_campaigns c on c.id = e.campaign_id
    join recruits r on r.id = e.recruit_id
    where e.recruit_id = ${recruitId} and e.ended_reason = any(${NURTURE_EXITS as unknown as string[]})
    order by e.ended_at, e.id`;
}

type OnboardingReadyRow = Omit<OnboardingReadyRecruit, 'clearview_completed'> & { has_completed_session: boolean };

/**
 * The recruits the shared rule (shared/domain/onboarding-eligibility.ts) finds eligible for a new
 * onboarding request, written as one query, by name; tests/server/onboarding/requests/eligibility.test.ts
 * holds it to that rule for every status on both sides of the profile threshold.
 */
export async function onboardingReadyRows(
  sql: Sql,
  visible: Fragment,
  search: string | undefined,
  page: Pick<Page, 'limit' | 'offset'>,
): Promise<RowsAndCount<OnboardingReadyRow>> {
  const eligible = sql`
    ${visible}
    and r.status <> all(${REQUESTED_OR_STARTED_STATUSES as unknown as string[]})
    and not exists (select 1 from onboarding_requests q where q.recruit_id = r.id and q.status <> 'rejected')
    and not exists (select 1 from onboarding_processes p where p.recruit_id = r.id)
    and (
      r.profile_completion_percentage >= ${MIN_PROFILE_COMPLETION_FOR_ONBOARDING}
      or r.status = any(${CLEARVIEW_DONE_STATUSES as string[]})
      or exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed')
    )
    ${search ? sql`and lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.phone) like ${likePattern(search)}` : sql``}`;
  return rowsAndCount(
    sql<OnboardingReadyRow[]>`
      select r.id, r.first_name, r.last_name, r.email, r.status, r.profile_completion_percentage,
             exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed') as has_completed_session
      from recruits r where ${eligible}
      order by lower(r.last_name), lower(r.first_name), r.id
      limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from recruits r where ${eligible}`,
  );
}
