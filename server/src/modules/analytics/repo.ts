import type { Sql } from '../../db/connect.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';

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
 * docs/dashboard.md "Analytics & Reports" says what each figure counts. They are read from the
 * summaries that triggers keep up to date with every write (migrations/00022_dashboard_aggregates.sql;
 * docs/performance.md "Staff dashboard"), a few rows a day, so a year costs what a month does.
 */
export async function analyticsFigures(sql: Sql, range: DayRange): Promise<AnalyticsFigures> {
  const inRange = sql`day between ${range.from}::date and ${range.to}::date`;
  const [byStatus, furthest, stageTimes, emails, sessions, acceptances, [times]] = await Promise.all([
    sql<{ status: RecruitStatus; count: number }[]>`
      select status, sum(recruits)::int as count from recruit_counts group by status having sum(recruits) <> 0`,
    // How far each recruit created in the range got: the furthest of its current status and every
    // stage it passed (recruit_facts.furthest), counted by day created.
    sql<{ furthest: number; count: number }[]>`
      select furthest, sum(recruits)::int as count from recruit_created_days
      where ${inRange} group by furthest having sum(recruits) <> 0`,
    sql<{ stage: RecruitStatus; avg_days: number; exits: number }[]>`
      select previous_stage as stage, (sum(days_sum)::numeric / sum(timed_moves))::float8 as avg_days, sum(timed_moves)::int as exits
      from status_timeline_days
      where ${inRange} and previous_stage is not null
      group by previous_stage having sum(timed_moves) > 0`,
    sql<DayCount[]>`select day::text, emails as count from email_days where ${inRange} and emails <> 0`,
    sql<DayCount[]>`select day::text, sessions as count from session_days where ${inRange} and sessions <> 0`,
    sql<DayCount[]>`
      select day::text, sum(moves)::int as count from status_timeline_days
      where ${inRange} and stage = 'profile_accepted' group by day having sum(moves) <> 0`,
    sql<{ to_acceptance: number | null; to_clearview: number | null; session_minutes: number | null }[]>`
      select
        (select (sum(secs_sum) / nullif(sum(recruits), 0) / 86400)::float8 from recruit_milestone_days
         where milestone = 'profile_accepted' and ${inRange}) as to_acceptance,
        (select (sum(secs_sum) / nullif(sum(recruits), 0) / 86400)::float8 from recruit_milestone_days
         where milestone = 'clearview_completed' and ${inRange}) as to_clearview,
        (select (sum(secs_sum) / nullif(sum(timed_sessions), 0) / 60)::float8 from session_days where ${inRange}) as session_minutes`,
  ]);
  return { byStatus, furthest, stageTimes, emails, sessions, acceptances, times };
}

/** Today in the database's time zone, as YYYY-MM-DD: the days of the range are the database's days. */
export async function today(sql: Sql): Promise<string> {
  const [row] = await sql<{ today: string }[]>`select current_date::text as today`;
  return row.today;
}
