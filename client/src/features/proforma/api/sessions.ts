import { type MutationMeta, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { CreateProformaSessionInput } from '@shared/schemas/proforma';
import type { ProformaOverview, ProformaSessionItem, ProformaSessionList } from '@shared/schemas/proforma-responses';
import { liveKeys, saveInputs } from './live';

/** Proforma sessions: the overview, a recruit's list, scheduling and the two moves (docs/proforma.md, "Sessions"). */
const sessionKeys = {
  all: ['proforma', 'sessions'] as const,
  overview: (recruit: number | null) => [...sessionKeys.all, 'overview', recruit] as const,
  list: (recruit: number) => [...sessionKeys.all, 'list', recruit] as const,
};

const fetchOverview = (recruit: number | null, signal?: AbortSignal) =>
  api.get<ProformaOverview>('/proforma/dashboard/overview/', { query: { recruit }, signal });
/** The first page of a recruit's sessions, newest first. */
const fetchSessions = (recruit: number, signal?: AbortSignal) =>
  api.get<ProformaSessionList>('/proforma/sessions/', { query: { recruit }, signal }).then((d) => d.results);

export const useProformaOverview = (recruit: number | null) =>
  useQuery({ queryKey: sessionKeys.overview(recruit), queryFn: ({ signal }) => fetchOverview(recruit, signal) });

/** docs/spec/doc2.md §8: a list load failure is logged only; the list stays empty. */
export const useRecruitSessions = (recruit: number | null) =>
  useQuery({
    queryKey: sessionKeys.list(recruit ?? 0),
    queryFn: ({ signal }) => fetchSessions(recruit as number, signal),
    enabled: recruit !== null,
  });

/** After a session changed: every proforma session read (lists, overview, live links) again. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    void queryClient.invalidateQueries({ queryKey: liveKeys.all });
  };
}

/** The scheduling form's send (staff); the caller says what success shows. */
export function useCreateSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (body: CreateProformaSessionInput) => api.post<ProformaSessionItem>('/proforma/sessions/', body),
    meta: { errorToast: PROFORMA_TEXTS.scheduleFailed, serverText: true, formFields: ['model_type', 'scheduled_at', 'meeting_link'] },
    onSuccess: refresh,
  });
}

/** A write that moves sessions: its success toast, then every session read again. */
function useSessionChange<V, R>(mutationFn: (vars: V) => Promise<R>, meta: MutationMeta, done: string) {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => {
      toast.success(done);
      refresh();
    },
  });
}

/** The recruit dashboard's booking: the server picks the slot in the recruit's zone (docs/scheduling.md, "Slots"). */
export const useScheduleFromDashboard = () =>
  useSessionChange(
    ({ recruit, timeZone }: { recruit: number; timeZone: string }) =>
      api.post<ProformaSessionItem>('/proforma/dashboard/schedule-session/', { recruit, time_zone: timeZone }),
    { errorToast: PROFORMA_TEXTS.scheduleFailed },
    PROFORMA_TEXTS.scheduledDashboard,
  );

/** scheduled → in_progress. */
export const useStartSession = () =>
  useSessionChange(
    (id: number) => api.post<ProformaSessionItem>(`/proforma/sessions/${id}/start_session/`),
    { errorToast: PROFORMA_TEXTS.startFailed, serverText: true },
    PROFORMA_TEXTS.started,
  );

/**
 * in_progress → completed. With `shown`, the inputs the Live tab shows are stored first, so the
 * report has the figures the session showed (docs/proforma.md, "Starting values").
 */
export const useCompleteSession = () =>
  useSessionChange(
    async ({ id, shown }: { id: number; shown?: Record<string, number> }) => {
      if (shown) await saveInputs(id, shown);
      return api.post<ProformaSessionItem>(`/proforma/sessions/${id}/complete_session/`);
    },
    { errorToast: PROFORMA_TEXTS.completeFailed, serverText: true },
    PROFORMA_TEXTS.completed,
  );
