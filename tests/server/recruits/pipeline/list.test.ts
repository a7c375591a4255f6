import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn } from '../../../support/fixtures.ts';
import type { Recruit } from '@shared/schemas/recruits.ts';
import { createRecruit, walk } from '../helpers.ts';
import { call, type Headers, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
const created: Recruit[] = [];

const list = async (query = '', h: Headers = headers) => {
  const res = await call(ctx, 'GET', `/api/recruits/${query}`, h);
  expect(res.statusCode).toBe(200);
  return res.json() as { results: Recruit[]; next: string | null; count: number };
};

// 25 recruits with distinct, sortable names; creation order = index order.
beforeAll(async () => {
  for (let i = 0; i < 25; i++) {
    const n = String(i).padStart(2, '0');
    created.push(
      await createRecruit(ctx, headers, {
        first_name: `Pat${n}`,
        last_name: `Listing${String.fromCharCode(65 + ((i * 7) % 25))}`,
        email: `pat${n}@list.example.com`,
        phone: `555-01${n}`,
        recruiting_source: i % 5 === 0 ? 'social' : 'referral',
      }),
    );
  }
  // Stagger creation times so ordering by date is unambiguous.
  for (const [i, r] of created.entries()) {
    await ctx.sql`update recruits set created_at = now() - make_interval(mins => ${25 - i}) where id = ${r.id}`;
  }
  await walk(ctx, headers, created[3].id, ['profile_accepted']);
  await walk(ctx, headers, created[7].id, ['profile_accepted', 'clearview_scheduled']);
});

describe('GET /api/recruits/ pagination', () => {
  it('pages by 20 with a next URL, and the last page has next null', async () => {
    const page1 = await list();
    expect(page1.count).toBe(25);
    expect(page1.results).toHaveLength(20);
    expect(page1.next).toBe('/api/recruits/?page=2');
    const page2 = await list('?page=2');
    expect(page2.results).toHaveLength(5);
    expect(page2.next).toBeNull();
    const ids = [...page1.results, ...page2.results].map((r) => r.id);
    expect(new Set(ids).size).toBe(25);
  });

  it('answers an empty page beyond the end', async () => {
    expect(await list('?page=9')).toEqual({ results: [], next: null, previous: '/api/recruits/?page=2', count: 25 });
  });

  it('keeps the filters in the next URL', async () => {
    const page = await list('?search=list.example&ordering=name&recruiting_source=referral');
    expect(page.count).toBe(20);
    expect(page.next).toBeNull();
    const all = await list('?search=pat&ordering=-name');
    expect(all.next).toBe('/api/recruits/?search=pat&ordering=-name&page=2');
  });
});

describe('GET /api/recruits/ filters', () => {
  it('searches name, e-mail and phone case-insensitively', async () => {
    expect((await list('?search=PAT07')).results.map((r) => r.id)).toEqual([created[7].id]);
    expect((await list('?search=pat12%40LIST')).results.map((r) => r.id)).toEqual([created[12].id]);
    expect((await list('?search=555-0119')).results.map((r) => r.id)).toEqual([created[19].id]);
    expect((await list(`?search=${encodeURIComponent(created[4].last_name.toLowerCase())}`)).results.map((r) => r.id)).toContain(
      created[4].id,
    );
    expect((await list('?search=nobody-by-this-name')).count).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=_')).count).toBe(0);
  });

  it('filters by status', async () => {
    const page = await list('?status=clearview_scheduled');
    expect(page.results.map((r) => r.id)).toEqual([created[7].id]);
    expect(page.results[0].statusLabel).toBe('ClearView scheduled');
    expect((await list('?status=profile_created')).count).toBe(23);
    expect((await list('?status=')).count).toBe(25);
  });

  it('filters by a sidebar phase: every status the phase holds', async () => {
    const acceptance = await list('?phase=profile_acceptance');
    expect(acceptance.results.map((r) => r.id)).toEqual([created[3].id]);
    await ctx.sql`update recruits set status = 'nurture_long_term' where id = ${created[10].id}`;
    await ctx.sql`update recruits set status = 'founder_call_completed' where id = ${created[11].id}`;
    const nurture = await list('?phase=nurture_campaign');
    expect(nurture.results.map((r) => r.id).sort()).toEqual([created[10].id, created[11].id].sort());
    // A stage, when given, is the narrower filter the user chose last (the client sends only one).
    expect((await list('?phase=nurture_campaign&status=nurture_long_term')).count).toBe(1);
    await ctx.sql`update recruits set status = 'profile_created' where id in (${created[10].id}, ${created[11].id})`;
  });

  it('filters by source value or label text', async () => {
    expect((await list('?recruiting_source=social')).count).toBe(5);
    expect((await list('?recruiting_source=Social%20Media')).count).toBe(5);
    expect((await list('?recruiting_source=billboard')).count).toBe(0);
  });

  it.each([
    ['an unknown status', '?status=hired', 'status'],
    ['a page of 0', '?page=0', 'page'],
    ['a non-numeric page', '?page=two', 'page'],
    ['an unknown ordering', '?ordering=salary', 'ordering'],
    ['an unknown phase', '?phase=hiring', 'phase'],
    ['a 10,000-character search', `?search=${'x'.repeat(10_000)}`, 'search'],
    ['a NUL character in the search', '?search=a%00b', 'search'],
  ])('answers 400 for %s', async (_name, query, field) => {
    const res = await call(ctx, 'GET', `/api/recruits/${query}`, headers);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });
});

describe('GET /api/recruits/ orderings', () => {
  const ids = (rs: Recruit[]) => rs.map((r) => r.id);
  it('orders newest first by default and oldest first on request', async () => {
    const newest = await list('?search=list.example');
    expect(newest.results[0].id).toBe(created[24].id);
    const oldest = await list('?search=list.example&ordering=created_at');
    expect(oldest.results[0].id).toBe(created[0].id);
  });

  it('orders by last name, both ways', async () => {
    const byName = [...created].sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id);
    expect(ids((await list('?ordering=name')).results)).toEqual(ids(byName.slice(0, 20)));
    expect(ids((await list('?ordering=-name')).results)).toEqual(ids([...byName].reverse().slice(0, 20)));
  });

  it('orders by source, and by days in stage (most first, or fewest first)', async () => {
    const bySource = (await list('?search=list.example&ordering=-source')).results;
    expect(bySource.slice(0, 5).every((r) => r.recruiting_source === 'social')).toBe(true);
    await ctx.sql`update recruits set status_changed_at = now() - interval '40 days' where id = ${created[12].id}`;
    const most = (await list('?search=list.example&ordering=-days_in_stage')).results[0];
    expect(most).toMatchObject({ id: created[12].id, days_in_stage: 40 });
    const fewest = (await list('?search=list.example&ordering=days_in_stage&page=2')).results;
    expect(fewest.at(-1)?.id).toBe(created[12].id);
  });

  it('orders by recruiter name', async () => {
    const other = await signedIn(ctx, 'recruiter');
    await ctx.sql`update users set last_name = 'Aaronson' where id = ${other.user.id}`;
    await ctx.sql`update recruits set recruiter_id = ${other.user.id} where id = ${created[5].id}`;
    expect((await list('?search=list.example&ordering=recruiter')).results[0].id).toBe(created[5].id);
    expect((await list('?search=list.example&ordering=-recruiter&page=2')).results.at(-1)?.id).toBe(created[5].id);
  });

  it('orders by pipeline stage (status and stage are the same)', async () => {
    const later = (await list('?ordering=-status')).results;
    expect(ids(later.slice(0, 2))).toEqual([created[7].id, created[3].id]);
    const earlier = (await list('?ordering=stage&page=2')).results;
    expect(ids(earlier.slice(-2))).toEqual([created[3].id, created[7].id]);
  });
});

describe('GET /api/recruits/ permissions', () => {
  it('shows a recruit user only their own record', async () => {
    const own = created[5];
    const me = await signedIn(ctx, 'recruit', { recruit_id: own.id });
    const mine = await list('', me.headers);
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({ id: own.id, email: own.email, notes: '' });
    expect((await list(`?search=${encodeURIComponent(own.email)}`, me.headers)).count).toBe(1);
    expect((await list('?search=pat12', me.headers)).count).toBe(0);
  });

  it('shows a recruit user without a record nothing', async () => {
    const me = await signedIn(ctx, 'recruit');
    expect(await list('', me.headers)).toEqual({ results: [], next: null, previous: null, count: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api/recruits/')).statusCode).toBe(401);
  });
});
