import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { createUser, login, TEST_PASSWORD } from '../../support/fixtures.ts';
import { postRaw } from '../../support/api.ts';

const ctx = setupTestApp();
const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/auth/login/', () => {
  it('signs in a recruiter and returns tokens and the user', async () => {
    const u = await createUser(ctx, { type: 'recruiter', email: 'Pat@Example.com', first_name: 'Pat', last_name: 'Lee' });
    const res = await post('/api/auth/login/', { email: 'pat@example.com', password: TEST_PASSWORD, user_type: 'recruiter' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: u.id,
      type: 'recruiter',
      role: 'admin',
      department_id: null,
      first_name: 'Pat',
      last_name: 'Lee',
      email: 'Pat@Example.com',
      recruit_id: null,
    });
  });

  it('refuses a wrong password with 401 and a clear error', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const res = await post('/api/auth/login/', { email: u.email, password: 'wrong-password', user_type: 'recruiter' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('refuses an unknown e-mail exactly like a wrong password', async () => {
    const res = await post('/api/auth/login/', { email: 'nobody@example.com', password: TEST_PASSWORD, user_type: 'recruit' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('refuses an account of the other type with 401 naming the right choice', async () => {
    const u = await createUser(ctx, { type: 'recruit' });
    const res = await post('/api/auth/login/', { email: u.email, password: TEST_PASSWORD, user_type: 'recruiter' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/recruit account.*"Recruit"/);
  });

  it.each([
    ['missing fields', {}, 'email'],
    ['a malformed e-mail', { email: 'not-an-email', password: 'x', user_type: 'recruiter' }, 'email'],
    ['a wrong type for password', { email: 'a@b.co', password: 12345, user_type: 'recruiter' }, 'password'],
    ['an unknown user_type', { email: 'a@b.co', password: 'x', user_type: 'admin' }, 'user_type'],
    ['an empty password', { email: 'a@b.co', password: '', user_type: 'recruit' }, 'password'],
    ['a 10,000-character e-mail', { email: `${'a'.repeat(10_000)}@b.co`, password: 'x', user_type: 'recruit' }, 'email'],
  ])('answers 400 with field errors for %s', async (_name, payload, field) => {
    const res = await post('/api/auth/login/', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toEqual(expect.any(String));
    expect(Object.keys(body.field_errors)).toContain(field);
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await postRaw(ctx, '/api/auth/login/', 'application/json', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers 413 JSON for an oversize body', async () => {
    const res = await post('/api/auth/login/', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024), user_type: 'recruit' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large' });
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No such endpoint/);
  });
});

describe('GET /api/auth/me/', () => {
  it('returns the signed-in user', async () => {
    const u = await createUser(ctx, { type: 'recruit', first_name: 'Riley' });
    const { headers } = await login(ctx, u.email, 'recruit');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, first_name: 'Riley', email: u.email, recruit_id: null });
  });

  it.each([
    ['no token', {}],
    ['a forged token', { authorization: 'Bearer abc.def.ghi' }],
  ])('answers 401 with %s', async (_n, headers) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('GET /api/auth/demo-credentials/', () => {
  it('lists only the demo accounts that exist in the database, once demo data is on', async () => {
    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/demo-credentials/' })).json().accounts.map((a: { email: string }) => a.email);
    expect(await list()).toEqual([]);
    await createUser(ctx, { type: 'recruiter', email: 'recruiter@clearpath.test' });
    expect(await list()).toEqual(['recruiter@clearpath.test']);
    await createUser(ctx, { type: 'recruit', email: 'recruit@clearpath.test' });
    expect(await list()).toEqual(['recruiter@clearpath.test', 'recruit@clearpath.test']);
  });
});

describe('values the database refuses', () => {
  it('answers 400, not 500, for a NUL character that passes validation', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/',
      payload: { email: 'nul\u0000byte@example.com' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('guards run before validation', () => {
  it('answers an anonymous caller with a bad body 401, not a 400 describing the payload', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/recruits/', payload: { first_name: 42 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('router-level refusals', () => {
  it('answers an over-long path parameter with 414 in the one error shape, without echoing the path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${'a'.repeat(600)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address is too long' });
  });

  it('answers an undecodable path with 400 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/validate-reset-token/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 in the one error shape instead of overflowing the stack', async () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const res = await postRaw(ctx, '/api/auth/login/', 'application/json', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is nested too deeply' });
  });

  it('still refuses prototype poisoning and accepts ordinary JSON', async () => {
    const poisoned = await postRaw(ctx, '/api/auth/login/', 'application/json', '{"__proto__": {"admin": true}, "email": "a@b.co"}');
    expect(poisoned.statusCode).toBe(400);
    const fine = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password/', payload: { email: 'a@b.co' } });
    expect(fine.statusCode).toBe(200);
  });
});
