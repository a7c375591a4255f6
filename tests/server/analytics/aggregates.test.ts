// The dashboard's summaries (migrations/00022_dashboard_aggregates.sql) follow the writes: after
// creating, moving and deleting recruits, logging activity, sending e-mails and completing sessions,
// the answers of stats, analytics and Candidate Activity change accordingly, and every summary table
// holds exactly what rebuilding it from the source tables gives.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit, walk } from '../recruits/helpers.ts';

const ctx = setupTestApp();
let headers: Headers;
let adminId: number;

/** Each summary table, with the condition that keeps its rows that count something (writes that cancel out leave zeros). */
const SUMMARIES: Record<string, string> = {
  recruit_facts: 'true',
  recruit_counts: 'recruits <> 0 or profile_sum <> 0',
  recruit_created_days: 'recruits <> 0',
  recruit_milestone_days: 'recruits <> 0 or secs_sum <> 0',
  status_timeline_days: 'moves <> 0 or timed_moves <> 0 or days_sum <> 0',
  email_days: 'emails <> 0',
  session_days: 'sessions <> 0 or timed_sessions <> 0 or secs_sum <> 0',
  activity_day_counts: 'entries <> 0',
  activity_recruit_counts: 'entries <> 0',
};

/** Every summary's rows that count something, in a stable order. */
async function summaries(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, counts] of Object.entries(SUMMARIES)) {
    const rows = await ctx.sql.unsafe(`select t::text as row from ${table} t where ${counts} order by 1`);
    out[table] = rows.map((r) => r.row as string);
  }
  return out;
}

/** The summaries as kept by the triggers equal the summaries rebuilt from scratch. */
async function expectSummariesExact(): Promise<void> {
  const kept = await summaries();
  await ctx.sql`select rebuild_dashboard_aggregates_now()`;
  expect(kept).toEqual(await summaries());
}

const get = async (url: string) => {
  const res = await call(ctx, 'GET', url, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const today = async () => (await ctx.sql<{ d: string }[]>`select current_date::text as d`)[0].d;

beforeAll(async () => {
  const admin = await staff(ctx);
  ({ headers } = admin);
  adminId = admin.account.id;
});

describe('dashboard summaries', () => {
  it('know the pipeline order of shared/domain/recruit-status.ts', async () => {
    const rows = await ctx.sql<{ stage: string }[]>`select stage from recruit_stages order by position`;
    expect(rows.map((r) => r.stage)).toEqual([...RECRUIT_STATUSES]);
  });

  it('follow recruits created, moved along the pipeline and deleted', async () => {
    const before = await get('/api/recruits/stats/');
    const a = await createRecruit(ctx, headers);
    const b = await createRecruit(ctx, headers);
    const created = await get('/api/recruits/stats/');
    expect(created.total_recruits).toBe(before.total_recruits + 2);
    expect(created.new_this_week).toBe(before.new_this_week + 2);
    expect(created.by_status.profile_created).toBe(before.by_status.profile_created + 2);

    await walk(ctx, headers, a.id, ['profile_accepted', 'clearview_scheduled', 'clearview_completed']);
    const moved = await get('/api/recruits/stats/');
    expect(moved.by_status.profile_created).toBe(before.by_status.profile_created + 1);
    expect(moved.by_status.clearview_completed).toBe(before.by_status.clearview_completed + 1);
    expect(moved.clearview_completion_rate).toBe(100);

    const d = await today();
    const analytics = await get(`/api/analytics/?date_from=${d}&date_to=${d}`);
    const reached = Object.fromEntries(
      analytics.pipeline_metrics.funnel.map((f: { stage: string; reached: number }) => [f.stage, f.reached]),
    );
    expect(reached).toMatchObject({ profile_created: 2, profile_accepted: 1, clearview_scheduled: 1, clearview_completed: 1 });
    expect(analytics.activity_metrics.profiles_accepted).toBe(1);
    expect(analytics.activity_metrics.sessions_completed).toBe(1);
    expect(analytics.time_metrics.avg_time_to_clearview).toBe(0);
    await expectSummariesExact();

    await ctx.sql`delete from recruits where id = ${a.id}`;
    const deleted = await get('/api/recruits/stats/');
    expect(deleted.total_recruits).toBe(before.total_recruits + 1);
    expect(deleted.by_status.clearview_completed).toBe(before.by_status.clearview_completed);
    const after = await get(`/api/analytics/?date_from=${d}&date_to=${d}`);
    expect(after.pipeline_metrics.funnel[0].reached).toBe(1);
    expect(after.activity_metrics.profiles_accepted).toBe(0);
    expect(after.activity_metrics.sessions_completed).toBe(0);
    await ctx.sql`delete from recruits where id = ${b.id}`;
    await expectSummariesExact();
  });

  it('follow activity logged, e-mails sent and sessions completed on a given day', async () => {
    const r = await createRecruit(ctx, headers, { first_name: 'Summary', last_name: 'Follower' });
    const day = '2019-06-10';
    const list = () => get(`/api/all-activity-logs/?date_from=${day}&date_to=${day}`);
    const searched = () => get('/api/all-activity-logs/?search=summary follower');
    const range = () => get(`/api/analytics/?date_from=${day}&date_to=${day}`);
    const [listBefore, searchBefore] = [await list(), await searched()];
    expect(listBefore.count).toBe(0);

    await ctx.sql`
      insert into activity_logs (recruit_id, action, created_at) values
        (${r.id}, 'email_sent', ${`${day} 09:00`}), (${r.id}, 'status_updated', ${`${day} 10:00`}), (null, 'email_sent', ${`${day} 11:00`})`;
    expect((await list()).count).toBe(3);
    expect((await get(`/api/all-activity-logs/?action=email_sent&date_from=${day}&date_to=${day}`)).count).toBe(2);
    expect((await searched()).count).toBe(searchBefore.count + 2);
    // Renamed, the recruit's entries (its creation and the two above) are found by the new name only.
    await ctx.sql`update recruits set last_name = 'Renamed' where id = ${r.id}`;
    expect((await searched()).count).toBe(0);
    expect((await get('/api/all-activity-logs/?search=summary renamed')).count).toBe(searchBefore.count + 2);
    await ctx.sql`update recruits set last_name = 'Follower' where id = ${r.id}`;
    expect((await searched()).count).toBe(searchBefore.count + 2);

    await ctx.sql`
      insert into messages (recruit_id, channel, to_address, text_body, status, sent_at) values
        (${r.id}, 'email', 'a@example.com', 'x', 'sent', ${`${day} 12:00`}), (${r.id}, 'sms', '+15555550100', 'x', 'sent', ${`${day} 12:00`})`;
    await ctx.sql`
      insert into clearview_sessions (recruit_id, token, status, scheduled_at, started_at, completed_at)
      values (${r.id}, ${randomBytes(16).toString('hex')}, 'completed', ${`${day} 13:00`}, ${`${day} 13:00`}, ${`${day} 13:45`})`;
    let figures = (await range()).activity_metrics;
    expect([figures.emails_sent, figures.sessions_completed]).toEqual([1, 1]);
    expect((await range()).time_metrics.avg_session_duration).toBe(45);

    // An e-mail that turns out never to have gone, a session reopened, an entry removed.
    await ctx.sql`update messages set sent_at = null where recruit_id = ${r.id} and channel = 'email'`;
    await ctx.sql`update clearview_sessions set status = 'in_progress', completed_at = null where recruit_id = ${r.id}`;
    await ctx.sql`delete from activity_logs where recruit_id is null and created_at = ${`${day} 11:00`}`;
    figures = (await range()).activity_metrics;
    expect([figures.emails_sent, figures.sessions_completed]).toEqual([0, 0]);
    expect((await list()).count).toBe(2);
    expect((await get('/api/recruits/stats/')).active_sessions).toBe(1);
    await expectSummariesExact();
  });

  it('follow accounts and profile percentages in the stats', async () => {
    const r = await createRecruit(ctx, headers);
    const before = await get('/api/recruits/stats/');
    await ctx.sql`update recruits set profile_completion_percentage = 100 where id = ${r.id}`;
    expect((await get('/api/recruits/stats/')).complete_profiles).toBe(before.complete_profiles + 1);
    await ctx.sql`insert into users (type, email, recruit_id) values ('recruit', ${`acct-${r.id}@example.com`}, ${r.id})`;
    const stats = await get('/api/recruits/stats/');
    const [{ avg }] = await ctx.sql<{ avg: number }[]>`
      select avg(r.profile_completion_percentage)::float8 as avg from recruits r where exists (select 1 from users u where u.recruit_id = r.id)`;
    expect(stats.avg_profile_completion).toBe(Math.round(avg * 10) / 10);
    await expectSummariesExact();
  });

  it('count Candidate Activity from the summaries only for a user who sees every recruit', async () => {
    const alice = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
    const mine = await createRecruit(ctx, alice.headers, { first_name: 'Owned', last_name: 'Byalice' });
    const others = await createRecruit(ctx, headers, { first_name: 'Owned', last_name: 'Byadmin' });
    await ctx.sql`update recruits set recruiter_id = ${alice.account.id} where id = ${mine.id}`;
    await ctx.sql`update recruits set recruiter_id = ${adminId} where id = ${others.id}`;
    await ctx.sql`
      insert into activity_logs (recruit_id, action, created_at) values
        (${mine.id}, 'email_sent', '2018-01-02 10:00'), (${others.id}, 'email_sent', '2018-01-02 11:00')`;
    const count = async (h: Headers, query: string) => (await call(ctx, 'GET', `/api/all-activity-logs/?${query}`, h)).json().count;
    const day = 'date_from=2018-01-02&date_to=2018-01-02';
    const setVisibility = (v: 'team' | 'own') => call(ctx, 'PATCH', '/api/company/settings/1/', headers, { pipeline_visibility: v });

    expect([await count(headers, day), await count(alice.headers, day)]).toEqual([2, 2]);
    expect((await setVisibility('own')).statusCode).toBe(200);
    expect([await count(headers, day), await count(alice.headers, day)]).toEqual([2, 1]);
    // Each recruit also has its recruit_created entry.
    expect(await count(alice.headers, 'search=owned')).toBe(2);
    expect(await count(headers, 'search=owned')).toBe(4);
    expect((await setVisibility('team')).statusCode).toBe(200);
    expect(await count(alice.headers, 'search=owned')).toBe(4);
  });
});
