import { describe, expect, it } from 'vitest';
import { present } from '../../../server/src/lib/present.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { createUser, lastMailTo, login } from '../../support/fixtures.ts';

const ctx = setupTestApp();
const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });
const tokenOf = (link: string) => link.split('/setup-password/')[1];

async function resetLinkFor(email: string) {
  const res = await post('/api/auth/forgot-password/', { email });
  expect(res.statusCode).toBe(200);
  const mail = await lastMailTo(ctx, email);
  return present(
    mail.links.find((l) => l.includes('/setup-password/')),
    'The reset link',
  );
}

describe('forgot password → set a new password', () => {
  it('e-mails a /setup-password link for a known address and answers the same for an unknown one', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const known = await post('/api/auth/forgot-password/', { email: u.email });
    const unknown = await post('/api/auth/forgot-password/', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await lastMailTo(ctx, u.email);
    expect(mail.links[0]).toMatch(/^http:\/\/clearpath\.test\/setup-password\/[\w-]{40,}$/);
    expect(await lastMailTo(ctx, 'nobody@example.com', { wait: false })).toBeUndefined();
  });

  it('validates the link, sets the password once, and the new password signs in', async () => {
    const u = await createUser(ctx, { type: 'recruit', first_name: 'Casey' });
    const token = tokenOf(await resetLinkFor(u.email));

    const valid = await ctx.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}/` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().user.first_name).toBe('Casey');

    const set = await post(`/api/auth/reset-password/${token}/`, { password: 'brand-new-password' });
    expect(set.statusCode).toBe(200);
    expect((await login(ctx, u.email, 'recruit', 'brand-new-password')).user.id).toBe(u.id);

    const again = await post(`/api/auth/setup-password/${token}/`, { password: 'another-password' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Invalid or expired setup link' });
    const revalidate = await ctx.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}/` });
    expect(revalidate.statusCode).toBe(404);
    expect(revalidate.json()).toEqual({ error: 'Invalid or expired setup link' });
  });

  it('refuses an expired link', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const token = tokenOf(await resetLinkFor(u.email));
    await ctx.sql`update password_tokens set expires_at = now() - interval '1 second' where user_id = ${u.id}`;
    const res = await post(`/api/auth/setup-password/${token}/`, { password: 'long-enough-pw' });
    expect(res.statusCode).toBe(404);
  });

  it('signs out existing sessions when the password changes', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const session = await login(ctx, u.email, 'recruiter');
    const token = tokenOf(await resetLinkFor(u.email));
    await post(`/api/auth/reset-password/${token}/`, { password: 'brand-new-password' });
    const res = await post('/api/auth/token/refresh/', { refresh: session.refresh });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['a missing password', {}, 'Password is required'],
    ['a non-string password', { password: 12345678 }, 'Password is required'],
  ])('answers 400 for %s', async (_n, payload, message) => {
    const res = await post('/api/auth/setup-password/whatever-token/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.password).toContain(message);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await post('/api/auth/reset-password/unknown-token/', { password: 'long-enough-pw' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Invalid or expired setup link');
  });

  it('answers 400 for a malformed e-mail on forgot-password', async () => {
    const res = await post('/api/auth/forgot-password/', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.email).toContain('Invalid email format');
  });
});

describe('GET /api/auth/validate-reset-token/{token}/ bad input', () => {
  it('answers 400 JSON for an oversize token and 404 for an unknown one', async () => {
    const long = await ctx.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${'x'.repeat(300)}/` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toEqual(expect.any(String));
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/auth/validate-reset-token/nope/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Invalid or expired setup link' });
  });

  it('answers 400 for an oversize token on set-password', async () => {
    const res = await post(`/api/auth/setup-password/${'x'.repeat(300)}/`, { password: 'long-enough-pw' });
    expect(res.statusCode).toBe(400);
  });
});
