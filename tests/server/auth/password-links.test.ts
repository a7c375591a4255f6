// Password links and the tokens they outdate (issue 8, docs/security.md "Who holds which token").
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { createUser, lastMailTo, login } from '../../support/fixtures.ts';
import { call } from '../../support/api.ts';

const ctx = setupTestApp();
const tokenOf = (link: string) => link.split('/setup-password/')[1];

/** Asks for a reset link and returns its token once the e-mail has arrived (newest first). */
async function requestResetLink(email: string, previous?: string): Promise<string> {
  expect((await call(ctx, 'POST', '/api/auth/forgot-password/', undefined, { email })).statusCode).toBe(200);
  for (let i = 0; i < 100; i++) {
    const token = tokenOf((await lastMailTo(ctx, email)).links[0]);
    if (token !== previous) return token;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no new reset e-mail');
}
const setPassword = (token: string, password: string) => call(ctx, 'POST', `/api/auth/reset-password/${token}/`, undefined, { password });

describe('password links', () => {
  it('an older reset link is refused once a newer one was issued, and after the newer one was used', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const older = await requestResetLink(u.email);
    const newer = await requestResetLink(u.email, older);

    const stale = await setPassword(older, 'an-older-link-password');
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ error: 'Invalid or expired setup link' });
    expect((await call(ctx, 'GET', `/api/auth/validate-reset-token/${older}/`)).statusCode).toBe(404);

    expect((await setPassword(newer, 'the-newest-password')).statusCode).toBe(200);
    expect((await setPassword(older, 'an-older-link-password')).statusCode).toBe(404);
    expect((await login(ctx, u.email, 'recruiter', 'the-newest-password')).user.id).toBe(u.id);
  });

  it('using any link (an invitation) retires the reset links still outstanding', async () => {
    const u = await createUser(ctx, { type: 'recruit' });
    const reset = await requestResetLink(u.email);
    // An invitation link made the way profile acceptance makes one.
    const { createPasswordLink } = await import('../../../server/src/modules/auth/service.ts');
    const invite = tokenOf(await createPasswordLink({ sql: ctx.sql, appUrl: 'http://clearpath.test' }, u.id, 'setup'));
    expect((await call(ctx, 'POST', `/api/auth/setup-password/${invite}/`, undefined, { password: 'invited-password' })).statusCode).toBe(
      200,
    );
    expect((await setPassword(reset, 'reset-password-too')).statusCode).toBe(404);
  });

  it('access tokens issued before a password reset are refused afterwards; a new sign-in works', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const before = await login(ctx, u.email, 'recruiter');
    expect((await call(ctx, 'GET', '/api/auth/me/', before.headers)).statusCode).toBe(200);

    expect((await setPassword(await requestResetLink(u.email), 'after-the-reset')).statusCode).toBe(200);

    const refused = await call(ctx, 'GET', '/api/auth/me/', before.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
    expect((await call(ctx, 'GET', '/api/recruits/', before.headers)).statusCode).toBe(401);
    const after = await login(ctx, u.email, 'recruiter', 'after-the-reset');
    expect((await call(ctx, 'GET', '/api/auth/me/', after.headers)).statusCode).toBe(200);
  });
});
