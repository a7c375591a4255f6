import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createSession } from '../../support/clearview.ts';

const ctx = setupTestApp();
type Opts = { headers?: Record<string, string>; payload?: object };
const call = (method: 'GET' | 'POST', url: string, opts: Opts = {}) => ctx.app.inject({ method, url, ...opts });

describe('ClearView sessions (recruiters)', () => {
  it('creates a session with its own token and lists it by recruit', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql);
    const res = await call('POST', '/api/clearview-sessions/', { headers: recruiter.headers, payload: { recruit: s.recruitId } });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ recruit: s.recruitId, status: 'scheduled', data: {}, link_type: null, completed_at: null });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`http://clearpath.test/clearview/${created.token}`);

    const list = await call('GET', `/api/clearview-sessions/?recruit=${s.recruitId}`, { headers: recruiter.headers });
    expect(list.json().results.map((x: { id: number }) => x.id)).toEqual([created.id, s.sessionId]);
    const newest = await call('GET', `/api/clearview-sessions/by_recruit/?recruit_id=${s.recruitId}`, { headers: recruiter.headers });
    expect(newest.json()).toEqual(created);
    const all = await call('GET', '/api/clearview-sessions/', { headers: recruiter.headers });
    expect(all.json().results.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 from by_recruit when the recruit has no session', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const res = await call('GET', '/api/clearview-sessions/by_recruit/?recruit_id=999999', { headers: recruiter.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No ClearView session found for this recruit' });
  });

  it('saves session data, and refuses a completed session with 409', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql);
    const res = await call('POST', `/api/clearview-sessions/${s.sessionId}/save_session/`, {
      headers: recruiter.headers,
      payload: { data: { ownership: { productionGoal: 30_000_000 } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ownership).toMatchObject({ productionGoal: 30_000_000, ownershipData: expect.any(Object) });
    const done = await createSession(ctx.sql, { sessionStatus: 'completed' });
    const refused = await call('POST', `/api/clearview-sessions/${done.sessionId}/save_session/`, {
      headers: recruiter.headers,
      payload: { data: {} },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This session is completed and can no longer be edited' });
    const missing = await call('POST', '/api/clearview-sessions/999999/save_session/', {
      headers: recruiter.headers,
      payload: { data: {} },
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['POST /clearview-sessions/ without recruit', 'POST', '/api/clearview-sessions/', {}, 'recruit'],
    ['POST /clearview-sessions/ with a text recruit', 'POST', '/api/clearview-sessions/', { recruit: 'abc' }, 'recruit'],
    ['GET by_recruit without recruit_id', 'GET', '/api/clearview-sessions/by_recruit/', undefined, 'recruit_id'],
    ['GET list with recruit=-1', 'GET', '/api/clearview-sessions/?recruit=-1', undefined, 'recruit'],
    ['save_session without data', 'POST', '/api/clearview-sessions/1/save_session/', {}, 'data'],
  ] as const)('answers 400 for %s', async (_name, method, url, payload, field) => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const res = await call(method, url, { headers: recruiter.headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toHaveProperty(field);
  });

  it('names the field it checks: save_session says "data", the token-page save says "sessionData"', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const { sessionId, token } = await createSession(ctx.sql);
    for (const data of [undefined, 'text', [1, 2]]) {
      const res = await call('POST', `/api/clearview-sessions/${sessionId}/save_session/`, {
        headers: recruiter.headers,
        payload: { data },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toEqual({ data: ['data must be an object'] });
    }
    const save = await call('POST', `/api/clearview/${token}/save/`, { payload: { module: 'all', sessionData: 'text' } });
    expect(save.statusCode).toBe(400);
    expect(save.json().field_errors).toEqual({ sessionData: ['sessionData must be an object'] });
  });

  it('answers 400 when creating a session for an unknown recruit', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const res = await call('POST', '/api/clearview-sessions/', { headers: recruiter.headers, payload: { recruit: 999999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Recruit not found', field_errors: { recruit: ['Recruit not found'] } });
  });

  it('is for recruiters only: 401 anonymous, 403 recruit', async () => {
    const s = await createSession(ctx.sql);
    const recruit = await signedIn(ctx, 'recruit', { recruit_id: s.recruitId });
    for (const [method, url, payload] of [
      ['GET', '/api/clearview-sessions/', undefined],
      ['GET', `/api/clearview-sessions/by_recruit/?recruit_id=${s.recruitId}`, undefined],
      ['POST', '/api/clearview-sessions/', { recruit: s.recruitId }],
      ['POST', `/api/clearview-sessions/${s.sessionId}/save_session/`, { data: {} }],
    ] as const) {
      expect((await call(method, url, payload ? { payload } : {})).statusCode).toBe(401);
      expect((await call(method, url, { headers: recruit.headers, ...(payload ? { payload } : {}) })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/recruiting/api/recruits/{id}/', () => {
  it('answers the session info to a recruiter and to the recruit themself', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql, { first_name: 'Sam', recruiterId: recruiter.account.id });
    const me = await signedIn(ctx, 'recruit', { recruit_id: s.recruitId });
    for (const headers of [recruiter.headers, me.headers]) {
      const res = await call('GET', `/api/recruiting/api/recruits/${s.recruitId}/`, { headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ firstName: 'Sam', lastName: 'Recruit', recruiterName: 'Test recruiter' });
    }
  });

  it('answers 403 to another recruit, 401 anonymous, 404 unknown, 400 for a bad id', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await createSession(ctx.sql);
    const other = await createSession(ctx.sql);
    const stranger = await signedIn(ctx, 'recruit', { recruit_id: other.recruitId });
    expect((await call('GET', `/api/recruiting/api/recruits/${s.recruitId}/`, { headers: stranger.headers })).statusCode).toBe(403);
    expect((await call('GET', `/api/recruiting/api/recruits/${s.recruitId}/`)).statusCode).toBe(401);
    expect((await call('GET', '/api/recruiting/api/recruits/999999/', { headers: recruiter.headers })).statusCode).toBe(404);
    expect((await call('GET', '/api/recruiting/api/recruits/abc/', { headers: recruiter.headers })).statusCode).toBe(400);
  });
});
