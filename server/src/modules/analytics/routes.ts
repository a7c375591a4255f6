import type { AreaRoutes } from '../../deps.ts';
import { AnalyticsQuery, analyticsRangeProblem, DEFAULT_ANALYTICS_DAYS, type Analytics } from '@shared/schemas/analytics.ts';
import { badRequest } from '../../lib/http-error.ts';
import { analytics, today } from './repo.ts';

/**
 * GET /analytics/?date_from=&date_to= (staff only): docs/dashboard.md "Analytics & Reports".
 * A missing end is today (or the start, if that is later); a missing start is 30 days up to the end.
 */
export const analyticsRoutes: AreaRoutes = async (app) => {
  app.get('/analytics/', { onRequest: app.auth.recruiter, schema: { querystring: AnalyticsQuery } }, async (req): Promise<Analytics> => {
    const { date_from, date_to } = req.query;
    const to = date_to ?? maxDate(await today(app.sql), date_from);
    const from = date_from ?? shiftDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
    const problem = analyticsRangeProblem(from, to);
    if (problem) throw badRequest(problem, { date_from: [problem] });
    return analytics(app.sql, { from, to });
  });
};

const maxDate = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);
const shiftDays = (date: string, by: number) => new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
