import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import type { Recruit } from '@shared/schemas/recruits.ts';
import { createRecruit, TO_CLEARVIEW_COMPLETED, walk } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

// One database for this file: the figures below count exactly the recruits made here.
const ctx = setupTestApp();
const headers = signInStaff(ctx);
let fresh: Recruit, accepted: Recruit, scheduled: Recruit, completed: Recruit, discovery: Recruit, onboarded: Recruit, keen: Recruit;

beforeAll(async () => {
  fresh = await createRecruit(ctx, headers, { first_name: 'Fresh' });
  accepted = await createRecruit(ctx, headers, { first_name: 'Accepted' });
  scheduled = await createRecruit(ctx, headers, { first_name: 'Scheduled' });
  completed = await createRecruit(ctx, headers, { first_name: 'Completed' });
  discovery = await createRecruit(ctx, headers, { first_name: 'Discovery' });
  onboarded = await createRecruit(ctx, headers, { first_name: 'Onboarded' });
  keen = await createRecruit(ctx, headers, { first_name: 'Keen' });
  // Two days from creation to acceptance for everyone who accepted.
  await ctx.sql`update recruits set created_at = now() - interval '2 days', status_changed_at = now() - interval '2 days'`;
  await ctx.sql`update recruits set created_at = now() - interval '20 days' where id = ${fresh.id}`;
  await walk(ctx, headers, accepted.id, ['profile_accepted']);
  await walk(ctx, headers, scheduled.id, ['profile_accepted', 'clearview_scheduled']);
  await walk(ctx, headers, completed.id, TO_CLEARVIEW_COMPLETED);
  await walk(ctx, headers, discovery.id, TO_CLEARVIEW_COMPLETED);
  await call(ctx, 'POST', `/api/recruits/${discovery.id}/enable_discovery_access/`, headers, {});
  await walk(ctx, headers, onboarded.id, [...TO_CLEARVIEW_COMPLETED, 'onboarding_requested', 'onboarding_initiated', 'onboarded']);
  await ctx.sql`update recruits set profile_completion_percentage = 75 where id = ${keen.id}`;
});

describe('GET /api/recruits/stats/', () => {
  it('counts the pipeline', async () => {
    const res = await call(ctx, 'GET', '/api/recruits/stats/', headers);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(Object.keys(stats.by_status)).toEqual([...RECRUIT_STATUSES]);
    expect(stats).toMatchObject({
      total_recruits: 7,
      new_this_week: 6,
      new_this_month: 7,
      onboarded: 1,
      conversion_rate: 14.3,
      discovery_enabled: 1,
      avg_profile_to_acceptance_days: 2,
      // scheduled, completed, discovery, onboarded reached scheduling; three of them completed it
      clearview_completion_rate: 75,
    });
    expect(stats.by_status).toMatchObject({
      profile_created: 2,
      profile_accepted: 1,
      clearview_scheduled: 1,
      clearview_completed: 1,
      discovery_access_expanded: 1,
      onboarded: 1,
      nurture_long_term: 0,
    });
  });
});

describe('GET /api/recruits/stats/ work figures', () => {
  it('counts sessions in progress, open tasks, e-mails sent today and profile completion', async () => {
    await ctx.sql`update clearview_sessions set status = 'in_progress' where recruit_id = ${scheduled.id}`;
    await ctx.sql`insert into nurture_tasks (recruit_id, title, due_at) values (${keen.id}, 'Call', now())`;
    const sent = await ctx.sql`
      update messages set status = 'sent', sent_at = now()
      where id in (select id from messages where channel = 'email' order by id limit 3) returning id`;
    await ctx.sql`update messages set status = 'sent', sent_at = now() - interval '2 days' where id not in ${ctx.sql(sent.map((m) => m.id))}`;
    await ctx.sql`update recruits set profile_completion_percentage = 100 where id = ${keen.id}`;
    const stats = (await call(ctx, 'GET', '/api/recruits/stats/', headers)).json();
    const [{ pending }] = await ctx.sql`select count(*)::int as pending from onboarding_tasks where status <> 'completed'`;
    expect(stats).toMatchObject({
      active_sessions: 1,
      pending_tasks: pending + 1,
      emails_sent_today: 3,
      // The five who accepted have accounts; accepting starts the profile at 31 % (docs/profile.md).
      avg_profile_completion: 31,
      complete_profiles: 1,
    });
    // Back as the other tests of this file expect it.
    await ctx.sql`update recruits set profile_completion_percentage = 75 where id = ${keen.id}`;
    await ctx.sql`update clearview_sessions set status = 'scheduled' where recruit_id = ${scheduled.id}`;
  });
});

describe('GET /api/recruits/filters/', () => {
  it('offers the seven stages, the sources and the orderings', async () => {
    const body = (await call(ctx, 'GET', '/api/recruits/filters/', headers)).json();
    expect(body.statuses).toEqual([
      { value: 'profile_created', label: 'Profile Created – Awaiting Acceptance' },
      { value: 'profile_accepted', label: 'Profile Accepted – Pending ClearView Session' },
      { value: 'clearview_scheduled', label: 'ClearView scheduled' },
      { value: 'clearview_completed', label: 'ClearView completed' },
      { value: 'discovery_access_expanded', label: 'Discovery access expanded' },
      { value: 'onboarding_initiated', label: 'Onboarding initiated' },
      { value: 'onboarded', label: 'Onboarded' },
    ]);
    expect(body.recruiting_sources).toContainEqual({ value: 'social', label: 'Social Media' });
    expect(body.orderings.map((o: { value: string }) => o.value)).toEqual([
      '-created_at',
      'created_at',
      'name',
      '-name',
      'status',
      '-status',
    ]);
  });
});

describe('GET /api/recruits/onboarding_ready/', () => {
  it('lists recruits with ClearView done or a profile at 60% or more, without a request yet', async () => {
    const body = (await call(ctx, 'GET', '/api/recruits/onboarding_ready/', headers)).json();
    const names = body.results.map((r: { first_name: string }) => r.first_name).sort();
    expect(names).toEqual(['Completed', 'Discovery', 'Keen']);
    expect(body.count).toBe(3);
    expect(body.results.find((r: { id: number }) => r.id === keen.id)).toEqual({
      id: keen.id,
      first_name: 'Keen',
      last_name: keen.last_name,
      email: keen.email,
      status: 'profile_created',
      profile_completion_percentage: 75,
      clearview_completed: false,
    });
  });

  it('counts a completed session as ClearView done', async () => {
    await call(ctx, 'POST', `/api/recruits/${scheduled.id}/schedule_clearview/`, headers, {
      scheduledDate: new Date(Date.now() + 3600_000).toISOString(),
      linkType: 'generated',
    });
    await ctx.sql`update clearview_sessions set status = 'completed', completed_at = now() where recruit_id = ${scheduled.id}`;
    const body = (await call(ctx, 'GET', '/api/recruits/onboarding_ready/?search=scheduled', headers)).json();
    expect(body.results).toEqual([expect.objectContaining({ id: scheduled.id, clearview_completed: true })]);
    expect((await call(ctx, 'GET', `/api/recruits/${scheduled.id}/`, headers)).json().clearview_completed).toBe(true);
  });
});

describe('staff-only report endpoints', () => {
  it.each(['/api/recruits/stats/', '/api/recruits/filters/', '/api/recruits/onboarding_ready/'])(
    '%s: 401 anonymous, 403 recruit',
    async (url) => {
      expect((await call(ctx, 'GET', url)).statusCode).toBe(401);
      const me = await signedIn(ctx, 'recruit', { recruit_id: fresh.id });
      expect((await call(ctx, 'GET', url, me.headers)).statusCode).toBe(403);
    },
  );
});

describe('POST /api/recruits/{id}/track_activity/', () => {
  it('records a dashboard visit by the recruit, shown in the activity log', async () => {
    const me = await signedIn(ctx, 'recruit', { recruit_id: completed.id });
    const details = { timestamp: new Date().toISOString(), profile_completion: 40, discovery_enabled: false };
    const res = await call(ctx, 'POST', `/api/recruits/${completed.id}/track_activity/`, me.headers, {
      activity_type: 'dashboard_visit',
      details,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    const log = (await call(ctx, 'GET', '/api/activity-logs/', me.headers)).json();
    expect(log.results[0]).toEqual({
      id: res.json().id,
      action: 'dashboard_visit',
      recruit: completed.id,
      recruit_name: `Completed ${completed.last_name}`,
      details,
      timestamp: expect.any(String),
      actor: 'Test recruit',
    });
  });

  it.each([
    ['no activity_type', { details: {} }],
    ['an activity_type with spaces', { activity_type: 'drop table', details: {} }],
    ['a system action', { activity_type: 'status_updated', details: {} }],
    ['an onboarding action', { activity_type: 'onboarding_completed', details: {} }],
    ['a forged deletion', { activity_type: 'recruit_deleted', details: {} }],
    ['any type not on the documented list', { activity_type: 'profile_viewed', details: {} }],
    ['details that are not an object', { activity_type: 'dashboard_visit', details: 'hello' }],
    ['10,000 characters of details', { activity_type: 'dashboard_visit', details: { blob: 'x'.repeat(10_000) } }],
    ['a NUL character in details', { activity_type: 'dashboard_visit', details: { note: 'a\u0000b' } }],
  ])('answers 400 for %s', async (_n, payload) => {
    const res = await call(ctx, 'POST', `/api/recruits/${completed.id}/track_activity/`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('names the documented types when it refuses one, and writes nothing', async () => {
    const res = await call(ctx, 'POST', `/api/recruits/${completed.id}/track_activity/`, headers, {
      activity_type: 'recruit_deleted',
      details: {},
    });
    expect(res.json().field_errors).toEqual({ activity_type: ['activity_type must be one of: dashboard_visit'] });
    const [{ n }] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from activity_logs where action = 'recruit_deleted'`;
    expect(n).toBe(0);
  });

  it('answers 403 for another recruit, 404 for an unknown one', async () => {
    const me = await signedIn(ctx, 'recruit', { recruit_id: completed.id });
    const payload = { activity_type: 'dashboard_visit', details: {} };
    expect((await call(ctx, 'POST', `/api/recruits/${fresh.id}/track_activity/`, me.headers, payload)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/recruits/999999/track_activity/', headers, payload)).statusCode).toBe(404);
  });
});

describe('GET /api/activity-logs/', () => {
  it('lists every recruit for staff, newest first, with names and actors', async () => {
    const body = (await call(ctx, 'GET', '/api/activity-logs/?limit=5', headers)).json();
    expect(body.results).toHaveLength(5);
    expect(body.count).toBeGreaterThan(20);
    const times = body.results.map((a: { timestamp: string }) => a.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('limits a recruit user to their own record', async () => {
    const me = await signedIn(ctx, 'recruit', { recruit_id: fresh.id });
    const own = (await call(ctx, 'GET', '/api/activity-logs/', me.headers)).json();
    expect(own.results.every((a: { recruit: number }) => a.recruit === fresh.id)).toBe(true);
    expect((await call(ctx, 'GET', `/api/activity-logs/?recruit=${accepted.id}`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/activity-logs/?recruit=abc', headers)).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/api/activity-logs/')).statusCode).toBe(401);
  });
});

describe('GET /api/discovery-access/', () => {
  it('lists access rows for staff and only the own row for a recruit', async () => {
    const all = (await call(ctx, 'GET', '/api/discovery-access/', headers)).json();
    expect(all.results.map((r: { recruit: number }) => r.recruit)).toEqual([discovery.id]);
    const me = await signedIn(ctx, 'recruit', { recruit_id: discovery.id });
    const own = (await call(ctx, 'GET', '/api/discovery-access/', me.headers)).json();
    expect(own.results).toEqual([
      expect.objectContaining({ recruit: discovery.id, is_enabled: true, pin: expect.stringMatching(/^\d{6}$/) }),
    ]);
    const other = await signedIn(ctx, 'recruit', { recruit_id: fresh.id });
    expect((await call(ctx, 'GET', '/api/discovery-access/', other.headers)).json()).toEqual({ results: [] });
    expect((await call(ctx, 'GET', `/api/discovery-access/?recruit=${discovery.id}`, other.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/recruits/{id}/timeline/ permissions', () => {
  it('lets a recruit read their own timeline only', async () => {
    const me = await signedIn(ctx, 'recruit', { recruit_id: accepted.id });
    expect((await call(ctx, 'GET', `/api/recruits/${accepted.id}/timeline/`, me.headers)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/recruits/${fresh.id}/timeline/`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/recruits/999999/timeline/', headers)).statusCode).toBe(404);
  });
});
