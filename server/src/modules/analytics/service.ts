import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { PIPELINE_FILTER_STAGES, RECRUIT_STATUSES, STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import {
  type ActivityDay,
  type Analytics,
  type AnalyticsQuery,
  analyticsRangeProblem,
  DEFAULT_ANALYTICS_DAYS,
  type FunnelStage,
  type StageTime,
} from '@shared/schemas/analytics.ts';
import { type AnalyticsFigures, analyticsFigures, type DayRange, today } from './repo.ts';

const statuses = RECRUIT_STATUSES as unknown as string[];
const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const position = (s: RecruitStatus) => statuses.indexOf(s) + 1;

/**
 * Everything GET /analytics/ answers for the asked range (docs/dashboard.md "Analytics & Reports").
 * A missing end is today (or the start, if that is later); a missing start is 30 days up to the end.
 */
export async function analytics(deps: Deps, q: AnalyticsQuery): Promise<Analytics> {
  const to = q.date_to ?? maxDate(await today(deps.sql), q.date_from);
  const from = q.date_from ?? shiftDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  const problem = analyticsRangeProblem(from, to);
  if (problem) throw badRequest(problem, { date_from: [problem] });
  return analyticsAnswer({ from, to }, await analyticsFigures(deps.sql, { from, to }));
}

const maxDate = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);
const shiftDays = (date: string, by: number) => new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

function analyticsAnswer(
  range: DayRange,
  { byStatus, furthest, stageTimes, emails, sessions, acceptances, times }: AnalyticsFigures,
): Analytics {
  const by_status = Object.fromEntries(RECRUIT_STATUSES.map((s) => [s, 0])) as Record<RecruitStatus, number>;
  for (const { status, count } of byStatus) if (status in by_status) by_status[status] = count;

  const [emailsOn, sessionsOn, acceptancesOn] = [emails, sessions, acceptances].map(countsByDay);
  const by_day = days(range).map(
    (date): ActivityDay => ({
      date,
      emails_sent: emailsOn.get(date) ?? 0,
      sessions_completed: sessionsOn.get(date) ?? 0,
      profiles_accepted: acceptancesOn.get(date) ?? 0,
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
function funnel(furthest: AnalyticsFigures['furthest']): FunnelStage[] {
  let previous: number | null = null;
  return PIPELINE_FILTER_STAGES.map((stage) => {
    const reached = furthest.filter((f) => f.furthest >= position(stage)).reduce((sum, f) => sum + f.count, 0);
    const conversion_from_previous = previous === null || previous === 0 ? null : round1((reached / previous) * 100);
    previous = reached;
    return { stage, label: STATUS_LABELS[stage], reached, conversion_from_previous };
  });
}

function timeInStage(rows: AnalyticsFigures['stageTimes']): StageTime[] {
  return RECRUIT_STATUSES.filter((s) => s !== 'onboarded').map((stage) => {
    const row = rows.find((r) => r.stage === stage);
    return { stage, label: STATUS_LABELS[stage], avg_days: row ? round1(row.avg_days) : null, exits: row?.exits ?? 0 };
  });
}

/** A day's count by its date (a year's range looks up each of its days). */
const countsByDay = (rows: AnalyticsFigures['emails']) => new Map(rows.map((r) => [r.day, r.count]));

/** Every date from `from` to `to`, both included. */
function days({ from, to }: DayRange): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
