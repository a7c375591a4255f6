import { api } from '@client/lib/api';
import type { AcceptBody, AcceptPageResponse, AcceptResponse } from '@shared/schemas/recruits';

/** The public profile-acceptance link: both calls go without a bearer token. */

const path = (token: string) => `/accept/${encodeURIComponent(token)}/`;

export function fetchAcceptance(token: string) {
  return api.get<AcceptPageResponse>(path(token), { auth: false });
}

export function acceptProfile(token: string, body: AcceptBody) {
  return api.post<AcceptResponse>(path(token), body, { auth: false });
}
