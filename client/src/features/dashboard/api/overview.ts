import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { DashboardOverview } from '@shared/schemas/dashboard';

/** The root of the staff dashboard's query keys (docs/client.md, "Server state"); each screen's keys extend it. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
};

const fetchOverview = (signal: AbortSignal) => api.get<DashboardOverview>('/dashboard/overview/', { signal });

/** The Overview's week sessions, urgent tasks and recent activity; the page shows nothing of them on a failure. */
export const useDashboardOverview = () => useQuery({ queryKey: dashboardKeys.overview(), queryFn: ({ signal }) => fetchOverview(signal) });

/**
 * A dashboard screen's read of `path` with its filters (the key holds them, so a new filter is a new
 * query); the last answer stays on screen while the next loads.
 */
export const useDashboardPage = <T>(name: string, path: string, query: Record<string, string>) =>
  useQuery({
    queryKey: [...dashboardKeys.all, name, query] as const,
    queryFn: ({ signal }) => api.get<T>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
