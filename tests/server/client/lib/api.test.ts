// The client's refresh single-flight (client/src/lib/api.ts, docs/client.md "HTTP client") against
// the real server: the server rotates refresh tokens, so two parallel 401s must share one refresh,
// and a refresh the server refuses signs the user out to /login. A jsdom window gives the client
// its location, history and localStorage; its requests go to the real app listening on a port.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { setupTestApp } from '../../../support/test-app.ts';
import { login, createUser } from '../../../support/fixtures.ts';

// The browser globals the client modules read, installed before they are imported.
const { window } = new JSDOM('', { url: 'http://127.0.0.1/dashboard' });
Object.assign(globalThis, {
  window,
  localStorage: window.localStorage,
  history: window.history,
  location: window.location,
  Event: window.Event,
  dispatchEvent: window.dispatchEvent.bind(window),
  addEventListener: window.addEventListener.bind(window),
});
const { api, ApiError } = await import('../../../../client/src/lib/api.ts');
const { credentials, saveCredentials, STORAGE_KEYS } = await import('../../../../client/src/lib/credentials.ts');

const ctx = setupTestApp();
const nodeFetch = globalThis.fetch;
let base = '';
/** Paths the client requested, in order (what a network panel would show). */
let requested: string[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  // The page's origin is the server's: relative /api paths go to the real app.
  globalThis.fetch = (input, init) => {
    const path = String(input);
    requested.push(path.split('?')[0]);
    return nodeFetch(`${base}${path}`, init);
  };
});
afterEach(() => {
  requested = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});

/** A signed-in browser whose access token the server no longer accepts. */
async function signedInWithStaleAccess() {
  const user = await createUser(ctx, { type: 'recruiter' });
  const tokens = await login(ctx, user.email, 'recruiter');
  saveCredentials({
    user: { id: user.id, type: 'recruiter', first_name: 'Test', last_name: 'recruiter', email: user.email },
    access: `${tokens.access}x`, // a signature the server refuses: 401 on every call
    refresh: tokens.refresh,
  });
  return tokens;
}

describe('client API: refresh on 401', () => {
  it('two parallel calls that get 401 share one refresh, then both succeed with the new token', async () => {
    const tokens = await signedInWithStaleAccess();
    const [a, b] = await Promise.all([api.get<{ email: string }>('/auth/me/'), api.get<{ email: string }>('/auth/me/')]);
    expect(a.email).toBe(b.email);
    expect(requested.filter((p) => p === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(requested.filter((p) => p === '/api/auth/me/')).toHaveLength(4); // two refused, two retried
    // The rotated pair is stored; the old refresh token is spent.
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBe(tokens.refresh);
    expect(credentials.accessToken).not.toBe(`${tokens.access}x`);
    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: tokens.refresh } });
    expect(reuse.statusCode).toBe(401);
  });

  it('a refresh the server refuses clears the credentials and goes to /login; the call fails with 401', async () => {
    await signedInWithStaleAccess();
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'not-a-refresh-token');
    credentials.refreshToken = 'not-a-refresh-token';
    const failures = await Promise.allSettled([api.get('/auth/me/'), api.get('/auth/me/')]);
    for (const f of failures) {
      expect(f.status).toBe('rejected');
      expect((f as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((f as PromiseRejectedResult).reason as InstanceType<typeof ApiError>).status).toBe(401);
    }
    expect(requested.filter((p) => p === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(window.location.pathname).toBe('/login');
    // Signing in again returns to the page the session ended on.
    expect(window.location.search).toBe('?next=%2Fdashboard');
    expect(credentials.accessToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
