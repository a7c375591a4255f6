import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { LoginResponse } from '@shared/schemas/auth';
import { api } from './api';
import { clearCredentials, credentials, normalizeUser, saveCredentials, type SessionUser, type UserType } from './credentials';

export type { UserType } from './credentials';

interface LoginInput {
  email: string;
  password: string;
  user_type: UserType;
}

/** Where each kind of user lands after signing in or when opening /: a department user on its task dashboard. */
export function homePathFor(user: Pick<SessionUser, 'type' | 'role'> | null | undefined): string {
  if (!user) return '/';
  if (user.type !== 'recruiter') return '/recruit/dashboard';
  return user.role === 'department' ? '/dashboard/tasks' : '/dashboard';
}

/** Staff who work recruits: admins and recruiters, not department users (docs/team.md). */
export const worksRecruits = (user: Pick<SessionUser, 'type' | 'role'> | null | undefined): boolean =>
  user?.type === 'recruiter' && user.role !== 'department';

/** Admins run the team and the integrations (docs/team.md). */
export const isAdmin = (user: Pick<SessionUser, 'role'> | null | undefined): boolean => user?.role === 'admin';

/** The signed-in user (reactive). */
export function useSession() {
  return useSnapshot(credentials);
}

export function fullName(user: Pick<SessionUser, 'first_name' | 'last_name'> | null | undefined): string {
  if (!user) return '';
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

/** Signs in and stores the tokens; throws ApiError on failure. Toasting and routing stay with the caller. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const data = await api.post<LoginResponse>('/auth/login/', input, { auth: false });
  // The server answers for the type it knows; fall back to the chosen type if it leaves it out.
  const user = normalizeUser(data.user) ?? normalizeUser({ ...data.user, type: input.user_type });
  if (!user || !data.access) throw new Error('Login failed');
  saveCredentials({ user, access: data.access, refresh: data.refresh });
  return user;
}

/** Signs out locally (tokens are stateless JWTs), says so, and returns to /. */
export function logout(): void {
  clearCredentials();
  toast.success('Logged out successfully');
  navigate('/');
}
