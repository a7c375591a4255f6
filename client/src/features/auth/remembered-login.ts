import type { UserType } from '@client/lib/session';

/**
 * "Remember me" keeps the email and account type for the next visit so the form is prefilled.
 * The tokens themselves always live in localStorage (docs/spec/doc1.md §9), so they are not affected.
 */
const KEY = 'remembered_login';

interface RememberedLogin {
  email: string;
  user_type: UserType;
}

export function readRememberedLogin(): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(KEY);
    const data = raw ? (JSON.parse(raw) as Partial<RememberedLogin>) : null;
    if (!data?.email || (data.user_type !== 'recruiter' && data.user_type !== 'recruit')) return null;
    return { email: data.email, user_type: data.user_type };
  } catch {
    return null;
  }
}

export function saveRememberedLogin(value: RememberedLogin | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Not being remembered is harmless.
  }
}
