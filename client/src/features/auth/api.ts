import { ApiError, api } from '@client/lib/api';
import type { DemoCredentials } from '@shared/schemas/auth';

/** Calls of the sign-in and password screens; all run without a bearer token. */

export type DemoAccount = DemoCredentials['accounts'][number];

/** The demo accounts to show on the login form; none in production, where the endpoint does not exist (404). */
export async function fetchDemoCredentials(): Promise<DemoAccount[]> {
  const data = await api.get<Partial<DemoCredentials>>('/auth/demo-credentials/', { auth: false }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  });
  return (data?.accounts ?? []).filter((a) => a.user_type === 'recruiter' || a.user_type === 'recruit');
}

export function requestPasswordReset(email: string) {
  return api.post('/auth/forgot-password/', { email }, { auth: false });
}

interface ResetTokenInfo {
  user: { first_name: string; last_name?: string; email?: string };
}

export function validateResetToken(token: string) {
  return api.get<ResetTokenInfo>(`/auth/validate-reset-token/${encodeURIComponent(token)}/`, { auth: false });
}

export function setupPassword(token: string, password: string) {
  return api.post(`/auth/setup-password/${encodeURIComponent(token)}/`, { password }, { auth: false });
}
