import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { AcceptBody, AcceptPageResponse, AcceptResponse } from '@shared/schemas/recruits';

/** The public profile-acceptance link: both calls go without a bearer token. */
const acceptKeys = { link: (token: string) => ['accept', token] as const };

const path = (token: string) => `/accept/${encodeURIComponent(token)}/`;
const fetchAcceptance = (token: string, signal: AbortSignal) => api.get<AcceptPageResponse>(path(token), { auth: false, signal });
const acceptProfile = (token: string, body: AcceptBody) => api.post<AcceptResponse>(path(token), body, { auth: false });

/** What the link shows; the page tells a refused link itself, so no toast. */
export const useAcceptance = (token: string) =>
  useQuery({
    queryKey: acceptKeys.link(token),
    queryFn: ({ signal }) => fetchAcceptance(token, signal),
    enabled: token.trim() !== '',
    // A refused link stays refused; the page is read once per visit.
    retry: false,
  });

/**
 * Accept the profile. A refusal with field errors shows under the form's fields only; anything
 * else is the toast, with the server's text first (docs/client.md, "Forms").
 */
export const useAcceptProfile = (token: string, config: { onSuccess: () => void; onError: (err: Error) => void }) =>
  useMutation({
    mutationFn: (contact: AcceptBody) => acceptProfile(token, contact),
    meta: { errorToast: 'Failed to accept profile', serverText: true, formFields: 'all' },
    onSuccess: config.onSuccess,
    onError: config.onError,
  });
