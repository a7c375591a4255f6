import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { createUser, signedIn } from '../../support/fixtures.ts';
import { createSession } from '../../support/clearview.ts';

const ctx = setupTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/clearview/{token}/', () => {
  it('answers the recruit and the session without a bearer token', async () => {
    const recruiter = await createUser(ctx, { type: 'recruiter', first_name: 'Casey', last_name: 'Jones' });
    const s = await createSession(ctx.sql, { recruiterId: recruiter.id, first_name: 'Riley' });
    const res = await get(`/api/clearview/${s.token}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recruit).toEqual({
      id: s.recruitId,
      first_name: 'Riley',
      last_name: 'Recruit',
      email: s.email,
      status: 'clearview_scheduled',
      recruiter_name: 'Casey Jones',
    });
    expect(body.session).toEqual({
      id: s.sessionId,
      recruit: s.recruitId,
      status: 'scheduled',
      data: {},
      scheduled_at: expect.any(String),
      meeting_link: expect.stringMatching(/^https:\/\/meet\.jit\.si\//),
      completed_at: null,
    });
    expect(body).not.toHaveProperty('scenario');
  });

  it('names the recruiter "Unassigned" when there is none', async () => {
    const s = await createSession(ctx.sql);
    expect((await get(`/api/clearview/${s.token}/`)).json().recruit.recruiter_name).toBe('Unassigned');
  });

  it('answers 404 "Invalid or expired session" for an unknown token', async () => {
    const res = await get('/api/clearview/no-such-token/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Invalid or expired session' });
  });

  it('adds the scenario named by ?scenario= when it belongs to the recruit', async () => {
    const s = await createSession(ctx.sql);
    const other = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const create = (recruit: number, name: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/scenarios/', headers: recruiter.headers, payload: { recruit, name } });
    const mine = (await create(s.recruitId, 'Plan B')).json();
    const theirs = (await create(other.recruitId, 'Not yours')).json();

    const withMine = (await get(`/api/clearview/${s.token}/?scenario=${mine.id}`)).json();
    expect(withMine.scenario).toEqual({ id: mine.id, type: 'sandbox', name: 'Plan B', is_locked: false });
    expect((await get(`/api/clearview/${s.token}/?scenario=${theirs.id}`)).json()).not.toHaveProperty('scenario');
    expect((await get(`/api/clearview/${s.token}/?scenario=999999`)).json()).not.toHaveProperty('scenario');
  });

  it('answers 400 for a scenario id that is not a number', async () => {
    const s = await createSession(ctx.sql);
    const res = await get(`/api/clearview/${s.token}/?scenario=abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toHaveProperty('scenario');
  });
});

describe('GET /api/clearview/{token}/ company settings', () => {
  it('carries the company settings, so an anonymous recruit computes with the same rates as the recruiter', async () => {
    const s = await createSession(ctx.sql);
    const before = (await get(`/api/clearview/${s.token}/`)).json();
    expect(before.settings.parRates).toEqual({ clearPAR: 3.25, clearMargin: 2.75 });
    expect(before.settings.financialMetrics.recruitingBasisPoints).toBe(0.0015);

    const recruiter = await signedIn(ctx, 'recruiter');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/company/settings/1/',
      headers: recruiter.headers,
      payload: { parRates: { clearMargin: 2.5 } },
    });
    expect(patch.statusCode).toBe(200);
    const after = (await get(`/api/clearview/${s.token}/`)).json();
    expect(after.settings.parRates).toEqual({ clearPAR: 3.25, clearMargin: 2.5 });
    expect(after.settings).not.toHaveProperty('updated_at');
  });
});
