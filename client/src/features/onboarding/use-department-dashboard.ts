import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type { DepartmentDashboardResponse } from '@shared/schemas/onboarding-responses';
import { ApiError } from '@client/lib/api';
import { type DepartmentAccess, fetchDepartmentDashboard } from './api/token-links';

export interface DepartmentFilters {
  status: TaskStatus | 'all';
  priority: TaskPriority | 'all';
}

/** docs/spec/doc3.md §8: the server's error, else 'Failed to load dashboard'; a network failure reads differently. */
function dashboardError(err: unknown): string {
  if (err instanceof ApiError) return err.fromServer ? err.message : 'Failed to load dashboard';
  if (err instanceof TypeError) return 'Failed to connect to server';
  return err instanceof Error && err.message ? err.message : 'Failed to load dashboard';
}

async function loadDashboard(access: DepartmentAccess, filters: DepartmentFilters, signal: AbortSignal) {
  const res = await fetchDepartmentDashboard(access, filters, signal);
  if (!res?.success) throw new Error((res as { error?: string } | undefined)?.error || 'Failed to load dashboard');
  return res;
}

/** The department's dashboard for the filters; `error` holds the text for the Dashboard Error screen. */
export function useDepartmentDashboard(access: DepartmentAccess, filters: DepartmentFilters) {
  const { id, key, bearer } = access;
  const { status, priority } = filters;
  const query = useQuery<DepartmentDashboardResponse>({
    // The link's key is part of what is asked: another key is another answer (or a refusal).
    queryKey: ['onboarding', 'department-dashboard', id, key, bearer, status, priority],
    queryFn: ({ signal }) => loadDashboard({ id, key, bearer }, { status, priority }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data ?? null,
    error: query.error ? dashboardError(query.error) : null,
    loading: query.isFetching,
    reload: async (): Promise<void> => {
      await query.refetch();
    },
  };
}
