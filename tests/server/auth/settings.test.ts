// The signed-in user's own Settings (docs/dashboard.md, "Settings"): name, e-mail, notification
// preferences and password; the e-mail and password change only with the current password.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call } from '../../support/api.ts';
import { createUser, lastMailTo, login, signedIn, TEST_PASSWORD } from '../../support/fixtures.ts';
import { nurtureRecruit } from '../nurture/helpers.ts';

const ctx = setupTestApp();
const URL = '/api/auth/me/settings/';
const PASSWORD_URL = '/api/auth/me/password/';

describe('GET and PATCH /api/auth/me/settings/', () => {
  it('reads and saves name, e-mail and preferences; the new e-mail signs in', async () => {
    const me = await signedIn(ctx, 'recruiter');
    const first = await call(ctx, 'GET', URL, me.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: me.account.email, email_notifications: false, push_notifications: true });

    const email = `renamed-${Date.now()}@example.com`;
    const res = await call(ctx, 'PATCH', URL, me.headers, {
      first_name: ' Dana ',
      last_name: 'Whitfield',
      email,
      email_notifications: true,
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ first_name: 'Dana', last_name: 'Whitfield', email, email_notifications: true, push_notifications: true });
    expect((await call(ctx, 'GET', '/api/auth/me/', me.headers)).json()).toMatchObject({ first_name: 'Dana', email });
    const login = await call(ctx, 'POST', '/api/auth/login/', undefined, {
      email,
      password: 'correct-horse-battery',
      user_type: 'recruiter',
    });
    expect(login.statusCode).toBe(200);
  });

  it('honours e-mail notifications: a bell entry is also e-mailed only when they are on', async () => {
    const me = await signedIn(ctx, 'recruiter');
    const recruit = await nurtureRecruit(ctx, me.headers);
    const recruitUser = await signedIn(ctx, 'recruit', { recruit_id: recruit.id });
    const meeting = () =>
      call(ctx, 'POST', '/api/nurture/meetings/', recruitUser.headers, {
        recruit: recruit.id,
        meeting_type: 'ops_discovery',
        scheduled_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
    expect((await meeting()).statusCode).toBe(201);
    expect(await lastMailTo(ctx, me.account.email, { wait: false })).toBeUndefined();

    await call(ctx, 'PATCH', URL, me.headers, { email_notifications: true });
    expect((await meeting()).statusCode).toBe(201);
    const mail = await lastMailTo(ctx, me.account.email);
    expect(mail.subject).toBe('Clearpath: Call scheduled');
  });

  it.each([
    [{ first_name: '' }, 'First name is required'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ last_name: 'Lee\r\nBcc: attacker@example.com' }, 'Must be a single line'],
    [{ email_notifications: 'yes' }, 'email_notifications must be true or false'],
    [{ role: 'admin' }, 'Unrecognized key'],
  ])('refuses %o with 400', async (payload, message) => {
    const me = await signedIn(ctx, 'recruiter');
    const res = await call(ctx, 'PATCH', URL, me.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json()).toLowerCase()).toContain(message.toLowerCase());
  });

  it("refuses another account's e-mail (409) and a recruit's own e-mail change (403)", async () => {
    const me = await signedIn(ctx, 'recruiter');
    const other = await createUser(ctx, { type: 'recruiter' });
    const taken = await call(ctx, 'PATCH', URL, me.headers, { email: other.email.toUpperCase(), current_password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('An account with this email already exists');

    const recruit = await signedIn(ctx, 'recruit');
    const own = await call(ctx, 'PATCH', URL, recruit.headers, { email: 'elsewhere@example.com', first_name: 'Kim' });
    expect(own.statusCode).toBe(403);
    expect((await call(ctx, 'GET', URL, recruit.headers)).json().first_name).not.toBe('Kim');
    expect((await call(ctx, 'PATCH', URL, recruit.headers, { first_name: 'Kim' })).json().first_name).toBe('Kim');
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', URL)).statusCode).toBe(401);
    expect((await call(ctx, 'PATCH', URL, undefined, { first_name: 'X' })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', PASSWORD_URL, undefined, { current_password: 'x', new_password: 'y'.repeat(8) })).statusCode).toBe(401);
  });
});

describe('changing the e-mail asks for the current password (issue 22)', () => {
  it('refuses a new e-mail without the current password (400) or with a wrong one (403); nothing changes', async () => {
    const me = await signedIn(ctx, 'recruiter');
    const missing = await call(ctx, 'PATCH', URL, me.headers, { email: 'taken-over@example.com', first_name: 'Mallory' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Enter your current password to change this',
      field_errors: { current_password: ['Enter your current password'] },
    });
    const wrong = await call(ctx, 'PATCH', URL, me.headers, { email: 'taken-over@example.com', current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().field_errors).toEqual({ current_password: ['Your current password is not correct'] });
    expect((await call(ctx, 'GET', URL, me.headers)).json()).toMatchObject({ email: me.account.email, first_name: 'Test' });
    // The same address in other letters is no change: no password needed.
    expect((await call(ctx, 'PATCH', URL, me.headers, { email: me.account.email.toUpperCase(), first_name: 'Tess' })).statusCode).toBe(200);
  });

  it('with the current password: changes it, and the old address is told where it went', async () => {
    const me = await signedIn(ctx, 'recruiter');
    const email = `moved-${Date.now()}@example.com`;
    const res = await call(ctx, 'PATCH', URL, me.headers, { email, current_password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const notice = await lastMailTo(ctx, me.account.email);
    expect(notice.subject).toBe('Your Clearpath e-mail address was changed');
    expect(notice.text).toContain(`to ${email}`);
    expect(await lastMailTo(ctx, email, { wait: false })).toBeUndefined();
  });

  it('checks the current password at most 5 times in 15 minutes per account', async () => {
    const me = await signedIn(ctx, 'recruiter');
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await call(ctx, 'PATCH', URL, me.headers, { email: 'x@example.com', current_password: `guess-${i}` })).statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await call(ctx, 'POST', PASSWORD_URL, me.headers, {
      current_password: TEST_PASSWORD,
      new_password: 'a-brand-new-password',
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('POST /api/auth/me/password/ (issue 22)', () => {
  it.each(['recruiter', 'recruit'] as const)(
    'a %s changes its password with the current one: other logins end, this one goes on',
    async (type) => {
      const me = await signedIn(ctx, type);
      const other = await login(ctx, me.account.email, type);
      const res = await call(ctx, 'POST', PASSWORD_URL, me.headers, {
        current_password: TEST_PASSWORD,
        new_password: 'a-brand-new-password',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Your password has been changed. Other devices were signed out.');
      // The answer's tokens work; the tokens issued before (this device's and the other's) do not.
      expect((await call(ctx, 'GET', '/api/auth/me/', { authorization: `Bearer ${body.access}` })).statusCode).toBe(200);
      expect((await call(ctx, 'GET', '/api/auth/me/', me.headers)).statusCode).toBe(401);
      expect((await call(ctx, 'POST', '/api/auth/token/refresh/', undefined, { refresh: other.refresh })).statusCode).toBe(401);
      expect((await call(ctx, 'POST', '/api/auth/token/refresh/', undefined, { refresh: body.refresh })).statusCode).toBe(200);
      await expect(login(ctx, me.account.email, type)).rejects.toThrow(/401/);
      expect((await login(ctx, me.account.email, type, 'a-brand-new-password')).user.id).toBe(me.account.id);
      const notice = await lastMailTo(ctx, me.account.email);
      expect(notice.subject).toBe('Your Clearpath password was changed');
    },
  );

  it.each([
    [{ new_password: 'a-brand-new-password' }, 400, { current_password: ['Enter your current password'] }],
    [
      { current_password: 'wrong-password', new_password: 'a-brand-new-password' },
      403,
      { current_password: ['Your current password is not correct'] },
    ],
    [{ current_password: TEST_PASSWORD, new_password: 'short' }, 400, { new_password: ['Password must be at least 8 characters'] }],
  ])('refuses %o and keeps the password', async (payload, status, fieldErrors) => {
    const me = await signedIn(ctx, 'recruiter');
    const res = await call(ctx, 'POST', PASSWORD_URL, me.headers, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().field_errors).toEqual(fieldErrors);
    expect((await login(ctx, me.account.email, 'recruiter')).user.id).toBe(me.account.id);
  });
});
