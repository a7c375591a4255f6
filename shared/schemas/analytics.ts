// GET /analytics/ (docs/dashboard.md, "Analytics & Reports"): the Analytics fields of
// docs/spec/doc2.md §3 over a date range, plus the funnel, time in stage and daily series the charts draw.
import { z } from 'zod';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';
import { isoDate, optionalQuery } from './common.ts';

/** The longest range one request may ask for: a year and a day, so a leap year fits. */
const MAX_ANALYTICS_DAYS = 366;
/** The range when none is given: the last 30 days, today included. */
export const DEFAULT_ANALYTICS_DAYS = 30;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** Why a range of dates cannot be analysed, or null when it can; the query schema and the route share it. */
export function analyticsRangeProblem(from: string, to: string): string | null {
  if (from > to) return 'date_from must not be after date_to';
  if (dayNumber(to) - dayNumber(from) >= MAX_ANALYTICS_DAYS) return `The range may span at most ${MAX_ANALYTICS_DAYS} days`;
  return null;
}

export const AnalyticsQuery = z
  .object({
    date_from: optionalQuery(isoDate('date_from')),
    date_to: optionalQuery(isoDate('date_to')),
  })
  .superRefine((q, ctx) => {
    const problem = q.date_from && q.date_to ? analyticsRangeProblem(q.date_from, q.date_to) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['date_from'] });
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const recruitStatus = z.enum(RECRUIT_STATUSES);

export const FunnelStage = z.object({
  stage: recruitStatus,
  label: z.string(),
  /** Recruits created in the range who got at least this far. */
  reached: z.number(),
  /** reached ÷ the previous stage's reached, in percent with one decimal; null for the first stage or after a 0. */
  conversion_from_previous: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof FunnelStage>;

export const StageTime = z.object({
  stage: recruitStatus,
  label: z.string(),
  /** Average days spent in the stage by recruits who left it within the range; null when none did. */
  avg_days: z.number().nullable(),
  /** How many moves out of the stage the average is taken over. */
  exits: z.number(),
});
export type StageTime = z.infer<typeof StageTime>;

/** One day of the range (YYYY-MM-DD) with what happened on it. */
export const ActivityDay = z.object({
  date: z.string(),
  emails_sent: z.number(),
  sessions_completed: z.number(),
  profiles_accepted: z.number(),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

export const Analytics = z.object({
  date_from: z.string(),
  date_to: z.string(),
  pipeline_metrics: z.object({
    /** Every recruit today, by current status (not limited to the range). */
    by_status: z.record(recruitStatus, z.number()),
    funnel: z.array(FunnelStage),
    time_in_stage: z.array(StageTime),
  }),
  activity_metrics: z.object({
    emails_sent: z.number(),
    /** ClearView and proforma sessions completed in the range. */
    sessions_completed: z.number(),
    profiles_accepted: z.number(),
    by_day: z.array(ActivityDay),
  }),
  time_metrics: z.object({
    /** Days from the recruit's creation to acceptance, for acceptances in the range; one decimal. */
    avg_time_to_acceptance: z.number().nullable(),
    /** Days from creation to ClearView completed, for completions in the range; one decimal. */
    avg_time_to_clearview: z.number().nullable(),
    /** Minutes from a session's start to its completion, for sessions completed in the range. */
    avg_session_duration: z.number().nullable(),
  }),
});
export type Analytics = z.infer<typeof Analytics>;
