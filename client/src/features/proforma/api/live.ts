import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { InputsResponse, LiveSessionResponse } from '@shared/schemas/proforma-responses';

/** A session's live link: what it reads, its room ticket and the save of its inputs (docs/proforma.md, "Live room"). */
export const liveKeys = {
  all: ['proforma', 'live'] as const,
  detail: (token: string) => [...liveKeys.all, token] as const,
};

/** The session, its saved inputs and the starting values of the inputs, as its live link shows them. */
export const useLiveSession = (token: string) =>
  useQuery({
    queryKey: liveKeys.detail(token),
    queryFn: ({ signal }) => api.get<LiveSessionResponse>(`/proforma/live/${token}/`, { signal }),
  });

/** A single-use ticket to join the session's live room as the signed-in user. */
export const fetchRoomTicket = (token: string) =>
  api.post<{ ticket: string }>('/collab/tickets/', { kind: 'proforma', token }).then((r) => r.ticket);

export const saveInputs = (id: number, inputs: Record<string, number>) =>
  api.post<InputsResponse>(`/proforma/sessions/${id}/save_inputs/`, { inputs });

/** Save Inputs: the values the live inputs show. */
export function useSaveInputs() {
  return useMutation({
    mutationFn: ({ id, inputs }: { id: number; inputs: Record<string, number> }) => saveInputs(id, inputs),
    meta: { errorToast: PROFORMA_TEXTS.inputsFailed, serverText: true },
    onSuccess: () => toast.success(PROFORMA_TEXTS.inputsSaved),
  });
}
