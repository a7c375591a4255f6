import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import { moveAction } from '@shared/domain/pipeline-transitions.ts';
import { createRecruit, placeAt, TO_CLEARVIEW_COMPLETED, walk } from './helpers.ts';
import { call, signInStaff } from '../../support/api.ts';

// PATCH {status} must not make a move whose real work is done by an action (docs/pipeline.md).
const ctx = setupTestApp();
const headers = signInStaff(ctx);

const patch = (id: number, body: object) => call(ctx, 'PATCH', `/api/recruits/${id}/`, headers, body);
const read = async (id: number) => (await call(ctx, 'GET', `/api/recruits/${id}/`, headers)).json();

async function recruitAt(path: RecruitStatus[]) {
  const r = await createRecruit(ctx, headers);
  if (path.length) await walk(ctx, headers, r.id, path);
  return r;
}

describe('PATCH /api/recruits/{id}/ refuses moves that have their own action', () => {
  it('lists exactly the five action moves in the shared table', () => {
    const withAction = RECRUIT_STATUSES.filter((s) => moveAction(s));
    expect(withAction).toEqual([
      'profile_accepted',
      'clearview_scheduled',
      'clearview_completed',
      'discovery_access_expanded',
      'onboarding_initiated',
    ]);
  });

  it.each([
    ['profile_accepted', [], 'Use "Send Invite" to move a recruit to "Profile Accepted – Pending ClearView Session"'],
    ['clearview_scheduled', ['profile_accepted'], 'Use "Schedule ClearView" to move a recruit to "ClearView scheduled"'],
    [
      'clearview_completed',
      ['profile_accepted', 'clearview_scheduled'],
      'Use "Complete Session" to move a recruit to "ClearView completed"',
    ],
    ['discovery_access_expanded', TO_CLEARVIEW_COMPLETED, 'Use "Enable Discovery" to move a recruit to "Discovery access expanded"'],
    ['onboarding_initiated', TO_CLEARVIEW_COMPLETED, 'Use "Initiate Onboarding" to move a recruit to "Onboarding initiated"'],
  ] as [RecruitStatus, RecruitStatus[], string][])('→ %s: 409 naming the action, nothing changes', async (to, path, error) => {
    const r = await recruitAt(path);
    const before = await read(r.id);
    const res = await patch(r.id, { status: to, notes: 'should not stick' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error });
    expect(await read(r.id)).toEqual(before);
  });

  it('keeps the generic rule text for a move that is not allowed at all', async () => {
    const r = await recruitAt([]);
    const res = await patch(r.id, { status: 'clearview_completed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Cannot move a recruit from "Profile Created – Awaiting Acceptance" to "ClearView completed"');
  });

  it('leaves the ClearView session scheduled and creates no discovery access or onboarding process', async () => {
    const scheduled = await recruitAt(['profile_accepted', 'clearview_scheduled']);
    await patch(scheduled.id, { status: 'clearview_completed' });
    const sessions = await ctx.sql`select status from clearview_sessions where recruit_id = ${scheduled.id}`;
    expect(sessions.map((s) => s.status)).toEqual(['scheduled']);

    const completed = await recruitAt(TO_CLEARVIEW_COMPLETED);
    await patch(completed.id, { status: 'discovery_access_expanded' });
    await patch(completed.id, { status: 'onboarding_initiated' });
    expect(await ctx.sql`select 1 from discovery_access where recruit_id = ${completed.id}`).toHaveLength(0);
    expect(await ctx.sql`select 1 from onboarding_processes where recruit_id = ${completed.id}`).toHaveLength(0);
    expect((await read(completed.id)).status).toBe('clearview_completed');
  });
});

describe('the actions still make those moves', () => {
  it('acceptance, scheduling, completion and Enable Discovery walk the main line', async () => {
    const r = await recruitAt([...TO_CLEARVIEW_COMPLETED, 'discovery_access_expanded']);
    expect(await read(r.id)).toMatchObject({
      status: 'discovery_access_expanded',
      discovery_access: { is_enabled: true },
      clearview_completed: true,
    });
    const [account] = await ctx.sql`select type from users where recruit_id = ${r.id}`;
    expect(account).toEqual({ type: 'recruit' });
  });

  it('POST /onboarding/processes/ creates the process and sets onboarding_initiated itself', async () => {
    const r = await recruitAt(TO_CLEARVIEW_COMPLETED);
    const res = await call(ctx, 'POST', '/api/onboarding/processes/', headers, { recruit: r.id });
    expect(res.statusCode).toBe(201);
    expect((await read(r.id)).status).toBe('onboarding_initiated');
    // So a client must not PATCH afterwards: the same status again is refused.
    expect((await patch(r.id, { status: 'onboarding_initiated' })).statusCode).toBe(409);
  });
});

describe('a plain change is fine once the recruit already has what the action creates', () => {
  it('discovery_access_expanded from nurture: refused without access, allowed once access is on', async () => {
    const r = await recruitAt([...TO_CLEARVIEW_COMPLETED, 'nurture_high_engagement']);
    const refused = await patch(r.id, { status: 'discovery_access_expanded' });
    expect(refused.json().error).toBe('Use "Enable Discovery" to move a recruit to "Discovery access expanded"');
    const enabled = await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, headers, {});
    expect(enabled.json().recruit.status).toBe('nurture_high_engagement');
    const moved = await patch(r.id, { status: 'discovery_access_expanded' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('discovery_access_expanded');
  });

  it('discovery access that was turned off does not count', async () => {
    const r = await recruitAt([...TO_CLEARVIEW_COMPLETED, 'discovery_access_expanded', 'nurture_long_term']);
    await ctx.sql`update discovery_access set is_enabled = false where recruit_id = ${r.id}`;
    expect((await patch(r.id, { status: 'discovery_access_expanded' })).statusCode).toBe(409);
  });

  it('onboarding_initiated when an onboarding process already exists', async () => {
    const r = await recruitAt(TO_CLEARVIEW_COMPLETED);
    expect((await call(ctx, 'POST', '/api/onboarding/processes/', headers, { recruit: r.id })).statusCode).toBe(201);
    await placeAt(ctx, r.id, 'onboarding_requested');
    const res = await patch(r.id, { status: 'onboarding_initiated' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('onboarding_initiated');
  });
});
