// REST calls of the ClearView page (and of the scenario calculator and comparison). The token is the credential: page, save and complete go
// without a bearer (docs/spec/doc1.md §6) so an expired recruiter sign-in never bounces the page to /login.
import type { ClearViewSnapshot, WhatIfValues } from '@shared/collab';
import type { ClearviewPageResponse, CoachingNotesResponse, CompleteClearviewResponse, SaveModule } from '@shared/schemas/clearview';
import type { CreateTicketResponse } from '@shared/schemas/collab';
import type { CompanySettingsResponse } from '@shared/schemas/company-settings';
import type { Scenario } from '@shared/schemas/scenarios';
import { api, listOf } from '@client/lib/api';
import { credentials } from '@client/lib/credentials';

const base = (token: string) => `/clearview/${encodeURIComponent(token)}`;

/** GET /clearview/{token}/ (optionally ?scenario={id}) → {recruit, session, scenario?}. */
export function fetchClearviewPage(token: string, scenario?: number, signal?: AbortSignal) {
  return api.get<ClearviewPageResponse>(`${base(token)}/`, { auth: false, query: { scenario }, signal });
}

/** POST /clearview/{token}/save/ {module, sessionData}. */
export function saveClearview(token: string, module: SaveModule, sessionData: ClearViewSnapshot) {
  return api.post(`${base(token)}/save/`, { module, sessionData }, { auth: false });
}

/** POST /clearview/{token}/complete/ {sessionData}; a signed-in user's bearer names who completed it. */
export function completeClearview(token: string, sessionData: ClearViewSnapshot) {
  return api.post<CompleteClearviewResponse>(`${base(token)}/complete/`, { sessionData }, { auth: false, headers: bearer() });
}

/** GET /clearview/{token}/report/: the session's PDF report, with the what-if figures the room holds. */
export function fetchClearviewReport(token: string, whatIf: WhatIfValues) {
  return api.get<Blob>(`${base(token)}/report/`, {
    auth: false,
    responseType: 'blob',
    query: { what_if_loan_amount: whatIf.loanAmount, what_if_loans_per_month: whatIf.loansPerMonth },
  });
}

/** GET /clearview/coaching-notes/ (recruiters only): the talking points of the presenter panel. */
export function fetchCoachingNotes(signal?: AbortSignal) {
  return api.get<CoachingNotesResponse>('/clearview/coaching-notes/', { signal });
}

/** POST /collab/tickets/ {kind, token}: a single-use ticket to join that room as the signed-in user. */
export function fetchRoomTicket(kind: 'clearview' | 'clearview-notes' | 'scenario', token: string) {
  return api.post<CreateTicketResponse>('/collab/tickets/', { kind, token }).then((r) => r.ticket);
}

/** GET /scenarios/{id}/ (signed in): one scenario, its room token included. */
export function fetchScenario(id: number, signal?: AbortSignal) {
  return api.get<Scenario>(`/scenarios/${id}/`, { signal });
}

/** GET /scenarios/?recruit={id}: the recruit's scenarios, the baseline first. */
export async function fetchScenarios(recruit: number, signal?: AbortSignal) {
  return listOf<Scenario>(await api.get(`/scenarios/`, { query: { recruit }, signal }));
}

/** GET /company/settings/: the figures' company settings (the defaults stand in when it fails). */
export function fetchCompanySettings(signal?: AbortSignal) {
  return api.get<CompanySettingsResponse>('/company/settings/', { signal });
}

function bearer(): Record<string, string> | undefined {
  return credentials.accessToken ? { Authorization: `Bearer ${credentials.accessToken}` } : undefined;
}
