import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/auth';
import { api } from './api';
import { updateSessionUser } from './credentials';

/** GET /auth/me/, and the stored session takes the role and department the server holds now. */
async function readRole(signal: AbortSignal): Promise<PublicUser> {
  const me = await api.get<PublicUser>('/auth/me/', { signal });
  updateSessionUser({ role: me.role, department_id: me.department_id });
  return me;
}

/**
 * The staff area's menus and pages follow the user's role as the server holds it now (docs/team.md):
 * an admin may have changed it since the sign-in stored it. Read when the staff area opens, when the
 * window is back in front, and every five minutes; the server enforces the role on every request anyway.
 */
export const useFreshRole = (): void => {
  useQuery({ queryKey: ['auth', 'me', 'role'], queryFn: ({ signal }) => readRole(signal), staleTime: 60_000, refetchInterval: 5 * 60_000 });
};
