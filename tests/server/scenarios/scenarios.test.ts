import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createSession } from '../../support/clearview.ts';

const ctx = setupTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers?: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const LOCKED = 'This baseline scenario is locked and cannot be edited. Create a sandbox scenario to make changes.';

async function setup() {
  const recruiter = await signedIn(ctx, 'recruiter');
  const s = await createSession(ctx.sql);
  const recruit = await signedIn(ctx, 'recruit', { recruit_id: s.recruitId });
  // Recruits reach their scenarios through the discovery tools (docs/discovery.md "Gating").
  await ctx.sql`
    insert into discovery_access (recruit_id, is_enabled, enabled_modules, pin) values (${s.recruitId}, true, '{scenarios}', '0000')
    on conflict (recruit_id) do update set is_enabled = true, enabled_modules = '{scenarios}'`;
  const baseline = (
    await call('POST', `/api/clearview/${s.token}/complete/`, undefined, { sessionData: { productionDetails: { monthlyVolume: 1 } } })
  ).json().scenario;
  return { recruiter, recruit, recruitId: s.recruitId, baseline };
}

describe('scenarios', () => {
  it('are for recruits with a scenario-based discovery tool: none is a 403, the recruiting calculator alone is enough', async () => {
    const { recruit, recruitId } = await setup();
    await ctx.sql`update discovery_access set enabled_modules = '{live-pricing}' where recruit_id = ${recruitId}`;
    const refused = await call('GET', `/api/scenarios/?recruit=${recruitId}`, recruit.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This discovery tool is not enabled for you. Please contact your recruiter.');
    await ctx.sql`update discovery_access set enabled_modules = '{recruiting-calculator}' where recruit_id = ${recruitId}`;
    expect((await call('GET', `/api/scenarios/?recruit=${recruitId}`, recruit.headers)).statusCode).toBe(200);
    await ctx.sql`update discovery_access set is_enabled = false where recruit_id = ${recruitId}`;
    expect((await call('GET', `/api/scenarios/?recruit=${recruitId}`, recruit.headers)).statusCode).toBe(403);
  });

  it('lets a recruit create, list, edit and delete their own sandbox', async () => {
    const { recruit, recruitId, baseline } = await setup();
    const created = await call('POST', '/api/scenarios/', recruit.headers, {
      recruit: recruitId,
      name: '  Bigger team  ',
      description: 'Two more recruits',
      type: 'sandbox',
      data: { ownership: { productionGoal: 40_000_000, ownershipPercentage: 2.5 } },
      is_locked: false,
    });
    expect(created.statusCode).toBe(201);
    const sandbox = created.json();
    expect(sandbox).toEqual({
      id: expect.any(Number),
      recruit: recruitId,
      type: 'sandbox',
      name: 'Bigger team',
      description: 'Two more recruits',
      is_locked: false,
      data: { ownership: { productionGoal: 40_000_000, ownershipPercentage: 2.5 } },
      token: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const list = await call('GET', '/api/scenarios/', recruit.headers);
    expect(list.json().results.map((x: { id: number }) => x.id)).toEqual([baseline.id, sandbox.id]);
    expect((await call('GET', `/api/scenarios/?recruit=${recruitId}`, recruit.headers)).json().results).toHaveLength(2);

    const patched = await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruit.headers, {
      data: { compensation: { targetIncomeYear5: 1 } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Bigger team', data: { compensation: { targetIncomeYear5: 1 } } });
    // The data keeps what was sent and carries the calculator figures of the sandbox's live room
    // (docs/discovery.md "Scenario rooms"): here its starting point, the ownership goal it was created with.
    const stored = (await call('GET', `/api/scenarios/${sandbox.id}/`, recruit.headers)).json().data;
    expect(stored.compensation).toEqual({ targetIncomeYear5: 1 });
    expect(stored.ownership).toMatchObject({ productionGoal: 40_000_000, ownershipPercentage: 2.5 });
    expect(stored.productionDetails).toMatchObject({ monthlyVolume: expect.any(Number), annualVolume: expect.any(Number) });

    expect((await call('DELETE', `/api/scenarios/${sandbox.id}/`, recruit.headers)).statusCode).toBe(204);
    expect((await call('GET', `/api/scenarios/${sandbox.id}/`, recruit.headers)).statusCode).toBe(404);
  });

  it('refuses to edit the locked baseline with the exact text, and to delete it', async () => {
    const { recruit, recruiter, baseline } = await setup();
    for (const who of [recruit, recruiter]) {
      const res = await call('PATCH', `/api/scenarios/${baseline.id}/`, who.headers, { data: {} });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: LOCKED });
      const del = await call('DELETE', `/api/scenarios/${baseline.id}/`, who.headers);
      expect(del.statusCode).toBe(409);
      expect(del.json()).toEqual({ error: 'The baseline scenario cannot be deleted' });
    }
  });

  it('requires a trimmed name: "Please enter a scenario name"', async () => {
    const { recruit, recruitId } = await setup();
    for (const name of ['', '   ', undefined]) {
      const res = await call('POST', '/api/scenarios/', recruit.headers, { recruit: recruitId, name });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.name).toEqual(['Please enter a scenario name']);
    }
    const sandbox = (await call('POST', '/api/scenarios/', recruit.headers, { recruit: recruitId, name: 'x' })).json();
    const blank = await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruit.headers, { name: ' ' });
    expect(blank.json().field_errors.name).toEqual(['Please enter a scenario name']);
  });

  it('lets a recruit create only unlocked sandboxes for themself', async () => {
    const { recruit, recruitId } = await setup();
    const other = await createSession(ctx.sql);
    for (const payload of [
      { recruit: recruitId, name: 'B', type: 'baseline' },
      { recruit: recruitId, name: 'L', is_locked: true },
      { recruit: other.recruitId, name: 'Theirs' },
    ]) {
      const res = await call('POST', '/api/scenarios/', recruit.headers, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'You can only create sandbox scenarios for yourself' });
    }
  });

  it('only staff lock or unlock: a recruit cannot lock its own sandbox; a staff-locked sandbox is named in the refusal', async () => {
    const { recruit, recruiter, recruitId } = await setup();
    const sandbox = (await call('POST', '/api/scenarios/', recruit.headers, { recruit: recruitId, name: 'My plan' })).json();
    for (const is_locked of [true, false]) {
      const res = await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruit.headers, { is_locked });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Only your recruiter can lock or unlock a scenario' });
    }
    expect((await call('GET', `/api/scenarios/${sandbox.id}/`, recruit.headers)).json().is_locked).toBe(false);

    expect((await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruiter.headers, { is_locked: true })).json().is_locked).toBe(true);
    const refused = await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruit.headers, { name: 'Renamed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'The sandbox scenario "My plan" is locked by your recruiter and cannot be edited.' });
    expect((await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruiter.headers, { is_locked: false })).json().is_locked).toBe(false);
    expect((await call('PATCH', `/api/scenarios/${sandbox.id}/`, recruit.headers, { name: 'Renamed' })).json().name).toBe('Renamed');
  });

  it('keeps a recruit out of another recruit’s scenarios (403)', async () => {
    const mine = await setup();
    const theirs = await setup();
    const sandbox = (await call('POST', '/api/scenarios/', theirs.recruit.headers, { recruit: theirs.recruitId, name: 'T' })).json();
    expect((await call('GET', `/api/scenarios/?recruit=${theirs.recruitId}`, mine.recruit.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/scenarios/${sandbox.id}/`, mine.recruit.headers)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/scenarios/${sandbox.id}/`, mine.recruit.headers, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/scenarios/${sandbox.id}/`, mine.recruit.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/scenarios/${sandbox.id}/`, theirs.recruit.headers)).json().name).toBe('T');
  });

  it('lets a recruiter work on any recruit’s scenarios; a second baseline is a 409', async () => {
    const { recruiter, recruitId } = await setup();
    const res = await call('POST', '/api/scenarios/', recruiter.headers, { recruit: recruitId, name: 'Another', type: 'baseline' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This recruit already has a baseline scenario' });
    const sandbox = await call('POST', '/api/scenarios/', recruiter.headers, { recruit: recruitId, name: 'Coach plan' });
    expect(sandbox.statusCode).toBe(201);
    const unknown = await call('POST', '/api/scenarios/', recruiter.headers, { recruit: 999999, name: 'Ghost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors).toEqual({ recruit: ['Recruit not found'] });
    const noRecruit = await call('GET', '/api/scenarios/', recruiter.headers);
    expect(noRecruit.statusCode).toBe(400);
  });

  it.each([
    ['a text recruit', { recruit: 'abc', name: 'x' }, 'recruit'],
    ['an unknown type', { recruit: 1, name: 'x', type: 'what-if' }, 'type'],
    ['data that is not an object', { recruit: 1, name: 'x', data: 'lots' }, 'data'],
    ['a 300-character name', { recruit: 1, name: 'n'.repeat(300) }, 'name'],
    ['is_locked as text', { recruit: 1, name: 'x', is_locked: 'yes' }, 'is_locked'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const { recruiter } = await setup();
    const res = await call('POST', '/api/scenarios/', recruiter.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toHaveProperty(field);
  });

  it('answers 401 without a bearer, 404 for an unknown id, 400 for a bad id', async () => {
    const { recruiter } = await setup();
    expect((await call('GET', '/api/scenarios/?recruit=1')).statusCode).toBe(401);
    expect((await call('POST', '/api/scenarios/', undefined, { recruit: 1, name: 'x' })).statusCode).toBe(401);
    const missing = await call('GET', '/api/scenarios/999999/', recruiter.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Scenario not found' });
    expect((await call('PATCH', '/api/scenarios/999999/', recruiter.headers, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/scenarios/999999/', recruiter.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/scenarios/abc/', recruiter.headers)).statusCode).toBe(400);
  });
});
