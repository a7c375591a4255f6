import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { UnsubscribeStatus } from '@shared/schemas/consent';

/** The unsubscribe link of a follow-up e-mail (docs/nurture.md, "Unsubscribe"): public, no bearer token. */
const unsubscribeKeys = { link: (token: string) => ['unsubscribe', token] as const };

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}/`;
const fetchStatus = (token: string, signal: AbortSignal) => api.get<UnsubscribeStatus>(`${path(token)}status/`, { auth: false, signal });
const unsubscribe = (token: string) => api.post<UnsubscribeStatus>(path(token), {}, { auth: false });

/** What the link stops and whether it already did; a refused link stays refused (no retry, the page says so). */
export const useUnsubscribeStatus = (token: string) =>
  useQuery({ queryKey: unsubscribeKeys.link(token), queryFn: ({ signal }) => fetchStatus(token, signal), retry: false });

/** The confirm button: the answer replaces the status the page shows. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    meta: { errorToast: 'Failed to unsubscribe', serverText: true },
    onSuccess: (status) => queryClient.setQueryData(unsubscribeKeys.link(token), status),
  });
}
