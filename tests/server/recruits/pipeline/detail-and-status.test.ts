import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import { allowedNextStatuses, canTransition } from '@shared/domain/pipeline-transitions.ts';
import { createRecruit, TO_CLEARVIEW_COMPLETED, walk } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('GET /api/recruits/{id}/', () => {
  it('answers the recruit', async () => {
    const r = await createRecruit(ctx, headers);
    const res = await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(r);
  });

  it.each([
    ['an unknown id', '999999', 404],
    ['a malformed id', 'abc', 400],
    ['a negative id', '-4', 400],
    ['an id beyond the integer range', '99999999999', 400],
  ])('answers %s with %i', async (_n, id, status) => {
    const res = await call(ctx, 'GET', `/api/recruits/${id}/`, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('lets a recruit user read only their own record, without staff notes', async () => {
    const own = await createRecruit(ctx, headers);
    const other = await createRecruit(ctx, headers);
    const me = await signedIn(ctx, 'recruit', { recruit_id: own.id });
    const mine = await call(ctx, 'GET', `/api/recruits/${own.id}/`, me.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ ...own, notes: '' });
    expect((await call(ctx, 'GET', `/api/recruits/${other.id}/`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/recruits/${own.id}/`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/recruits/{id}/ status moves', () => {
  it('walks the main line one step at a time and reports clearview_completed', async () => {
    const r = await createRecruit(ctx, headers);
    const done = await walk(ctx, headers, r.id, [...TO_CLEARVIEW_COMPLETED, 'discovery_access_expanded']);
    expect(done).toMatchObject({
      status: 'discovery_access_expanded',
      statusLabel: 'Discovery access expanded',
      clearview_completed: true,
    });
  });

  it('refuses a skipped step with 409 naming both labels', async () => {
    const r = await createRecruit(ctx, headers);
    await walk(ctx, headers, r.id, ['profile_accepted', 'clearview_scheduled']);
    const res = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, { status: 'onboarded' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Cannot move a recruit from "ClearView scheduled" to "Onboarded"' });
    const unchanged = (await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json();
    expect(unchanged.status).toBe('clearview_scheduled');
  });

  it('refuses the same status and a step backwards', async () => {
    const r = await createRecruit(ctx, headers);
    const same = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, { status: 'profile_created' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe(
      'Cannot move a recruit from "Profile Created – Awaiting Acceptance" to "Profile Created – Awaiting Acceptance"',
    );
    await walk(ctx, headers, r.id, ['profile_accepted']);
    const back = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, { status: 'profile_created' });
    expect(back.statusCode).toBe(409);
  });

  it('allows nurture, the proforma line and onboarding', async () => {
    const r = await createRecruit(ctx, headers);
    await walk(ctx, headers, r.id, [
      ...TO_CLEARVIEW_COMPLETED,
      'nurture_high_engagement',
      'nurture_long_term',
      'discovery_access_expanded',
    ]);
    await walk(ctx, headers, r.id, ['ops_call_completed', 'founder_call_completed', 'proforma_scheduled', 'proforma_completed']);
    const end = await walk(ctx, headers, r.id, ['onboarding_requested', 'onboarding_initiated', 'onboarded']);
    expect(end.status).toBe('onboarded');
    const after = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, { status: 'nurture_long_term' });
    expect(after.json().error).toBe('Cannot move a recruit from "Onboarded" to "Nurture, long term"');
  });

  it('agrees with allowedNextStatuses for every pair the server is asked about', async () => {
    for (const from of RECRUIT_STATUSES) {
      for (const to of RECRUIT_STATUSES) expect(canTransition(from, to)).toBe(allowedNextStatuses(from).includes(to));
      expect(allowedNextStatuses(from)).not.toContain(from);
    }
    expect(allowedNextStatuses('clearview_scheduled')).toEqual(['clearview_completed']);
    expect(allowedNextStatuses('onboarded')).toEqual([]);
  });

  it('records timeline entries with actor and the days spent in each stage', async () => {
    const me = await signedIn(ctx, 'recruiter');
    const r = await createRecruit(ctx, me.headers);
    // Backdate the creation: the recruit has waited 5 days for acceptance.
    await ctx.sql`update recruits set status_changed_at = now() - interval '5 days 2 hours' where id = ${r.id}`;
    await ctx.sql`update status_timeline set created_at = now() - interval '5 days 2 hours' where recruit_id = ${r.id}`;
    await walk(ctx, me.headers, r.id, ['profile_accepted']);
    // The acceptance is the recruit's own move; the next one, two days later, the recruiter's.
    await ctx.sql`update recruits set status_changed_at = now() - interval '2 days 1 hour' where id = ${r.id}`;
    await walk(ctx, me.headers, r.id, ['clearview_scheduled']);
    const timeline = (await call(ctx, 'GET', `/api/recruits/${r.id}/timeline/`, me.headers)).json().results;
    const stage = (s: string) => ({ kind: 'stage', stage: s, stage_display: expect.any(String), timestamp: expect.any(String), notes: '' });
    expect(timeline).toEqual([
      { ...stage('profile_created'), days_in_stage: 5, actor: 'Test recruiter' },
      { ...stage('profile_accepted'), days_in_stage: 2, actor: `${r.first_name} ${r.last_name}` },
      { ...stage('clearview_scheduled'), days_in_stage: 0, actor: 'Test recruiter' },
    ]);
    const log = (await call(ctx, 'GET', `/api/activity-logs/?recruit=${r.id}`, me.headers)).json();
    const moves = log.results.filter((e: { action: string }) => e.action === 'status_updated');
    expect(moves[0]).toMatchObject({ details: { from: 'profile_accepted', to: 'clearview_scheduled' }, actor: 'Test recruiter' });
  });

  it('resets days_in_stage on a move', async () => {
    const r = await createRecruit(ctx, headers);
    await ctx.sql`update recruits set status_changed_at = now() - interval '3 days' where id = ${r.id}`;
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().days_in_stage).toBe(3);
    expect((await walk(ctx, headers, r.id, ['profile_accepted'])).days_in_stage).toBe(0);
  });
});

describe('PATCH /api/recruits/{id}/ field edits', () => {
  it('lets a recruiter edit notes, phone, NMLS ID, states and source', async () => {
    const r = await createRecruit(ctx, headers);
    const res = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, {
      notes: 'Prefers afternoon calls',
      phone: '+1 555 777 8888',
      nmls_id: '',
      states_licensed: ['ny'],
      recruiting_source: 'outbound_call',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Prefers afternoon calls',
      phone: '+1 555 777 8888',
      nmls_id: null,
      states_licensed: ['NY'],
      recruiting_source: 'outbound_call',
      status: 'profile_created',
    });
  });

  it('applies nothing when the status move in the same request is refused', async () => {
    const r = await createRecruit(ctx, headers);
    const res = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, { notes: 'should not stick', status: 'onboarded' });
    expect(res.statusCode).toBe(409);
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().notes).toBe(r.notes);
  });

  it.each([
    ['an unknown status', { status: 'hired' }, 'status'],
    ['a number as status', { status: 3 }, 'status'],
    ['a 10,000-character note', { notes: 'x'.repeat(10_000) }, 'notes'],
    ['an unknown state', { states_licensed: ['XX'] }, 'states_licensed'],
    ['an empty body', {}, '_'],
  ])('answers 400 for %s', async (_n, payload, field) => {
    const r = await createRecruit(ctx, headers);
    const res = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });

  it('answers 404 for an unknown recruit', async () => {
    expect((await call(ctx, 'PATCH', '/api/recruits/999999/', headers, { notes: 'x' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/recruits/{id}/ by a recruit user', () => {
  it('may request onboarding on their own record once ClearView is complete', async () => {
    const own = await createRecruit(ctx, headers);
    await walk(ctx, headers, own.id, TO_CLEARVIEW_COMPLETED);
    const me = await signedIn(ctx, 'recruit', { recruit_id: own.id });
    const res = await call(ctx, 'PATCH', `/api/recruits/${own.id}/`, me.headers, { status: 'onboarding_requested' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'onboarding_requested', statusLabel: 'Onboarding requested', notes: '' });
  });

  it('gets 403 for any other status, any field, and other recruits', async () => {
    const own = await createRecruit(ctx, headers);
    const other = await createRecruit(ctx, headers);
    await walk(ctx, headers, own.id, TO_CLEARVIEW_COMPLETED);
    await walk(ctx, headers, other.id, TO_CLEARVIEW_COMPLETED);
    const me = await signedIn(ctx, 'recruit', { recruit_id: own.id });
    for (const payload of [{ status: 'onboarded' }, { notes: 'hi' }, { status: 'onboarding_requested', notes: 'hi' }]) {
      expect((await call(ctx, 'PATCH', `/api/recruits/${own.id}/`, me.headers, payload)).statusCode).toBe(403);
    }
    expect((await call(ctx, 'PATCH', `/api/recruits/${other.id}/`, me.headers, { status: 'onboarding_requested' })).statusCode).toBe(403);
  });

  it('still obeys the transition rule (409 before ClearView)', async () => {
    const own = await createRecruit(ctx, headers);
    const me = await signedIn(ctx, 'recruit', { recruit_id: own.id });
    const res = await call(ctx, 'PATCH', `/api/recruits/${own.id}/`, me.headers, { status: 'onboarding_requested' });
    expect(res.statusCode).toBe(409);
  });
});
