import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { DashboardOverview } from '@shared/schemas/dashboard';
import type { RecruitStats } from '@shared/schemas/recruit-responses';

/** The staff dashboard's query keys (docs/client.md, "Server state"). */
const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
};

/** docs/spec/doc2.md §8: stats load failures are logged only. */
export const useDashboardStats = () =>
  useQuery({ queryKey: dashboardKeys.stats(), queryFn: ({ signal }) => api.get<RecruitStats>('/recruits/stats/', { signal }) });
export const useDashboardOverview = () =>
  useQuery({ queryKey: dashboardKeys.overview(), queryFn: ({ signal }) => api.get<DashboardOverview>('/dashboard/overview/', { signal }) });
