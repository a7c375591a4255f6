import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { saveFile } from '@client/lib/save-file';
import { reportCsvFileName } from '@shared/domain/staff-reports';
import type { StaffReport, StaffReportList } from '@shared/schemas/staff-reports';
import { dashboardKeys } from './overview';

const reportKeys = {
  all: () => [...dashboardKeys.all, 'reports'] as const,
  one: (id: string) => [...reportKeys.all(), id] as const,
};

const fetchReports = async (signal: AbortSignal) => (await api.get<StaffReportList>('/reports/', { signal })).results;
const fetchReport = (id: string, signal: AbortSignal) => api.get<StaffReport>(`/reports/${id}/`, { signal });
/** A report's CSV as a Blob, fetched with the bearer like every other call (a plain link would carry no token). */
const fetchReportCsv = (id: string) => api.get<Blob>(`/reports/${id}/csv/`, { responseType: 'blob' });

/** The Reports screen shows its own error panel, so no toast. */
export const useStaffReports = () => useQuery({ queryKey: reportKeys.all(), queryFn: ({ signal }) => fetchReports(signal) });

export const useStaffReport = (id: string | null) =>
  useQuery({
    queryKey: reportKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchReport(id as string, signal),
    enabled: id !== null,
  });

/** Downloads a report's CSV and saves it as a file; nothing on screen changes, so nothing reloads. */
export const useDownloadReportCsv = (id: string, onDownloaded: () => void) =>
  useMutation({
    mutationFn: async () => saveFile(await fetchReportCsv(id), reportCsvFileName(id, new Date())),
    meta: { errorToast: 'Failed to download the report', serverText: true },
    onSuccess: onDownloaded,
  });
