// Reading the audit log (docs/team.md, "Audit log"): filters, pages, the CSV export, and who may read.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import type { AuditLogItem } from '@shared/schemas/audit.ts';

const ctx = setupTestApp();
let admin: Headers;
let ana: number;
let ben: number;

/**
 * By hand, all in May 2021: Ana has 12 rows (recruit.update on recruits 1–12, one a day, May 1–12)
 * and one company_settings.update on May 31 at 23:30; Ben has 3 recruit.status rows on recruit 7,
 * on June 1 at 00:30.
 */
beforeAll(async () => {
  admin = (await signedIn(ctx, 'recruiter')).headers;
  ana = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).account.id;
  ben = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).account.id;
  const insert = async (
    when: string,
    e: { actorId: number; action: string; objectType: string; objectId: string; before?: unknown; after?: unknown },
  ) => {
    await ctx.sql`
      insert into audit_log (actor_id, actor_label, action, object_type, object_id, before, after, created_at)
      values (${e.actorId}, ${`user ${e.actorId}`}, ${e.action}, ${e.objectType}, ${e.objectId},
              ${e.before === undefined ? null : ctx.sql.json(e.before as never)}, ${e.after === undefined ? null : ctx.sql.json(e.after as never)}, ${when})`;
  };
  for (let day = 1; day <= 12; day++) {
    await insert(`2021-05-${String(day).padStart(2, '0')} 12:00`, {
      actorId: ana,
      action: 'recruit.update',
      objectType: 'recruits',
      objectId: String(day),
    });
  }
  await insert('2021-05-31 23:30', {
    actorId: ana,
    action: 'company_settings.update',
    objectType: 'company',
    objectId: '1',
    before: { growthRates: { production: 0.1 } },
    after: { growthRates: { production: 0.2 } },
  });
  for (const to of ['nurture_long_term', 'nurture_high_engagement', '=HYPERLINK("http://evil")']) {
    await insert('2021-06-01 00:30', {
      actorId: ben,
      action: 'recruit.status',
      objectType: 'recruits',
      objectId: '7',
      after: { status: to },
    });
  }
});

const MAYJUNE = 'from=2021-05-01&to=2021-06-30';
const read = async (query: string) => {
  const res = await call(ctx, 'GET', `/api/audit-log/?${MAYJUNE}&${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: AuditLogItem[] };
};

describe('GET /api/audit-log/', () => {
  it('pages newest first, with the count of every match and the links of the one pager', async () => {
    const first = await read('page_size=10');
    expect(first.count).toBe(16);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toMatchObject({ actor_id: ben, action: 'recruit.status', object_id: '7' });
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/^\/api\/audit-log\/\?.*page=2/);
    const second = await read('page_size=10&page=2');
    expect(second.results.map((r) => r.object_id)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(second.next).toBeNull();
    expect((await read('')).results).toHaveLength(16);
  });

  it('filters by actor, action (exact or prefix), object and days, both ends included', async () => {
    expect((await read(`actor=${ben}`)).count).toBe(3);
    expect((await read(`actor=${ana}`)).count).toBe(13);
    expect((await read('action=recruit.update')).count).toBe(12);
    expect((await read('action=recruit.*')).count).toBe(15);
    expect((await read('action=recruit.')).count).toBe(0);
    expect((await read('action=%25*')).count).toBe(0);
    expect((await read('object_type=company')).count).toBe(1);
    expect((await read('object_type=recruits&object_id=7')).count).toBe(4);
    expect((await call(ctx, 'GET', '/api/audit-log/?from=2021-05-31&to=2021-05-31', admin)).json().count).toBe(1);
    expect((await call(ctx, 'GET', '/api/audit-log/?from=2021-06-01&to=2021-06-01', admin)).json().count).toBe(3);
    expect((await call(ctx, 'GET', '/api/audit-log/?from=2021-05-10&to=2021-05-12', admin)).json().count).toBe(3);
  });

  it('answers before and after as they were stored', async () => {
    const [row] = (await read('object_type=company')).results;
    expect(row).toMatchObject({ before: { growthRates: { production: 0.1 } }, after: { growthRates: { production: 0.2 } } });
    expect(row.created_at).toBe(new Date('2021-05-31T23:30:00Z').toISOString());
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['actor=ana', 'actor'],
    ['from=2021-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2021-05-10&to=2021-05-01', 'from'],
    [`action=${'x'.repeat(101)}`, 'action'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await call(ctx, 'GET', `/api/audit-log/?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toHaveProperty(field);
  });
});

describe('GET /api/audit-log/export/', () => {
  it('answers the filtered rows as a formula-safe CSV attachment', async () => {
    const res = await call(ctx, 'GET', `/api/audit-log/export/?${MAYJUNE}&actor=${ben}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When,Actor,Actor id,Action,Object type,Object id,Before,After');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`2021-06-01T00:30:00.000Z,user ${ben},${ben},recruit.status,recruits,7,`);
    // A value that starts like a formula is written as text.
    expect(res.body).not.toMatch(/,=HYPERLINK/);
  });

  it('refuses a bad filter with 400', async () => {
    expect((await call(ctx, 'GET', '/api/audit-log/export/?from=2021-13-01', admin)).statusCode).toBe(400);
  });
});

describe('who may read the audit log', () => {
  const ROUTES = ['/api/audit-log/', '/api/audit-log/export/'];
  let identities: [string, Headers | undefined, number][];

  beforeAll(async () => {
    const [dept] = await ctx.sql<{ id: number }[]>`
      insert into departments (name, email, description, "order", access_key)
      values ('Licensing', 'licensing@example.com', '', 1, ${'k'.repeat(40)}) returning id`;
    identities = [
      ['admin', admin, 200],
      ['recruiter', (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).headers, 403],
      ['department user', (await signedIn(ctx, 'recruiter', { role: 'department', department_id: dept.id })).headers, 403],
      ['recruit', (await signedIn(ctx, 'recruit')).headers, 403],
      ['anonymous', undefined, 401],
    ];
  });

  it.each(ROUTES)('%s: admin 200, recruiter 403, department user 403, recruit 403, anonymous 401', async (url) => {
    for (const [who, headers, status] of identities) {
      const res = await call(ctx, 'GET', url, headers);
      expect(res.statusCode, `${who} ${url}`).toBe(status);
    }
  });
});
