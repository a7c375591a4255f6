// The signed-in user as the server knows them now (GET /auth/me/): their role decides which staff
// screens are offered (docs/team.md). The stored session keeps no role, since a role can change
// while a session lasts; the server refuses what a role may not do either way.
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/auth';
import { api } from './api';
import { useSession } from './session';

const currentUserKeys = { one: (id: number | string) => ['current-user', id] as const };

const fetchCurrentUser = (signal: AbortSignal) => api.get<PublicUser>('/auth/me/', { signal });

/** GET /auth/me/ for the signed-in user (keyed by their id, so another sign-in never reads the last one's). */
function useCurrentUser() {
  const { user } = useSession();
  return useQuery({
    queryKey: currentUserKeys.one(user?.id ?? ''),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}

/** True once the server has said the signed-in user is an admin. */
export const useIsAdmin = (): boolean => useCurrentUser().data?.role === 'admin';
