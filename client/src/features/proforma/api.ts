import { api, listOf } from '@client/lib/api';
import type { Recruit } from '@shared/schemas/recruit-responses';
import type { CreateProformaSessionInput } from '@shared/schemas/proforma';
import type {
  ComparisonResponse,
  LiveSessionResponse,
  ModelTypeItem,
  ProformaOverview,
  ProformaSessionItem,
} from '@shared/schemas/proforma-responses';

/** Calls of the proforma screens (docs/proforma.md; paths of docs/spec/doc2.md §7 Proforma). */
export const fetchOverview = (recruit: number | null, signal?: AbortSignal) =>
  api.get<ProformaOverview>('/proforma/dashboard/overview/', { query: { recruit }, signal });
export const fetchModelTypes = (signal?: AbortSignal) =>
  api.get<ModelTypeItem[]>('/proforma/model-types/', { signal }).then((d) => listOf<ModelTypeItem>(d));
export const fetchSessions = (recruit: number, signal?: AbortSignal) =>
  api.get<unknown>('/proforma/sessions/', { query: { recruit }, signal }).then((d) => listOf<ProformaSessionItem>(d));
export const fetchLive = (token: string, signal?: AbortSignal) => api.get<LiveSessionResponse>(`/proforma/live/${token}/`, { signal });
/**
 * The recruit picker: recruits with discovery access matching the search, whatever their status (nurture
 * and the calls included; docs/proforma.md, "Screens").
 */
export const searchRecruits = (search: string, signal?: AbortSignal) =>
  api.get<unknown>('/recruits/', { query: { discovery_access: true, search }, signal }).then((d) => listOf<Recruit>(d));
export const fetchRecruit = (id: number, signal?: AbortSignal) => api.get<Recruit>(`/recruits/${id}/`, { signal });

export const createSession = (body: CreateProformaSessionInput) => api.post<ProformaSessionItem>('/proforma/sessions/', body);
/** The recruit dashboard's booking: the server picks the slot in the recruit's zone (docs/scheduling.md, "Slots"). */
export const scheduleFromDashboard = (recruit: number, timeZone: string) =>
  api.post<ProformaSessionItem>('/proforma/dashboard/schedule-session/', { recruit, time_zone: timeZone });
export const startSession = (id: number) => api.post<ProformaSessionItem>(`/proforma/sessions/${id}/start_session/`);
export const completeSession = (id: number) => api.post<ProformaSessionItem>(`/proforma/sessions/${id}/complete_session/`);
export const saveInputs = (id: number, inputs: Record<string, number>) => api.post(`/proforma/sessions/${id}/save_inputs/`, { inputs });
export const compareSessions = (ids: number[]) =>
  api.post<ComparisonResponse>('/proforma/dashboard/compare_sessions/', { session_ids: ids });
export const emailPdf = (id: number, subject: string, message: string) =>
  api.post(`/proforma/sessions/${id}/email_pdf/`, { subject, message });
export const downloadPdf = (id: number) => api.get<Blob>(`/proforma/sessions/${id}/download_pdf/`, { responseType: 'blob' });
export const roomTicket = (token: string) =>
  api.post<{ ticket: string }>('/collab/tickets/', { kind: 'proforma', token }).then((r) => r.ticket);
