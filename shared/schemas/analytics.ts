// GET /analytics/ (docs/dashboard.md, "Analytics & Reports"): the Analytics fields of
// docs/spec/doc2.md §3 over a date range, plus the funnel, time in stage and daily series the charts draw.
import { z } from 'zod';
import type { RecruitStatus } from '../domain/recruit-status.ts';
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

export type FunnelStage = {
  stage: RecruitStatus;
  label: string;
  /** Recruits created in the range who got at least this far. */
  reached: number;
  /** reached ÷ the previous stage's reached, in percent with one decimal; null for the first stage or after a 0. */
  conversion_from_previous: number | null;
};

export type StageTime = {
  stage: RecruitStatus;
  label: string;
  /** Average days spent in the stage by recruits who left it within the range; null when none did. */
  avg_days: number | null;
  /** How many moves out of the stage the average is taken over. */
  exits: number;
};

export type ActivityDay = { date: string; emails_sent: number; sessions_completed: number; profiles_accepted: number };

export type Analytics = {
  date_from: string;
  date_to: string;
  pipeline_metrics: {
    /** Every recruit today, by current status (not limited to the range). */
    by_status: Record<RecruitStatus, number>;
    funnel: FunnelStage[];
    time_in_stage: StageTime[];
  };
  activity_metrics: {
    emails_sent: number;
    /** ClearView and proforma sessions completed in the range. */
    sessions_completed: number;
    profiles_accepted: number;
    by_day: ActivityDay[];
  };
  time_metrics: {
    /** Days from the recruit's creation to acceptance, for acceptances in the range; one decimal. */
    avg_time_to_acceptance: number | null;
    /** Days from creation to ClearView completed, for completions in the range; one decimal. */
    avg_time_to_clearview: number | null;
    /** Minutes from a session's start to its completion, for sessions completed in the range. */
    avg_session_duration: number | null;
  };
};
