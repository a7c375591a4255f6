// REST calls of the ClearView page. The token is the credential: page, save and complete go
// without a bearer (doc1 §6) so an expired recruiter sign-in never bounces the page to /login.
import { DEFAULT_COMPANY_SETTINGS, mergeSettings, type CompanySettings, type DeepPartial } from '@shared/calc';
import type { ClearViewSnapshot } from '@shared/collab';
import type { ClearviewPageResponse, CompleteClearviewResponse, SaveModule } from '@shared/schemas/clearview';
import { api } from '@client/lib/api';
import { credentials } from '@client/lib/credentials';

const base = (token: string) => `/clearview/${encodeURIComponent(token)}`;

/** GET /clearview/{token}/ (optionally ?scenario={id}) → {recruit, session, scenario?}. */
export function fetchClearviewPage(token: string, scenario?: string | null, signal?: AbortSignal) {
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

/**
 * GET /company/settings/ merged over the doc1 §9 defaults; any failure (an anonymous recruit gets
 * 401) falls back to the defaults silently (doc1 §8). The bearer goes as a plain header so a
 * stale sign-in is not refreshed or sent to /login from a token page.
 */
export async function fetchCompanySettings(signal?: AbortSignal): Promise<CompanySettings> {
  const headers = bearer();
  if (!headers) return DEFAULT_COMPANY_SETTINGS;
  try {
    const data = await api.get<DeepPartial<CompanySettings>>('/company/settings/', { auth: false, headers, signal });
    return mergeSettings(data);
  } catch (err) {
    console.warn('Company settings unavailable; using defaults', err);
    return DEFAULT_COMPANY_SETTINGS;
  }
}

function bearer(): Record<string, string> | undefined {
  return credentials.accessToken ? { Authorization: `Bearer ${credentials.accessToken}` } : undefined;
}
