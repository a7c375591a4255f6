import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { DashboardOverview } from '@shared/schemas/dashboard';
import type { RecruitStats } from '@shared/schemas/recruit-responses';
import type { StaffReport, StaffReportSummary } from '@shared/schemas/staff-reports';

/** The staff dashboard's query keys (docs/client.md, "Server state"). */
const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  reports: () => [...dashboardKeys.all, 'reports'] as const,
  report: (id: string) => [...dashboardKeys.reports(), id] as const,
};

/** docs/spec/doc2.md §8: stats load failures are logged only. */
export const useDashboardStats = () =>
  useQuery({ queryKey: dashboardKeys.stats(), queryFn: ({ signal }) => api.get<RecruitStats>('/recruits/stats/', { signal }) });
export const useDashboardOverview = () =>
  useQuery({ queryKey: dashboardKeys.overview(), queryFn: ({ signal }) => api.get<DashboardOverview>('/dashboard/overview/', { signal }) });

/** The Reports screen shows its own error panel, so no toast. */
export const useStaffReports = () =>
  useQuery({ queryKey: dashboardKeys.reports(), queryFn: ({ signal }) => api.get<StaffReportSummary[]>('/reports/', { signal }) });
export const useStaffReport = (id: string | null) =>
  useQuery({
    queryKey: dashboardKeys.report(id ?? ''),
    queryFn: ({ signal }) => api.get<StaffReport>(`/reports/${id}/`, { signal }),
    enabled: id !== null,
  });
