import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp({ ACCESS_TOKEN_TTL: '1', REFRESH_TOKEN_TTL: '3600' });
const me = (authorization: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization } });
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('token lifetimes', () => {
  it('issues access tokens with ACCESS_TOKEN_TTL and refuses them once expired; a refresh gives a working one', async () => {
    const s = await signedIn(ctx, 'recruiter');
    const { iat, exp } = claims(s.access);
    expect(exp - iat).toBe(1);
    expect((await me(`Bearer ${s.access}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await me(`Bearer ${s.access}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('Your session has expired. Please sign in again.');
    const fresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: s.refresh } });
    expect((await me(`Bearer ${fresh.json().access}`)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const s = await signedIn(ctx, 'recruit');
    await ctx.sql`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${s.account.id}`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: s.refresh } });
    expect(res.statusCode).toBe(401);
  });

  it('says credentials are missing for a non-bearer Authorization header', async () => {
    const res = await me('Basic dXNlcjpwYXNz');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Authentication credentials were not provided');
  });
});
