// Candidate Activity (docs/dashboard.md): the whole activity log for staff, paged and filtered.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp();
let headers: Headers;
const URL = '/api/all-activity-logs/';
const MAY = 'date_from=2020-05-01&date_to=2020-05-31';

/**
 * May 2020, by hand: Quinn Zebulon has 23 entries (one a day, May 1–23, alternating email_sent and
 * status_updated, so 12 and 11), Rory Yarrow 2 clearview_completed on May 31 (late evening) and June 1.
 */
beforeAll(async () => {
  ({ headers } = await staff(ctx));
  const recruit = async (first: string, last: string) => {
    const [r] = await ctx.sql<{ id: number }[]>`
      insert into recruits (first_name, last_name, email) values (${first}, ${last}, ${`${first}.${last}@activity.example`.toLowerCase()})
      returning id`;
    return r.id;
  };
  const quinn = await recruit('Quinn', 'Zebulon');
  const rory = await recruit('Rory', 'Yarrow');
  for (let day = 1; day <= 23; day++) {
    const action = day % 2 === 1 ? 'email_sent' : 'status_updated';
    await ctx.sql`
      insert into activity_logs (recruit_id, action, details, created_at)
      values (${quinn}, ${action}, ${ctx.sql.json({ day })}, ${`2020-05-${String(day).padStart(2, '0')} 12:00`})`;
  }
  await ctx.sql`
    insert into activity_logs (recruit_id, action, created_at) values
      (${rory}, 'clearview_completed', '2020-05-31 23:30'),
      (${rory}, 'clearview_completed', '2020-06-01 00:30')`;
});

const get = async (query: string) => {
  const res = await call(ctx, 'GET', `${URL}?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; results: { action: string; recruit_name: string; details: { day?: number }; timestamp: string }[] };
};

describe('GET /api/all-activity-logs/', () => {
  it('pages by 20, newest first, with the count of every match', async () => {
    const first = await get(`${MAY}&search=zebulon`);
    expect(first.count).toBe(23);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ recruit_name: 'Quinn Zebulon', details: { day: 23 } });
    const second = await get(`${MAY}&search=zebulon&page=2`);
    expect(second.results.map((r) => r.details.day)).toEqual([3, 2, 1]);
    expect((await get(`${MAY}&search=zebulon&page=3`)).results).toEqual([]);
    expect((await get(`${MAY}&search=zebulon&page_size=5`)).results).toHaveLength(5);
  });

  it('filters by action, and by name or e-mail case-insensitively', async () => {
    expect((await get(`${MAY}&search=ZEBULON&action=email_sent`)).count).toBe(12);
    expect((await get(`${MAY}&search=zebulon&action=status_updated`)).count).toBe(11);
    expect((await get(`${MAY}&action=clearview_completed`)).count).toBe(1);
    expect((await get(`${MAY}&search=rory.yarrow@`)).count).toBe(1);
    expect((await get(`${MAY}&search=%25`)).count).toBe(0);
  });

  it('includes the whole last day of the range', async () => {
    expect((await get('date_from=2020-05-31&date_to=2020-05-31')).count).toBe(1);
    expect((await get('date_from=2020-05-31&date_to=2020-06-01')).count).toBe(2);
    expect((await get('date_from=2020-05-10&date_to=2020-05-12&search=zebulon')).count).toBe(3);
  });

  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['page_size=500', 'page_size'],
    ['action=salary_paid', 'action'],
    ['date_from=2020-02-30', 'date_from'],
    ['date_to=yesterday', 'date_to'],
    ['date_from=2020-05-10&date_to=2020-05-01', 'date_from'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await call(ctx, 'GET', `${URL}?${query}`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });

  it('is for staff: anonymous 401, a recruit 403', async () => {
    expect((await call(ctx, 'GET', URL)).statusCode).toBe(401);
    const recruit = await signedIn(ctx, 'recruit');
    expect((await call(ctx, 'GET', URL, recruit.headers)).statusCode).toBe(403);
  });
});
