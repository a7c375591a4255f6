import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { NO_ELIGIBLE_RECRUITS } from '@shared/schemas/onboarding.ts';
import { API, makeRecruit, recruitStatus, recruitUser, requestCalls } from '../helpers.ts';
import { call, staff, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
const { byRecruiter } = requestCalls(ctx, headers);

describe('POST requests/create_by_recruiter/', () => {
  it('creates a pending request with every field and moves the recruit to onboarding_requested', async () => {
    const recruit = await makeRecruit(ctx, { status: 'proforma_completed', first_name: 'Dana', last_name: 'Park' });
    const fields = {
      preferred_start_date: '2030-05-01',
      current_company: 'Acme Lending',
      current_role: 'Senior LO',
      years_experience: 12,
      has_team: true,
      team_size: 5,
      current_volume: '$40M/yr, 8 loans/month',
      special_requirements: 'Remote first',
      notes: 'Strong referral network',
    };
    const res = await byRecruiter({ recruit_id: recruit.id, ...fields });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      source: 'recruiter',
      recruit: { id: recruit.id, first_name: 'Dana', last_name: 'Park', email: recruit.email, status: 'onboarding_requested' },
      recruit_name: 'Dana Park',
      ...fields,
      decided_at: null,
      process_id: null,
    });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_requested');
  });

  it('leaves out empty fields and drops the team size without a team', async () => {
    const recruit = await makeRecruit(ctx);
    const res = await byRecruiter({ recruit_id: recruit.id, has_team: false, team_size: 7, preferred_start_date: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      team_size: null,
      has_team: false,
      years_experience: null,
      preferred_start_date: null,
      current_company: '',
    });
  });

  it.each([
    ['no recruit', {}, 'recruit_id'],
    ['years_experience 51', { years_experience: 51 }, 'years_experience'],
    ['years_experience -1', { years_experience: -1 }, 'years_experience'],
    ['years_experience 2.5', { years_experience: 2.5 }, 'years_experience'],
    ['team_size 0', { has_team: true, team_size: 0 }, 'team_size'],
    ['team_size 101', { has_team: true, team_size: 101 }, 'team_size'],
    ['a 10,000-character current company', { current_company: 'c'.repeat(10_000) }, 'current_company'],
    ['10,000-character notes', { notes: 'n'.repeat(10_000) }, 'notes'],
    ['a malformed start date', { preferred_start_date: '05/01/2030' }, 'preferred_start_date'],
    ['has_team as text', { has_team: 'yes' }, 'has_team'],
  ])('answers 400 with field errors for %s', async (_name, extra, field) => {
    const recruit = await makeRecruit(ctx);
    const payload = _name === 'no recruit' ? extra : { recruit_id: recruit.id, ...extra };
    const res = await byRecruiter(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
    expect(await recruitStatus(ctx, recruit.id)).toBe('clearview_completed');
  });

  it('answers the exact range texts', async () => {
    const recruit = await makeRecruit(ctx);
    const res = await byRecruiter({ recruit_id: recruit.id, years_experience: 51, has_team: true, team_size: 0 });
    expect(res.json().field_errors).toEqual({
      years_experience: ['Years experience must be between 0 and 50'],
      team_size: ['Team size must be between 1 and 100'],
    });
  });

  it('answers 404 for an unknown recruit', async () => {
    const res = await byRecruiter({ recruit_id: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Recruit not found' });
  });

  it('enforces eligibility on the server: 409 with the text of doc3 §2.4 and the recruit’s reason', async () => {
    const early = await makeRecruit(ctx, { status: 'profile_accepted', profile: 40, first_name: 'Eli', last_name: 'Fox' });
    const refused = await byRecruiter({ recruit_id: early.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'No recruits are currently available for onboarding. Recruits need to have completed ClearView or have 60%+ profile completion.',
      reason: 'Eli Fox is not eligible yet: profile 40% complete and ClearView not completed.',
    });
    expect(await recruitStatus(ctx, early.id)).toBe('profile_accepted');

    const byProfile = await makeRecruit(ctx, { status: 'profile_accepted', profile: 60 });
    expect((await byRecruiter({ recruit_id: byProfile.id })).statusCode).toBe(201);
    expect(await recruitStatus(ctx, byProfile.id)).toBe('onboarding_requested');

    const twice = await byRecruiter({ recruit_id: byProfile.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: NO_ELIGIBLE_RECRUITS, reason: 'Casey Nguyen already has an onboarding request (pending).' });

    const started = await makeRecruit(ctx, { status: 'onboarding_initiated', first_name: 'Gus', last_name: 'Lee' });
    const late = await byRecruiter({ recruit_id: started.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: NO_ELIGIBLE_RECRUITS, reason: 'Gus Lee is already in onboarding (Onboarding initiated).' });
  });

  it('answers the same 409 when two requests for one recruit race', async () => {
    const recruit = await makeRecruit(ctx);
    const [a, b] = await Promise.all([byRecruiter({ recruit_id: recruit.id }), byRecruiter({ recruit_id: recruit.id })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().error).toBe(NO_ELIGIBLE_RECRUITS);
    expect(typeof lost.json().reason).toBe('string');
  });

  it('is for recruiters only', async () => {
    const { recruit, headers: mine } = await recruitUser(ctx);
    expect((await byRecruiter({ recruit_id: recruit.id }, mine)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `${API}/requests/create_by_recruiter/`, undefined, { recruit_id: recruit.id })).statusCode).toBe(401);
  });
});

describe("the recruit's own submission: POST requests/ and processes/request_onboarding/", () => {
  it('creates a pending request for their own record and sets onboarding_requested', async () => {
    const { recruit, headers: mine } = await recruitUser(ctx, { status: 'clearview_completed' });
    const res = await call(ctx, 'POST', `${API}/requests/`, mine, { recruit_id: recruit.id, years_experience: 3, current_role: 'LO' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', source: 'recruit', recruit_id: recruit.id, years_experience: 3 });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_requested');
    const twice = await call(ctx, 'POST', `${API}/requests/`, mine, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: NO_ELIGIBLE_RECRUITS, reason: 'You already have an onboarding request (pending).' });
  });

  it('notifies the recruit’s recruiter', async () => {
    const boss = await staff(ctx);
    const { headers: mine } = await recruitUser(ctx, { recruiter_id: boss.account.id, first_name: 'Nia', last_name: 'Cole' });
    expect((await call(ctx, 'POST', `${API}/processes/request_onboarding/`, mine, {})).statusCode).toBe(201);
    const bell = (await call(ctx, 'GET', '/api/tasks/notifications/', boss.headers)).json();
    expect(bell.results[0]).toMatchObject({ title: 'Onboarding requested', message: 'Nia Cole asked to start onboarding.' });
  });

  it('refuses another recruit’s record (403), a recruit not yet eligible (409) and staff (403)', async () => {
    const { headers: mine } = await recruitUser(ctx);
    const other = await makeRecruit(ctx);
    expect((await call(ctx, 'POST', `${API}/requests/`, mine, { recruit_id: other.id })).statusCode).toBe(403);
    const early = await recruitUser(ctx, { status: 'profile_accepted', profile: 10 });
    const res = await call(ctx, 'POST', `${API}/requests/`, early.headers, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: NO_ELIGIBLE_RECRUITS,
      reason: 'You can request onboarding once your ClearView session is completed or your profile is at least 60% complete.',
    });
    expect((await call(ctx, 'POST', `${API}/requests/`, headers, {})).statusCode).toBe(403);
  });

  it('a recruit user without a recruit record is told to contact their recruiter', async () => {
    const lone = await signedIn(ctx, 'recruit');
    const res = await call(ctx, 'POST', `${API}/requests/`, lone.headers, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('No recruit profile found. Please contact your recruiter.');
  });
});
