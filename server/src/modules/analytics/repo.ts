import type { Sql } from '../../db/connect.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';

const statuses = RECRUIT_STATUSES as unknown as string[];

/** A range of days, YYYY-MM-DD, both ends included. */
export type DayRange = { from: string; to: string };

type DayCount = { day: string; count: number };
export type AnalyticsFigures = {
  byStatus: { status: RecruitStatus; count: number }[];
  /** Recruits created in the range, by the furthest stage (its 1-based position) they reached. */
  furthest: { furthest: number; count: number }[];
  stageTimes: { stage: RecruitStatus; avg_days: number; exits: number }[];
  emails: DayCount[];
  sessions: DayCount[];
  acceptances: DayCount[];
  times: { to_acceptance: number | null; to_clearview: number | null; session_minutes: number | null };
};

/**
 * The raw figures behind GET /analytics/ for one range of days (the database's days).
 * docs/dashboard.md "Analytics & Reports" says what each figure counts.
 */
export async function analyticsFigures(sql: Sql, range: DayRange): Promise<AnalyticsFigures> {
  // Half-open bounds on timestamps: from the first day's midnight to the midnight after the last day.
  const start = sql`${range.from}::date::timestamptz`;
  const end = sql`(${range.to}::date + 1)::timestamptz`;
  const [byStatus, furthest, stageTimes, emails, sessions, acceptances, [times]] = await Promise.all([
    sql<{ status: RecruitStatus; count: number }[]>`select status, count(*)::int as count from recruits group by status`,
    // How far each recruit created in the range got: the furthest of its current status and every
    // stage it passed (one pass over the timeline, joined, rather than a lookup per recruit).
    sql<{ furthest: number; count: number }[]>`
      select greatest(coalesce(array_position(${statuses}::text[], r.status), 0), coalesce(t.furthest, 0)) as furthest,
             count(*)::int as count
      from recruits r
      left join (
        select recruit_id, max(array_position(${statuses}::text[], stage)) as furthest
        from status_timeline where recruit_id in (select id from recruits where created_at >= ${start} and created_at < ${end})
        group by recruit_id
      ) t on t.recruit_id = r.id
      where r.created_at >= ${start} and r.created_at < ${end}
      group by 1`,
    sql<{ stage: RecruitStatus; avg_days: number; exits: number }[]>`
      select previous_stage as stage, avg(days_in_stage)::float8 as avg_days, count(*)::int as exits
      from status_timeline
      where created_at >= ${start} and created_at < ${end} and previous_stage is not null and days_in_stage is not null
      group by previous_stage`,
    sql<DayCount[]>`
      select sent_at::date::text as day, count(*)::int as count from messages
      where channel = 'email' and sent_at >= ${start} and sent_at < ${end}
      group by 1`,
    sql<DayCount[]>`
      select completed_at::date::text as day, count(*)::int as count from (
        select completed_at from clearview_sessions where completed_at >= ${start} and completed_at < ${end}
        union all
        select completed_at from proforma_sessions where completed_at >= ${start} and completed_at < ${end}
      ) s group by 1`,
    sql<DayCount[]>`
      select created_at::date::text as day, count(*)::int as count from status_timeline
      where stage = 'profile_accepted' and created_at >= ${start} and created_at < ${end}
      group by 1`,
    sql<{ to_acceptance: number | null; to_clearview: number | null; session_minutes: number | null }[]>`
      select
        (select avg(extract(epoch from (a.at - r.created_at)) / 86400)::float8
         from (select recruit_id, min(created_at) as at from status_timeline where stage = 'profile_accepted' group by recruit_id) a
         join recruits r on r.id = a.recruit_id
         where a.at >= ${start} and a.at < ${end}) as to_acceptance,
        (select avg(extract(epoch from (c.at - r.created_at)) / 86400)::float8
         from (select recruit_id, min(completed_at) as at from clearview_sessions where completed_at is not null group by recruit_id) c
         join recruits r on r.id = c.recruit_id
         where c.at >= ${start} and c.at < ${end}) as to_clearview,
        (select avg(extract(epoch from (completed_at - started_at)) / 60)::float8 from (
           select started_at, completed_at from clearview_sessions where completed_at >= ${start} and completed_at < ${end}
           union all
           select started_at, completed_at from proforma_sessions where completed_at >= ${start} and completed_at < ${end}
         ) s where started_at is not null and completed_at >= started_at) as session_minutes`,
  ]);
  return { byStatus, furthest, stageTimes, emails, sessions, acceptances, times };
}

/** Today in the database's time zone, as YYYY-MM-DD: the days of the range are the database's days. */
export async function today(sql: Sql): Promise<string> {
  const [row] = await sql<{ today: string }[]>`select current_date::text as today`;
  return row.today;
}
