import type { Analytics } from '@shared/schemas/analytics';
import { useDashboardPage } from './overview';

/** A chosen range of days; empty ends mean the server's default (the last 30 days). */
type AnalyticsRange = { date_from: string; date_to: string };

/** docs/spec/doc2.md §8: analytics load failures are logged only; the page keeps the last figures while a new range loads. */
export const useAnalytics = (range: AnalyticsRange) => useDashboardPage<Analytics>('analytics', '/analytics/', range);
