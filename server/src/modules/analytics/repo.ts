import type { Sql } from '../../db/connect.ts';
import { PIPELINE_FILTER_STAGES, RECRUIT_STATUSES, STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { ActivityDay, Analytics, FunnelStage, StageTime } from '@shared/schemas/analytics.ts';

const statuses = RECRUIT_STATUSES as unknown as string[];
const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const position = (s: RecruitStatus) => statuses.indexOf(s) + 1;

type Range = { from: string; to: string };

/**
 * Everything GET /analytics/ answers for one range of days (server time; both ends included).
 * docs/dashboard.md "Analytics & Reports" says what each figure counts.
 */
export async function analytics(sql: Sql, range: Range): Promise<Analytics> {
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
    sql<{ day: string; count: number }[]>`
      select sent_at::date::text as day, count(*)::int as count from messages
      where channel = 'email' and sent_at >= ${start} and sent_at < ${end}
      group by 1`,
    sql<{ day: string; count: number }[]>`
      select completed_at::date::text as day, count(*)::int as count from (
        select completed_at from clearview_sessions where completed_at >= ${start} and completed_at < ${end}
        union all
        select completed_at from proforma_sessions where completed_at >= ${start} and completed_at < ${end}
      ) s group by 1`,
    sql<{ day: string; count: number }[]>`
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

  const by_status = Object.fromEntries(RECRUIT_STATUSES.map((s) => [s, 0])) as Record<RecruitStatus, number>;
  for (const { status, count } of byStatus) if (status in by_status) by_status[status] = count;

  const by_day = days(range).map(
    (date): ActivityDay => ({
      date,
      emails_sent: countOn(emails, date),
      sessions_completed: countOn(sessions, date),
      profiles_accepted: countOn(acceptances, date),
    }),
  );
  const total = (key: Exclude<keyof ActivityDay, 'date'>) => by_day.reduce((sum, d) => sum + d[key], 0);

  return {
    date_from: range.from,
    date_to: range.to,
    pipeline_metrics: { by_status, funnel: funnel(furthest), time_in_stage: timeInStage(stageTimes) },
    activity_metrics: {
      emails_sent: total('emails_sent'),
      sessions_completed: total('sessions_completed'),
      profiles_accepted: total('profiles_accepted'),
      by_day,
    },
    time_metrics: {
      avg_time_to_acceptance: round1(times.to_acceptance === null ? null : Math.max(0, times.to_acceptance)),
      avg_time_to_clearview: round1(times.to_clearview === null ? null : Math.max(0, times.to_clearview)),
      avg_session_duration: round1(times.session_minutes),
    },
  };
}

/** The pipeline filter's seven stages as a funnel: who reached each, and the share of the stage before. */
function funnel(furthest: { furthest: number; count: number }[]): FunnelStage[] {
  let previous: number | null = null;
  return PIPELINE_FILTER_STAGES.map((stage) => {
    const reached = furthest.filter((f) => f.furthest >= position(stage)).reduce((sum, f) => sum + f.count, 0);
    const conversion_from_previous = previous === null || previous === 0 ? null : round1((reached / previous) * 100);
    previous = reached;
    return { stage, label: STATUS_LABELS[stage], reached, conversion_from_previous };
  });
}

function timeInStage(rows: { stage: RecruitStatus; avg_days: number; exits: number }[]): StageTime[] {
  return RECRUIT_STATUSES.filter((s) => s !== 'onboarded').map((stage) => {
    const row = rows.find((r) => r.stage === stage);
    return { stage, label: STATUS_LABELS[stage], avg_days: row ? round1(row.avg_days) : null, exits: row?.exits ?? 0 };
  });
}

const countOn = (rows: { day: string; count: number }[], date: string) => rows.find((r) => r.day === date)?.count ?? 0;

/** Every date from `from` to `to`, both included. */
function days({ from, to }: Range): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** Today in the database's time zone, as YYYY-MM-DD: the days of the range are the database's days. */
export async function today(sql: Sql): Promise<string> {
  const [row] = await sql<{ today: string }[]>`select current_date::text as today`;
  return row.today;
}
