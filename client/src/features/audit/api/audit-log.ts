import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { saveFile } from '@client/lib/save-file';
import type { AuditLogList } from '@shared/schemas/audit';

/** The audit log's filters as the query string sends them (empty values are left out). */
export type AuditFilter = Record<string, string>;

const auditKeys = {
  all: ['audit-log'] as const,
  page: (q: AuditFilter) => [...auditKeys.all, q] as const,
};

const fetchAuditPage = (q: AuditFilter, signal: AbortSignal) => api.get<AuditLogList>('/audit-log/', { query: q, signal });
/** The CSV as a Blob, fetched with the bearer like every other call (a plain link would carry no token). */
const fetchAuditCsv = (q: AuditFilter) => api.get<Blob>('/audit-log/export/', { query: q, responseType: 'blob' });

/** One page of the audit log (admins only); the page shows its own error state, so no toast. */
export const useAuditLog = (q: AuditFilter) =>
  useQuery({ queryKey: auditKeys.page(q), queryFn: ({ signal }) => fetchAuditPage(q, signal), placeholderData: keepPreviousData });

/** Downloads the rows the filters keep as CSV; nothing on screen changes. */
export const useDownloadAuditCsv = () =>
  useMutation({
    mutationFn: async (q: AuditFilter) => saveFile(await fetchAuditCsv(q), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
    meta: { errorToast: 'Failed to download the audit log', serverText: true },
  });
