// Who sees which recruit (docs/team.md): admins every recruit; recruiters all under 'team', only
// their own and unassigned ones under 'own'; a hidden recruit is a 404 everywhere a recruit can be
// reached; owners are reassigned with PATCH {recruiter}, in the audit log.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import type { Recruit } from '@shared/schemas/recruits.ts';
import { createRecruit } from './helpers.ts';

const ctx = setupTestApp();

type Person = { headers: Headers; id: number };
const person = async (role: 'admin' | 'recruiter'): Promise<Person> => {
  const s = await signedIn(ctx, 'recruiter', { role });
  return { headers: s.headers, id: s.account.id };
};

let admin: Person;
let alice: Person;
let bob: Person;
let alices: Recruit;
let bobs: Recruit;
let nobodys: Recruit;

const setVisibility = (v: 'team' | 'own') => call(ctx, 'PATCH', '/api/company/settings/1/', admin.headers, { pipeline_visibility: v });
const ids = (res: { json(): unknown }) => (res.json() as { results: { id: number }[] }).results.map((r) => r.id);

beforeAll(async () => {
  admin = await person('admin');
  alice = await person('recruiter');
  bob = await person('recruiter');
  alices = await createRecruit(ctx, alice.headers);
  bobs = await createRecruit(ctx, bob.headers);
  nobodys = await createRecruit(ctx, admin.headers);
  await call(ctx, 'PATCH', `/api/recruits/${nobodys.id}/`, admin.headers, { recruiter: null });
});

describe("with 'own' visibility", () => {
  beforeEach(async () => {
    expect((await setVisibility('own')).statusCode).toBe(200);
  });

  it("hides another recruiter's recruit: detail, timeline, profile and nurture are 404s; writes too", async () => {
    for (const path of [
      `/api/recruits/${bobs.id}/`,
      `/api/recruits/${bobs.id}/timeline/`,
      `/api/recruits/${bobs.id}/profile_completion/`,
      `/api/nurture/recruits/${bobs.id}/`,
      `/api/recruits/${bobs.id}/consent/`,
      `/api/activity-logs/?recruit=${bobs.id}`,
      `/api/clearview-sessions/?recruit=${bobs.id}`,
      `/api/proforma/sessions/?recruit=${bobs.id}`,
    ]) {
      const res = await call(ctx, 'GET', path, alice.headers);
      expect(res.statusCode, path).toBe(404);
    }
    const patch = await call(ctx, 'PATCH', `/api/recruits/${bobs.id}/`, alice.headers, { notes: 'mine now' });
    expect(patch.statusCode).toBe(404);
    const steal = await call(ctx, 'PATCH', `/api/recruits/${bobs.id}/`, alice.headers, { recruiter: alice.id });
    expect(steal.statusCode).toBe(404);
    const [row] = await ctx.sql`select notes, recruiter_id from recruits where id = ${bobs.id}`;
    expect(row).toMatchObject({ recruiter_id: bob.id });
    expect(row.notes).not.toBe('mine now');
  });

  it('lists and searches only their own and unassigned recruits', async () => {
    const list = ids(await call(ctx, 'GET', '/api/recruits/?page_size=100', alice.headers));
    expect(list).toEqual(expect.arrayContaining([alices.id, nobodys.id]));
    expect(list).not.toContain(bobs.id);
    const search = ids(await call(ctx, 'GET', `/api/recruits/?search=${encodeURIComponent(bobs.email)}`, alice.headers));
    expect(search).toEqual([]);
    const activity = (await call(ctx, 'GET', '/api/all-activity-logs/?page_size=100', alice.headers)).json().results;
    expect(activity.map((a: { recruit: number }) => a.recruit)).not.toContain(bobs.id);
    const ready = ids(await call(ctx, 'GET', `/api/recruits/onboarding_ready/?search=${bobs.last_name}`, alice.headers));
    expect(ready).not.toContain(bobs.id);
  });

  it('exports only what they see, and a bulk action refuses the hidden recruit by itself', async () => {
    const csv = (await call(ctx, 'GET', '/api/recruits/export/', alice.headers)).body;
    expect(csv).toContain(alices.email);
    expect(csv).not.toContain(bobs.email);
    const bulk = await call(ctx, 'POST', '/api/recruits/bulk/', alice.headers, {
      ids: [alices.id, bobs.id],
      action: 'assign',
      recruiter: alice.id,
    });
    expect(bulk.json().results).toEqual([
      { id: alices.id, ok: true },
      { id: bobs.id, ok: false, error: 'Recruit not found' },
    ]);
    const [row] = await ctx.sql`select recruiter_id from recruits where id = ${bobs.id}`;
    expect(row.recruiter_id).toBe(bob.id);
  });

  it('an unassigned recruit is visible to every recruiter', async () => {
    for (const who of [alice, bob]) expect((await call(ctx, 'GET', `/api/recruits/${nobodys.id}/`, who.headers)).statusCode).toBe(200);
  });

  it('admins still see every recruit', async () => {
    for (const r of [alices, bobs, nobodys]) expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, admin.headers)).statusCode).toBe(200);
    const list = ids(await call(ctx, 'GET', '/api/recruits/?page_size=100', admin.headers));
    expect(list).toEqual(expect.arrayContaining([alices.id, bobs.id, nobodys.id]));
  });
});

describe("with 'team' visibility", () => {
  beforeEach(async () => {
    expect((await setVisibility('team')).statusCode).toBe(200);
  });

  it("recruiters see each other's recruits", async () => {
    expect((await call(ctx, 'GET', `/api/recruits/${bobs.id}/`, alice.headers)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/recruits/${bobs.id}/timeline/`, alice.headers)).statusCode).toBe(200);
    expect(ids(await call(ctx, 'GET', '/api/recruits/?page_size=100', alice.headers))).toContain(bobs.id);
  });

  it('?recruiter=me, =<id> and =unassigned narrow the pipeline', async () => {
    const mine = ids(await call(ctx, 'GET', '/api/recruits/?recruiter=me&page_size=100', alice.headers));
    expect(mine).toContain(alices.id);
    expect(mine).not.toContain(bobs.id);
    expect(mine).not.toContain(nobodys.id);
    expect(ids(await call(ctx, 'GET', `/api/recruits/?recruiter=${bob.id}&page_size=100`, alice.headers))).toEqual([bobs.id]);
    const unassigned = ids(await call(ctx, 'GET', '/api/recruits/?recruiter=unassigned&page_size=100', alice.headers));
    expect(unassigned).toContain(nobodys.id);
    expect(unassigned).not.toContain(alices.id);
    expect((await call(ctx, 'GET', '/api/recruits/?recruiter=someone', alice.headers)).statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('a new recruit is owned by its creator, named in the answer', async () => {
    expect(alices).toMatchObject({ recruiter: alice.id });
    expect(alices.recruiter_name).not.toBe('Unassigned');
  });

  it('reassigns to an active admin or recruiter, audited with before and after in the same change', async () => {
    const r = await createRecruit(ctx, alice.headers);
    const res = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, alice.headers, { recruiter: bob.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, recruiter: bob.id });
    const [entry] = await ctx.sql`select actor_id, action, object_type, object_id, before, after from audit_log
      where action = 'recruit.owner' and object_id = ${String(r.id)}`;
    expect(entry).toMatchObject({
      actor_id: alice.id,
      object_type: 'recruits',
      before: { recruiter: alice.id },
      after: { recruiter: bob.id },
    });
    const owners = (await call(ctx, 'GET', '/api/recruits/owners/', alice.headers)).json().results;
    expect(owners.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([admin.id, alice.id, bob.id]));
  });

  it('refuses an owner who is not an active admin or recruiter (400) and changes nothing', async () => {
    const r = await createRecruit(ctx, alice.headers);
    const department =
      await ctx.sql`insert into departments (name, email, access_key) values ('Ops', 'ops@example.com', repeat('k', 40)) returning id`;
    const dep = await signedIn(ctx, 'recruiter', { role: 'department', department_id: department[0].id });
    const inactive = await person('recruiter');
    await ctx.sql`update users set is_active = false where id = ${inactive.id}`;
    for (const recruiter of [dep.account.id, inactive.id, 999_999]) {
      const res = await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, alice.headers, { recruiter });
      expect(res.statusCode, String(recruiter)).toBe(400);
      expect(res.json().field_errors.recruiter).toBeDefined();
    }
    const [row] = await ctx.sql`select recruiter_id from recruits where id = ${r.id}`;
    expect(row.recruiter_id).toBe(alice.id);
  });
});

describe('the pipeline_visibility setting', () => {
  it('is answered in GET, changed by admins only (a recruiter gets 403), and audited', async () => {
    expect((await call(ctx, 'PATCH', '/api/company/settings/1/', alice.headers, { pipeline_visibility: 'own' })).statusCode).toBe(403);
    await setVisibility('team');
    expect((await setVisibility('own')).json().pipeline_visibility).toBe('own');
    expect((await call(ctx, 'GET', '/api/company/settings/', alice.headers)).json().pipeline_visibility).toBe('own');
    const [entry] = await ctx.sql`select before, after from audit_log where action = 'company_settings.pipeline_visibility'
      order by id desc limit 1`;
    expect(entry).toMatchObject({ before: { pipeline_visibility: 'team' }, after: { pipeline_visibility: 'own' } });
    expect((await call(ctx, 'PATCH', '/api/company/settings/1/', admin.headers, { pipeline_visibility: 'all' })).statusCode).toBe(400);
  });
});
