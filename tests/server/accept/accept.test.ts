import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { createUser, lastMailTo } from '../../support/fixtures.ts';
import { createRecruit, unique } from '../recruits/helpers.ts';
import { call, staff, type Headers } from '../../support/api.ts';

const ctx = setupTestApp();
let headers: Headers;
let recruiterEmail: string;
beforeAll(async () => {
  const me = await staff(ctx);
  headers = me.headers;
  recruiterEmail = me.account.email;
});

/** A recruit with a live invite; returns the recruit and the token of its link. */
async function invited(overrides: Record<string, unknown> = {}) {
  const recruit = await createRecruit(ctx, headers, overrides);
  const { inviteUrl } = (await call(ctx, 'POST', `/api/recruits/${recruit.id}/send_acceptance_invite/`, headers)).json();
  return { recruit, token: inviteUrl.split('/accept/')[1] as string };
}

const form = (r: { first_name: string; last_name: string; email: string; phone: string }, change: Record<string, unknown> = {}) => ({
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  ...change,
});

describe('GET /api/accept/{token}/', () => {
  it('shows the recruit and recruiter details without a bearer token', async () => {
    const { recruit, token } = await invited({ recruiting_source: 'outbound_call', states_licensed: ['FL'] });
    const res = await call(ctx, 'GET', `/api/accept/${token}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      recruit: {
        id: recruit.id,
        first_name: recruit.first_name,
        last_name: recruit.last_name,
        email: recruit.email,
        phone: recruit.phone,
        states_licensed: ['FL'],
        nmls_id: '1234567',
        recruiting_source: 'outbound_call',
        recruiting_source_label: 'Outbound Call',
      },
      recruiter: { name: 'Test recruiter', email: recruiterEmail },
    });
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a 300-character token', 'x'.repeat(300)],
  ])('answers 4xx for %s', async (_n, token) => {
    const res = await call(ctx, 'GET', `/api/accept/${token}/`);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('answers 404 "Invalid or expired token" for an expired link', async () => {
    const { recruit, token } = await invited();
    await ctx.sql`update acceptance_tokens set expires_at = now() - interval '1 minute' where recruit_id = ${recruit.id}`;
    const res = await call(ctx, 'GET', `/api/accept/${token}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('POST /api/accept/{token}/', () => {
  it('accepts the profile, creates the account and e-mails a set-password link', async () => {
    const { recruit, token } = await invited();
    const newEmail = `accepted.${unique()}@example.com`;
    const res = await call(
      ctx,
      'POST',
      `/api/accept/${token}/`,
      undefined,
      form(recruit, { firstName: 'Cassie', email: newEmail, phone: '555 999 0000' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profile accepted successfully! Your recruiter will contact you to schedule your ClearView session.');
    expect(body.recruit).toMatchObject({
      id: recruit.id,
      first_name: 'Cassie',
      email: newEmail,
      phone: '555 999 0000',
      status: 'profile_accepted',
      statusLabel: 'Profile Accepted – Pending ClearView Session',
    });

    const mail = await lastMailTo(ctx, newEmail);
    expect(mail.links).toHaveLength(1);
    const setupUrl = mail.links[0];
    expect(setupUrl).toMatch(/^http:\/\/clearpath\.test\/setup-password\/[A-Za-z0-9_-]+$/);
    // The link is a working setup link for an account tied to this recruit.
    const setupToken = setupUrl.split('/setup-password/')[1];
    const check = await call(ctx, 'GET', `/api/auth/validate-reset-token/${setupToken}/`);
    expect(check.json().user).toEqual({ first_name: 'Cassie', email: newEmail });
    const set = await call(ctx, 'POST', `/api/auth/setup-password/${setupToken}/`, undefined, { password: 'a-good-password' });
    expect(set.statusCode).toBe(200);
    const login = await call(ctx, 'POST', '/api/auth/login/', undefined, {
      email: newEmail,
      password: 'a-good-password',
      user_type: 'recruit',
    });
    expect(login.json().user).toMatchObject({ type: 'recruit', recruit_id: recruit.id });

    const staffView = (await call(ctx, 'GET', `/api/activity-logs/?recruit=${recruit.id}`, headers)).json();
    expect(staffView.results[0]).toMatchObject({ action: 'profile_accepted', actor: `Cassie ${recruit.last_name}` });
    const timeline = (await call(ctx, 'GET', `/api/recruits/${recruit.id}/timeline/`, headers)).json().results;
    expect(timeline.at(-1)).toMatchObject({ stage: 'profile_accepted', actor: `Cassie ${recruit.last_name}` });
  });

  it('consumes the link: a second accept and a later look are 404', async () => {
    const { recruit, token } = await invited();
    expect((await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit))).statusCode).toBe(200);
    const again = await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Invalid or expired token' });
    expect((await call(ctx, 'GET', `/api/accept/${token}/`)).statusCode).toBe(404);
  });

  it('accepts once when two submissions race', async () => {
    const { recruit, token } = await invited();
    const results = await Promise.all([1, 2].map(() => call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const [{ count }] = await ctx.sql`select count(*)::int as count from users where recruit_id = ${recruit.id}`;
    expect(count).toBe(1);
  });

  it('reuses an account that already belongs to the recruit', async () => {
    const { recruit, token } = await invited();
    const existing = await createUser(ctx, { type: 'recruit', email: recruit.email, recruit_id: recruit.id });
    expect((await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit))).statusCode).toBe(200);
    const users = await ctx.sql`select id from users where lower(email) = lower(${recruit.email})`;
    expect(users.map((u) => u.id)).toEqual([existing.id]);
  });

  it('refuses an e-mail of another recruit or another account with 409 and changes nothing', async () => {
    const other = await createRecruit(ctx, headers);
    const { recruit, token } = await invited();
    const taken = await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit, { email: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field_errors).toEqual({ email: ['A recruit with this email already exists'] });

    const account = await createUser(ctx, { type: 'recruiter' });
    const user = await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit, { email: account.email }));
    expect(user.statusCode).toBe(409);
    expect(user.json().field_errors).toEqual({ email: ['An account with this email already exists'] });

    expect((await call(ctx, 'GET', `/api/recruits/${recruit.id}/`, headers)).json()).toMatchObject({
      status: 'profile_created',
      email: recruit.email,
    });
    expect((await call(ctx, 'GET', `/api/accept/${token}/`)).statusCode).toBe(200);
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '  ' }, 'Last name is required'],
    ['email', { email: 'nope' }, 'Invalid email format'],
    ['phone', { phone: '' }, 'Phone is required'],
    ['firstName', { firstName: 'x'.repeat(10_000) }, 'Must be at most 100 characters'],
    ['email', { email: 12 }, 'Email is required'],
  ])('answers 400 for a bad %s', async (field, change, message) => {
    const { recruit, token } = await invited();
    const res = await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors[field]).toContain(message);
  });

  it('keeps the link working when a recruiter tries to accept for the recruit by PATCH', async () => {
    const { recruit, token } = await invited();
    const patched = await call(ctx, 'PATCH', `/api/recruits/${recruit.id}/`, headers, { status: 'profile_accepted' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().error).toBe('Use "Send Invite" to move a recruit to "Profile Accepted – Pending ClearView Session"');
    expect((await call(ctx, 'GET', `/api/accept/${token}/`)).statusCode).toBe(200);
    expect((await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit))).statusCode).toBe(200);
    expect((await lastMailTo(ctx, recruit.email)).links[0]).toMatch(/\/setup-password\//);
  });

  it('invalidates the link when the recruit is no longer at profile_created', async () => {
    const { recruit, token } = await invited();
    await ctx.sql`update recruits set status = 'profile_accepted' where id = ${recruit.id}`;
    const page = await call(ctx, 'GET', `/api/accept/${token}/`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ error: 'Invalid or expired token' });
    expect((await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit))).statusCode).toBe(404);
  });
});

describe('the recruiter is told', () => {
  it('puts "Profile accepted" on the recruiter\'s notification bell', async () => {
    const { recruit, token } = await invited();
    expect((await call(ctx, 'POST', `/api/accept/${token}/`, undefined, form(recruit))).statusCode).toBe(200);
    const bell = (await call(ctx, 'GET', '/api/tasks/notifications/', headers)).json();
    expect(bell.results[0]).toMatchObject({
      title: 'Profile accepted',
      message: `${recruit.first_name} ${recruit.last_name} accepted their profile and is ready to schedule ClearView.`,
      type: 'success',
      read: false,
    });
  });
});
