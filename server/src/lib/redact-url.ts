// Link tokens in paths work like passwords (anyone holding one can accept a profile, join a
// session or complete a task), so the request log shows their place, never their value.
const TOKEN_PATHS = [
  /^(\/api\/clearview\/)[^/]+/,
  /^(\/ws\/[^/]+\/)[^/]+/, // every room kind: /ws/clearview/, /ws/clearview-notes/
  /^(\/api\/accept\/)[^/]+/,
  /^(\/api\/auth\/(?:reset-password|setup-password|validate-reset-token)\/)[^/]+/,
  /^(\/api\/onboarding\/task\/)[^/]+/,
];

/** The URL as it may be logged: no query string (access tokens, department keys), no link tokens. */
export function redactUrl(url: string): string {
  let path = url.split('?')[0];
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, '$1[token]');
  return path;
}
