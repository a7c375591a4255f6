import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { AllActivityResponse } from '@shared/schemas/activity';
import type { Analytics } from '@shared/schemas/analytics';
import type { DashboardOverview } from '@shared/schemas/dashboard';
import type { StaffReport, StaffReportSummary } from '@shared/schemas/staff-reports';

/** The staff dashboard's query keys (docs/client.md, "Server state"). */
const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  analytics: (range: AnalyticsRange) => [...dashboardKeys.all, 'analytics', range] as const,
  activity: (q: Record<string, string>) => [...dashboardKeys.all, 'activity', q] as const,
  reports: () => [...dashboardKeys.all, 'reports'] as const,
  report: (id: string) => [...dashboardKeys.reports(), id] as const,
};

export const useDashboardOverview = () =>
  useQuery({ queryKey: dashboardKeys.overview(), queryFn: ({ signal }) => api.get<DashboardOverview>('/dashboard/overview/', { signal }) });

/** A chosen range of days; empty ends mean the server's default (the last 30 days). */
type AnalyticsRange = { date_from: string; date_to: string };

/** docs/spec/doc2.md §8: analytics load failures are logged only; the page keeps the last figures while a new range loads. */
export const useAnalytics = (range: AnalyticsRange) =>
  useQuery({
    queryKey: dashboardKeys.analytics(range),
    queryFn: ({ signal }) => api.get<Analytics>(`/analytics/?${new URLSearchParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The Reports screen shows its own error panel, so no toast. */
export const useStaffReports = () =>
  useQuery({ queryKey: dashboardKeys.reports(), queryFn: ({ signal }) => api.get<StaffReportSummary[]>('/reports/', { signal }) });
export const useStaffReport = (id: string | null) =>
  useQuery({
    queryKey: dashboardKeys.report(id ?? ''),
    queryFn: ({ signal }) => api.get<StaffReport>(`/reports/${id}/`, { signal }),
    enabled: id !== null,
  });

/** Candidate Activity, one page; docs/spec/doc2.md §8: a failed load is only logged (the list shows empty). */
export const useAllActivity = (q: Record<string, string>) =>
  useQuery({
    queryKey: dashboardKeys.activity(q),
    queryFn: ({ signal }) => api.get<AllActivityResponse>('/all-activity-logs/', { query: q, signal }),
    placeholderData: keepPreviousData,
  });
