// The sign-in screen's calls; all run without a bearer token.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@client/lib/api';
import { login } from '@client/lib/session';
import type { DemoCredentials } from '@shared/schemas/auth';

const signInKeys = {
  all: ['auth', 'sign-in'] as const,
  demoAccounts: () => [...signInKeys.all, 'demo-accounts'] as const,
};

export type DemoAccount = DemoCredentials['accounts'][number];

/** The demo accounts to show on the login form; none in production, where the endpoint does not exist (404). */
async function fetchDemoAccounts(signal: AbortSignal): Promise<DemoAccount[]> {
  const data = await api.get<DemoCredentials>('/auth/demo-credentials/', { auth: false, signal }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  });
  return data?.accounts ?? [];
}

/** Demo accounts are a convenience: a failure is only logged, and the form works as usual without them. */
export const useDemoAccounts = () => useQuery({ queryKey: signInKeys.demoAccounts(), queryFn: ({ signal }) => fetchDemoAccounts(signal) });

/** Signs in and stores the session (lib/session); the form says what went wrong itself. */
export const useSignIn = () => useMutation({ mutationFn: login });
