import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { Analytics } from '@shared/schemas/analytics';
import { dashboardKeys } from './overview';

/** A chosen range of days; empty ends mean the server's default (the last 30 days). */
type AnalyticsRange = { date_from: string; date_to: string };

const analyticsKeys = { range: (range: AnalyticsRange) => [...dashboardKeys.all, 'analytics', range] as const };

const fetchAnalytics = (range: AnalyticsRange, signal: AbortSignal) => api.get<Analytics>('/analytics/', { query: range, signal });

/** docs/spec/doc2.md §8: analytics load failures are logged only; the page keeps the last figures while a new range loads. */
export const useAnalytics = (range: AnalyticsRange) =>
  useQuery({
    queryKey: analyticsKeys.range(range),
    queryFn: ({ signal }) => fetchAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
