import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createSession } from '../../support/clearview.ts';

const ctx = setupTestApp();
const complete = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/clearview/${token}/complete/`, payload: payload as object, headers });
const recruitStatus = async (id: number) => (await ctx.sql<{ status: string }[]>`select status from recruits where id = ${id}`)[0].status;
const activity = (recruitId: number) =>
  ctx.sql<{ action: string; actor_id: number | null; details: Record<string, unknown> }[]>`
    select action, actor_id, details from activity_logs where recruit_id = ${recruitId} order by id`;

describe('POST /api/clearview/{token}/complete/', () => {
  it('completes the session, moves the recruit, creates the locked baseline and logs it', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql);
    const res = await complete(
      s.token,
      { sessionData: { productionDetails: { monthlyVolume: 1_000_000, avgLoanSize: 250_000 } } },
      recruiter.headers,
    );
    expect(res.statusCode).toBe(200);
    const { session, scenario } = res.json();
    expect(session).toMatchObject({ id: s.sessionId, recruit: s.recruitId, status: 'completed', completed_at: expect.any(String) });
    expect(session.data.productionDetails).toMatchObject({ monthlyVolume: 1_000_000, annualVolume: 12_000_000, unitsPerMonth: 4 });
    expect(scenario).toEqual({ id: expect.any(Number), type: 'baseline', name: 'ClearView Baseline', is_locked: true, data: session.data });

    expect(await recruitStatus(s.recruitId)).toBe('clearview_completed');
    const entries = await activity(s.recruitId);
    expect(entries.map((e) => e.action)).toEqual(['status_updated', 'clearview_completed']);
    expect(entries[1]).toMatchObject({ actor_id: recruiter.account.id, details: { session_id: s.sessionId, scenario_id: scenario.id } });

    const scenarios = await ctx.app.inject({ method: 'GET', url: `/api/scenarios/?recruit=${s.recruitId}`, headers: recruiter.headers });
    expect(scenarios.json().results).toEqual([expect.objectContaining({ id: scenario.id, type: 'baseline', is_locked: true })]);
  });

  it('records the system as actor without a bearer token (or with a stale one)', async () => {
    const s = await createSession(ctx.sql);
    const res = await complete(s.token, { sessionData: {} }, { authorization: 'Bearer stale' });
    expect(res.statusCode).toBe(200);
    const entries = await activity(s.recruitId);
    expect(entries.find((e) => e.action === 'clearview_completed')?.actor_id).toBeNull();
  });

  it('refuses to complete twice with 409 and changes nothing more', async () => {
    const s = await createSession(ctx.sql);
    expect((await complete(s.token, { sessionData: {} })).statusCode).toBe(200);
    const again = await complete(s.token, { sessionData: { productionDetails: { monthlyVolume: 5 } } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This session is already completed' });
    const [{ n }] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from scenarios where recruit_id = ${s.recruitId}`;
    expect(n).toBe(1);
  });

  it('moves a recruit still at profile_accepted (forced) and leaves one further along where they are', async () => {
    const early = await createSession(ctx.sql, { status: 'profile_accepted' });
    expect((await complete(early.token, { sessionData: {} })).statusCode).toBe(200);
    expect(await recruitStatus(early.recruitId)).toBe('clearview_completed');

    const later = await createSession(ctx.sql, { status: 'discovery_access_expanded' });
    expect((await complete(later.token, { sessionData: {} })).statusCode).toBe(200);
    expect(await recruitStatus(later.recruitId)).toBe('discovery_access_expanded');
  });

  it('keeps an existing baseline rather than creating a second', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/scenarios/',
      headers: recruiter.headers,
      payload: { recruit: s.recruitId, name: 'Earlier baseline', type: 'baseline' },
    });
    const res = await complete(s.token, { sessionData: {} });
    expect(res.json().scenario).toMatchObject({ id: made.json().id, name: 'Earlier baseline' });
  });

  it('answers 404 for an unknown token and 400 for a bad body', async () => {
    expect((await complete('nope', { sessionData: {} })).statusCode).toBe(404);
    const s = await createSession(ctx.sql);
    const bad = await complete(s.token, { sessionData: 'all of it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toHaveProperty('sessionData');
    expect((await complete(s.token, {})).statusCode).toBe(400);
    const [{ status }] = await ctx.sql<{ status: string }[]>`select status from clearview_sessions where id = ${s.sessionId}`;
    expect(status).toBe('scheduled');
  });
});

describe('the recruiter is told', () => {
  it('puts "ClearView completed" on the recruit\'s recruiter\'s bell', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql, { recruiterId: recruiter.account.id, first_name: 'Robin' });
    expect((await complete(s.token, { sessionData: {} })).statusCode).toBe(200);
    const bell = (await ctx.app.inject({ method: 'GET', url: '/api/tasks/notifications/', headers: recruiter.headers })).json();
    expect(bell.results.map((n: { title: string; message: string }) => [n.title, n.message])).toEqual([
      ['ClearView completed', "Robin Recruit's ClearView session is complete; the baseline scenario is saved."],
    ]);
  });
});
