import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { AllActivityResponse } from '@shared/schemas/activity';
import { dashboardKeys } from './overview';

/** The Candidate Activity filters as the query string sends them (empty values are left out). */
type ActivityFilter = Record<string, string>;

const activityKeys = { page: (q: ActivityFilter) => [...dashboardKeys.all, 'activity', q] as const };

const fetchActivity = (q: ActivityFilter, signal: AbortSignal) => api.get<AllActivityResponse>('/all-activity-logs/', { query: q, signal });

/** Candidate Activity, one page; docs/spec/doc2.md §8: a failed load is only logged (the list shows empty). */
export const useAllActivity = (q: ActivityFilter) =>
  useQuery({
    queryKey: activityKeys.page(q),
    queryFn: ({ signal }) => fetchActivity(q, signal),
    placeholderData: keepPreviousData,
  });
