import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp();
const refresh = (token: unknown) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const me = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization: `Bearer ${access}` } });

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: returns a new access and refresh token, and the new access token works', async () => {
    const s = await signedIn(ctx, 'recruiter');
    const res = await refresh(s.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refresh).not.toBe(s.refresh);
    expect((await me(body.access)).statusCode).toBe(200);
  });

  it('accepts each refresh token once; reusing a spent one revokes the whole login', async () => {
    const s = await signedIn(ctx, 'recruit');
    const first = (await refresh(s.refresh)).json();
    const reuse = await refresh(s.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toMatch(/already used/);
    // The token issued by the legitimate rotation is now revoked too.
    const afterTheft = await refresh(first.refresh);
    expect(afterTheft.statusCode).toBe(401);
  });

  it('keeps other logins of the same user working when one family is revoked', async () => {
    const a = await signedIn(ctx, 'recruiter');
    const b = await signedIn(ctx, 'recruiter');
    await refresh(a.refresh);
    await refresh(a.refresh); // reuse: revokes a's family only
    expect((await refresh(b.refresh)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'not-a-real-token'],
    ['a number', 42],
    ['an empty string', ''],
  ])('answers 4xx JSON for %s', async (_n, token) => {
    const res = await refresh(token);
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('answers 400 when refresh is missing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.refresh).toBeDefined();
  });
});
