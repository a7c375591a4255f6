import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp();
const MARCH = '/api/analytics/?date_from=2020-03-01&date_to=2020-03-31';
let headers: Headers;

/**
 * A small March 2020 worked by hand (docs/dashboard.md "Analytics & Reports"); times carry no zone, so
 * they are the database's local times, as the range's days are.
 *   A: created 03-01, accepted 03-03 (2 days), scheduled 03-04 (1), ClearView completed 03-08 (4); session 09:00–10:00
 *   B: created 03-02, accepted 03-06 (4 days)
 *   C: created 03-10, still profile_created
 *   D: created in February, onboarded; a proforma session on 03-09 10:00–11:30
 * E-mails sent: two on 03-05, one on 04-02 (outside); one SMS on 03-05 (not an e-mail).
 */
beforeAll(async () => {
  ({ headers } = await staff(ctx));
  const recruit = async (name: string, status: string, createdAt: string) => {
    const [r] = await ctx.sql<{ id: number }[]>`
      insert into recruits (first_name, last_name, email, status, created_at)
      values (${name}, 'Analytics', ${`${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`}, ${status}, ${createdAt})
      returning id`;
    return r.id;
  };
  const move = (id: number, stage: string, previous: string, days: number, at: string) => ctx.sql`
    insert into status_timeline (recruit_id, stage, previous_stage, days_in_stage, created_at)
    values (${id}, ${stage}, ${previous}, ${days}, ${at})`;
  const a = await recruit('Ann', 'clearview_completed', '2020-03-01 10:00');
  const b = await recruit('Ben', 'profile_accepted', '2020-03-02 10:00');
  await recruit('Cal', 'profile_created', '2020-03-10 10:00');
  const d = await recruit('Dee', 'onboarded', '2020-02-15 10:00');
  await move(a, 'profile_accepted', 'profile_created', 2, '2020-03-03 10:00');
  await move(a, 'clearview_scheduled', 'profile_accepted', 1, '2020-03-04 10:00');
  await move(a, 'clearview_completed', 'clearview_scheduled', 4, '2020-03-08 10:00');
  await move(b, 'profile_accepted', 'profile_created', 4, '2020-03-06 10:00');
  await move(d, 'profile_accepted', 'profile_created', 5, '2020-02-20 10:00');
  await ctx.sql`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, started_at, completed_at)
    values (${a}, ${randomBytes(16).toString('hex')}, 'completed', '2020-03-08 09:00', '2020-03-08 09:00', '2020-03-08 10:00')`;
  await ctx.sql`
    insert into proforma_sessions (recruit_id, model_type_id, token, status, scheduled_at, started_at, completed_at)
    values (${d}, 1, ${randomBytes(16).toString('hex')}, 'completed', '2020-03-09 10:00', '2020-03-09 10:00', '2020-03-09 11:30')`;
  await ctx.sql`
    insert into messages (channel, to_address, text_body, status, sent_at) values
      ('email', 'a@example.com', 'x', 'sent', '2020-03-05 12:00'),
      ('email', 'b@example.com', 'x', 'sent', '2020-03-05 13:00'),
      ('email', 'c@example.com', 'x', 'sent', '2020-04-02 12:00'),
      ('sms', '+15555550100', 'x', 'sent', '2020-03-05 12:00')`;
});

describe('GET /api/analytics/', () => {
  it('counts every recruit by current status', async () => {
    const res = await call(ctx, 'GET', MARCH, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().pipeline_metrics.by_status).toMatchObject({
      profile_created: 1,
      profile_accepted: 1,
      clearview_completed: 1,
      onboarded: 1,
      clearview_scheduled: 0,
    });
  });

  it('builds the funnel of recruits created in the range, with conversion from the stage before', async () => {
    const { pipeline_metrics } = (await call(ctx, 'GET', MARCH, headers)).json();
    expect(
      pipeline_metrics.funnel.map((f: { stage: string; reached: number; conversion_from_previous: number | null }) => [
        f.stage,
        f.reached,
        f.conversion_from_previous,
      ]),
    ).toEqual([
      ['profile_created', 3, null],
      ['profile_accepted', 2, 66.7],
      ['clearview_scheduled', 1, 50],
      ['clearview_completed', 1, 100],
      ['discovery_access_expanded', 0, 0],
      ['onboarding_initiated', 0, null],
      ['onboarded', 0, null],
    ]);
  });

  it('averages the days spent in each stage left within the range', async () => {
    const { pipeline_metrics } = (await call(ctx, 'GET', MARCH, headers)).json();
    const byStage = Object.fromEntries(pipeline_metrics.time_in_stage.map((s: { stage: string }) => [s.stage, s]));
    expect(byStage.profile_created).toMatchObject({ avg_days: 3, exits: 2 });
    expect(byStage.profile_accepted).toMatchObject({ avg_days: 1, exits: 1 });
    expect(byStage.clearview_scheduled).toMatchObject({ avg_days: 4, exits: 1 });
    expect(byStage.clearview_completed).toMatchObject({ avg_days: null, exits: 0 });
    expect(byStage.onboarded).toBeUndefined();
  });

  it('counts e-mails, completed sessions and acceptances in the range, per day too', async () => {
    const { activity_metrics, date_from, date_to } = (await call(ctx, 'GET', MARCH, headers)).json();
    expect([date_from, date_to]).toEqual(['2020-03-01', '2020-03-31']);
    expect(activity_metrics).toMatchObject({ emails_sent: 2, sessions_completed: 2, profiles_accepted: 2 });
    expect(activity_metrics.by_day).toHaveLength(31);
    expect(activity_metrics.by_day[4]).toEqual({ date: '2020-03-05', emails_sent: 2, sessions_completed: 0, profiles_accepted: 0 });
    expect(activity_metrics.by_day[7]).toEqual({ date: '2020-03-08', emails_sent: 0, sessions_completed: 1, profiles_accepted: 0 });
  });

  it('averages the time to acceptance and to ClearView in days, and session length in minutes', async () => {
    const { time_metrics } = (await call(ctx, 'GET', MARCH, headers)).json();
    expect(time_metrics).toEqual({ avg_time_to_acceptance: 3, avg_time_to_clearview: 7, avg_session_duration: 75 });
  });

  it('a range with nothing in it answers zeros and nulls, not errors', async () => {
    const res = await call(ctx, 'GET', '/api/analytics/?date_from=2019-01-01&date_to=2019-01-07', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.activity_metrics).toMatchObject({ emails_sent: 0, sessions_completed: 0, profiles_accepted: 0 });
    expect(body.activity_metrics.by_day).toHaveLength(7);
    expect(body.time_metrics).toEqual({ avg_time_to_acceptance: null, avg_time_to_clearview: null, avg_session_duration: null });
    expect(body.pipeline_metrics.funnel[0]).toMatchObject({ reached: 0, conversion_from_previous: null });
  });

  it('without a range, answers the last 30 days up to today', async () => {
    const body = (await call(ctx, 'GET', '/api/analytics/', headers)).json();
    const [{ today, tenDaysAgo }] = await ctx.sql<{ today: string; tenDaysAgo: string }[]>`
      select current_date::text as today, (current_date - 10)::text as "tenDaysAgo"`;
    expect(body.date_to).toBe(today);
    expect(body.activity_metrics.by_day).toHaveLength(30);
    const onlyFrom = (await call(ctx, 'GET', `/api/analytics/?date_from=${tenDaysAgo}`, headers)).json();
    expect([onlyFrom.date_from, onlyFrom.date_to]).toEqual([tenDaysAgo, today]);
    expect(onlyFrom.activity_metrics.by_day).toHaveLength(11);
  });

  it.each([
    ['date_from=2020-02-30', 'date_from is not a calendar date'],
    ['date_from=March', 'date_from must be a date (YYYY-MM-DD)'],
    ['date_to=2020-13-01', 'date_to is not a calendar date'],
    ['date_from=2020-03-10&date_to=2020-03-01', 'date_from must not be after date_to'],
    ['date_from=2018-01-01&date_to=2020-01-01', 'The range may span at most 366 days'],
    ['date_from=2000-01-01', 'The range may span at most 366 days'],
  ])('refuses %s with 400: %s', async (query, message) => {
    const res = await call(ctx, 'GET', `/api/analytics/?${query}`, headers);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(res.json()).toHaveProperty('error');
  });

  it('is for staff: anonymous 401, a recruit 403', async () => {
    expect((await call(ctx, 'GET', MARCH)).statusCode).toBe(401);
    const recruit = await signedIn(ctx, 'recruit');
    expect((await call(ctx, 'GET', MARCH, recruit.headers)).statusCode).toBe(403);
  });
});
