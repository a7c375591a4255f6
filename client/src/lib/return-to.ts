// Sign-in returns to the page that sent you there (docs/client.md, "Session"): a guarded page sends
// a signed-out visitor to the sign-in screen with its own path in `next`, and a successful sign-in
// goes there instead of the user's home.

const NEXT = 'next';

/** `next` when it is a path of this app (one leading slash, no scheme, host or backslash); otherwise null. */
function safeNext(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The sign-in screen (`/` or `/login`) that returns to `path` afterwards. */
export const signInThenReturnTo = (base: string, path: string): string =>
  path === '/' || path === base ? base : `${base}?${NEXT}=${encodeURIComponent(path)}`;

/** The page to return to after signing in, from the sign-in screen's query string. */
export const returnPathFrom = (search: string): string | null => safeNext(new URLSearchParams(search).get(NEXT));

/** Which kind of account a return path belongs to, to preselect "Login as" (null when either). */
export function userTypeOfPath(path: string | null): 'recruit' | 'recruiter' | null {
  if (!path) return null;
  if (path.startsWith('/recruit') || path.startsWith('/proforma/')) return 'recruit';
  if (path.startsWith('/dashboard') || path.startsWith('/dev/')) return 'recruiter';
  return null;
}
