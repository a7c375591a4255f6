import { api } from '@client/lib/api';

/** A report's CSV as a Blob, fetched with the bearer like every other call (a plain link would carry no token). */
export const fetchReportCsv = (id: string) => api.get<Blob>(`/reports/${id}/csv/`, { responseType: 'blob' });
