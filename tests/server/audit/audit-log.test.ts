// The audit log (docs/team.md, "Audit log"): every staff write leaves a row with its actor; status and
// settings changes keep their values before and after; admins read it, paged and filtered, or as CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit } from '../recruits/helpers.ts';
import type { AuditLogItem } from '@shared/schemas/audit.ts';

const ctx = setupTestApp();
let admin: Headers;
let adminId: number;
let recruiter: Headers;
let recruiterId: number;

beforeAll(async () => {
  const a = await signedIn(ctx, 'recruiter');
  admin = a.headers;
  adminId = a.account.id;
  const r = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
  recruiter = r.headers;
  recruiterId = r.account.id;
});

const read = async (query: string, headers = admin) => {
  const res = await call(ctx, 'GET', `/api/audit-log/?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: AuditLogItem[] };
};
const rowsFor = async (objectType: string, objectId: string | number) =>
  (await read(`object_type=${objectType}&object_id=${objectId}`)).results;

describe('what a staff write records', () => {
  it('a created recruit: the actor, the route’s name and the new id', async () => {
    const recruit = await createRecruit(ctx, recruiter);
    const [row] = await rowsFor('recruits', recruit.id);
    expect(row).toMatchObject({ actor_id: recruiterId, action: 'recruit.create', object_type: 'recruits', object_id: String(recruit.id) });
    expect(row.actor_label).toMatch(/^Test recruiter <recruiter-.+@example\.com>$/);
  });

  it('a status change: the generic row of the call and an explicit row with before and after', async () => {
    const recruit = await createRecruit(ctx, recruiter);
    await ctx.sql`update recruits set status = 'clearview_completed' where id = ${recruit.id}`;
    const res = await call(ctx, 'PATCH', `/api/recruits/${recruit.id}/`, recruiter, { status: 'nurture_long_term' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsFor('recruits', recruit.id);
    expect(rows.find((r) => r.action === 'recruit.status')).toMatchObject({
      actor_id: recruiterId,
      before: { status: 'clearview_completed' },
      after: { status: 'nurture_long_term' },
    });
    expect(rows.find((r) => r.action === 'recruit.update')).toMatchObject({ actor_id: recruiterId, before: null, after: null });
  });

  it('a company settings change: only the changed keys, before and after, in one row', async () => {
    const res = await call(ctx, 'PATCH', '/api/company/settings/1/', admin, { growthRates: { production: 0.2 } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsFor('company', 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: adminId,
      action: 'company_settings.update',
      before: { growthRates: { production: expect.any(Number) } },
      after: { growthRates: { production: 0.2 } },
    });
  });

  it('an unnamed route: `<METHOD> <route>` and its path id', async () => {
    const recruit = await createRecruit(ctx, recruiter);
    const res = await call(ctx, 'POST', `/api/recruits/${recruit.id}/send_acceptance_invite/`, recruiter);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = await rowsFor('recruits', recruit.id);
    expect(rows.map((r) => r.action)).toContain('POST /recruits/:id/send_acceptance_invite/');
  });

  it('a refused change writes no row, neither the call’s nor the values’', async () => {
    const recruit = await createRecruit(ctx, recruiter);
    await ctx.sql`update recruits set status = 'clearview_completed' where id = ${recruit.id}`;
    const before = (await rowsFor('recruits', recruit.id)).length;
    const res = await call(ctx, 'PATCH', `/api/recruits/${recruit.id}/`, recruiter, { status: 'onboarded' });
    expect(res.statusCode).toBe(409);
    expect(await rowsFor('recruits', recruit.id)).toHaveLength(before);
    const bad = await call(ctx, 'PATCH', '/api/company/settings/1/', admin, { growthRates: { production: 'lots' } });
    expect(bad.statusCode).toBe(400);
    expect(await rowsFor('company', 1)).toHaveLength(1);
  });

  it('reads, a recruit’s own writes and anonymous calls record nothing', async () => {
    const { count } = await read('');
    await call(ctx, 'GET', '/api/recruits/', recruiter);
    await call(ctx, 'POST', '/api/auth/login/', undefined, { email: 'nobody@example.com', password: 'x', user_type: 'recruiter' });
    const recruitUser = await signedIn(ctx, 'recruit');
    await call(ctx, 'PATCH', '/api/auth/me/settings/', recruitUser.headers, {
      first_name: 'Re',
      last_name: 'Cruit',
      email: recruitUser.account.email,
      email_notifications: true,
      push_notifications: false,
    });
    expect((await read('')).count).toBe(count);
  });
});

describe('rows cannot be changed or deleted', () => {
  it('the trigger refuses update, delete and truncate, even from the application’s own connection', async () => {
    const [{ n }] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    expect(n).toBeGreaterThan(0);
    const refused = /audit_log rows cannot be changed or deleted/;
    await expect(ctx.sql`update audit_log set action = 'forged'`).rejects.toThrow(refused);
    await expect(ctx.sql`delete from audit_log`).rejects.toThrow(refused);
    await expect(ctx.sql`truncate audit_log`).rejects.toThrow(refused);
    const [{ after }] = await ctx.sql<{ after: number }[]>`select count(*)::int as after from audit_log where action <> 'forged'`;
    expect(after).toBe(n);
  });

  it('the API offers no way to change or delete a row', async () => {
    const [row] = (await read('page_size=1')).results;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await call(ctx, method, `/api/audit-log/${row.id}/`, admin, {});
      expect(res.statusCode).toBe(404);
    }
  });
});
