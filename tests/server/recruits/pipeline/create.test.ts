import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { createRecruit, validRecruit } from '../helpers.ts';
import { call, staff } from '../../../support/api.ts';

const ctx = setupTestApp();

describe('POST /api/recruits/', () => {
  it('creates a recruit owned by the creating recruiter at profile_created', async () => {
    const me = await staff(ctx);
    const payload = validRecruit({ states_licensed: ['ca', 'TX', 'CA'] });
    const res = await call(ctx, 'POST', '/api/recruits/', me.headers, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      first_name: 'Casey',
      last_name: payload.last_name,
      email: payload.email,
      phone: '(555) 201-3344',
      states_licensed: ['CA', 'TX'],
      nmls_id: '1234567',
      recruiting_source: 'conference',
      notes: 'Met at the spring conference',
      status: 'profile_created',
      statusLabel: 'Profile Created – Awaiting Acceptance',
      recruiter: me.account.id,
      recruiter_name: 'Test recruiter',
      recruiter_email: me.account.email,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      discovery_access: { is_enabled: false, enabled_modules: [], granted_at: null },
      // The record's name, e-mail and phone are 4 of the 9 required profile fields (docs/profile.md, "Completion").
      profile_completion_percentage: 31,
      clearview_completed: false,
      clearview_status: 'none',
      has_live_onboarding_request: false,
      has_onboarding_process: false,
      days_in_stage: 0,
    });
  });

  it('defaults the source to referral and leaves NMLS ID and notes optional', async () => {
    const me = await staff(ctx);
    const { recruiting_source: _s, nmls_id: _n, notes: _no, ...payload } = validRecruit();
    const res = await call(ctx, 'POST', '/api/recruits/', me.headers, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recruiting_source: 'referral', nmls_id: null, notes: '' });
  });

  it('writes the first timeline entry and a recruit_created activity', async () => {
    const me = await staff(ctx);
    const recruit = await createRecruit(ctx, me.headers);
    const timeline = (await call(ctx, 'GET', `/api/recruits/${recruit.id}/timeline/`, me.headers)).json().results;
    expect(timeline).toEqual([
      expect.objectContaining({
        stage: 'profile_created',
        stage_display: 'Profile Created – Awaiting Acceptance',
        actor: 'Test recruiter',
        days_in_stage: 0,
      }),
    ]);
    const log = (await call(ctx, 'GET', `/api/activity-logs/?recruit=${recruit.id}`, me.headers)).json();
    expect(log.results.map((a: { action: string }) => a.action)).toEqual(['recruit_created']);
  });

  it.each([
    ['first_name', { first_name: '' }, 'First name is required'],
    ['first_name', { first_name: '   ' }, 'First name is required'],
    ['last_name', { last_name: undefined }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email format'],
    ['phone', { phone: '' }, 'Phone is required'],
    ['states_licensed', { states_licensed: [] }, 'Select at least one state'],
    ['states_licensed', { states_licensed: undefined }, 'Select at least one state'],
    ['states_licensed', { states_licensed: ['CA', 'ZZ'] }, 'Unknown state code: ZZ'],
  ])('refuses a bad %s with the exact field message (%j)', async (field, change, message) => {
    const me = await staff(ctx);
    const res = await call(ctx, 'POST', '/api/recruits/', me.headers, validRecruit(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors[field]).toContain(message);
  });

  it.each([
    ['a 10,000-character first name', { first_name: 'x'.repeat(10_000) }, 'first_name'],
    ['a 10,000-character note', { notes: 'x'.repeat(10_000) }, 'notes'],
    ['a 10,000-character NMLS ID', { nmls_id: '1'.repeat(10_000) }, 'nmls_id'],
    ['a number as first name', { first_name: 42 }, 'first_name'],
    ['states as a string', { states_licensed: 'CA' }, 'states_licensed'],
    ['an unknown source', { recruiting_source: 'billboard' }, 'recruiting_source'],
    ['a phone without digits', { phone: 'call me' }, 'phone'],
    ['a NUL character in a name', { last_name: 'Mor\u0000gan' }, 'last_name'],
    ['a control character in the notes', { notes: 'bell \u0007' }, 'notes'],
  ])('answers 400 for %s', async (_name, change, field) => {
    const me = await staff(ctx);
    const res = await call(ctx, 'POST', '/api/recruits/', me.headers, validRecruit(change));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });

  it('refuses a duplicate e-mail (any case) with 409 and a field error', async () => {
    const me = await staff(ctx);
    const first = await createRecruit(ctx, me.headers);
    const res = await call(ctx, 'POST', '/api/recruits/', me.headers, validRecruit({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A recruit with this email already exists',
      field_errors: { email: ['A recruit with this email already exists'] },
    });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const me = await staff(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recruits/',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a recruit user', async () => {
    expect((await call(ctx, 'POST', '/api/recruits/', undefined, validRecruit())).statusCode).toBe(401);
    const recruitUser = await signedIn(ctx, 'recruit');
    const res = await call(ctx, 'POST', '/api/recruits/', recruitUser.headers, validRecruit());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
