// The signed-in user's own Settings (docs/dashboard.md, "Settings"): name, e-mail and notification preferences.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call } from '../../support/api.ts';
import { createUser, lastMailTo, signedIn } from '../../support/fixtures.ts';
import { nurtureRecruit } from '../nurture/helpers.ts';

const ctx = setupTestApp();
const URL = '/api/auth/me/settings/';

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
    const taken = await call(ctx, 'PATCH', URL, me.headers, { email: other.email.toUpperCase() });
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
  });
});
