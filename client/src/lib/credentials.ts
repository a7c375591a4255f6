import { proxy } from 'valtio';
import { STAFF_ROLES, type StaffRole, type UserType } from '@shared/domain/roles';

/**
 * The signed-in user and tokens. Kept apart from session.ts so the HTTP client can read and
 * rotate tokens without importing the login helpers that themselves use the HTTP client.
 */

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

export type { UserType };

export interface SessionUser {
  id: number | string;
  type: UserType;
  first_name: string;
  last_name: string;
  email: string;
  recruit_id?: number | string | null;
  /** Staff only (docs/team.md); a session stored before roles existed has none and is treated as a recruiter. */
  role?: StaffRole | null;
  /** The department a `department` user works for. */
  department_id?: number | null;
}

interface Credentials {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory store still works.
  }
}

/** Accepts the server's user object whether it names the type `type` or `user_type`. */
export function normalizeUser(raw: unknown): SessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const u = raw as Record<string, unknown>;
  const type = (u.type ?? u.user_type) as unknown;
  if (type !== 'recruiter' && type !== 'recruit') return null;
  return {
    id: u.id as number | string,
    type,
    first_name: String(u.first_name ?? ''),
    last_name: String(u.last_name ?? ''),
    email: String(u.email ?? ''),
    recruit_id: (u.recruit_id as number | string | null | undefined) ?? null,
    role: STAFF_ROLES.find((r) => r === u.role) ?? null,
    department_id: typeof u.department_id === 'number' ? u.department_id : null,
  };
}

function readUser(): SessionUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return normalizeUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function loadCredentials(): Credentials {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  const user = readUser();
  // A user without a token (or the reverse) is a half-cleared session: treat it as signed out.
  if (!accessToken || !user) return { user: null, accessToken: null, refreshToken: null };
  return { user, accessToken, refreshToken: readStorage(STORAGE_KEYS.refreshToken) };
}

export const credentials = proxy<Credentials>(loadCredentials());

export function saveCredentials(next: { user: SessionUser; access: string; refresh?: string | null }): void {
  credentials.user = next.user;
  credentials.accessToken = next.access;
  credentials.refreshToken = next.refresh ?? null;
  writeStorage(STORAGE_KEYS.user, JSON.stringify(next.user));
  writeStorage(STORAGE_KEYS.accessToken, next.access);
  writeStorage(STORAGE_KEYS.refreshToken, next.refresh ?? null);
}

/** Stores rotated tokens; a refresh answer without a new refresh token keeps the old one. */
export function saveTokens(access: string, refresh?: string | null): void {
  credentials.accessToken = access;
  writeStorage(STORAGE_KEYS.accessToken, access);
  if (refresh) {
    credentials.refreshToken = refresh;
    writeStorage(STORAGE_KEYS.refreshToken, refresh);
  }
}

export function clearCredentials(): void {
  credentials.user = null;
  credentials.accessToken = null;
  credentials.refreshToken = null;
  for (const key of Object.values(STORAGE_KEYS)) writeStorage(key, null);
}

// Another tab signing in or out changes localStorage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !Object.values<string>(STORAGE_KEYS).includes(event.key)) return;
    Object.assign(credentials, loadCredentials());
  });
}

/** The signed-in user's own details (Settings) or role (changed by an admin) changed: the screens follow at once. */
export function updateSessionUser(
  patch: Partial<Pick<SessionUser, 'first_name' | 'last_name' | 'email' | 'role' | 'department_id'>>,
): void {
  if (!credentials.user) return;
  credentials.user = { ...credentials.user, ...patch };
  writeStorage(STORAGE_KEYS.user, JSON.stringify(credentials.user));
}
