// The coaching talking points are for signed-in recruiters only; the client bundle no longer has them.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp();
const get = (headers?: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/clearview/coaching-notes/', headers });

describe('GET /api/clearview/coaching-notes/', () => {
  it('answers a recruiter with the reminders and one card per module', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const res = await get(recruiter.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reminders.length).toBeGreaterThan(0);
    expect(body.notes.map((n: { module: string }) => n.module)).toEqual([
      'productionDetails',
      'personalBusiness',
      'loanPricing',
      'recruiting',
      'ownership',
    ]);
  });

  it('refuses anonymous callers (401) and recruits (403) with the one error shape', async () => {
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: expect.any(String) });
    const recruit = await signedIn(ctx, 'recruit');
    const refused = await get(recruit.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: expect.any(String) });
  });
});

describe('PUT /api/clearview/coaching-notes/', () => {
  const put = (headers: Record<string, string> | undefined, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/clearview/coaching-notes/', headers, payload: payload as object });

  it('replaces the talking points every presenter panel reads, kept in session order', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const before = (await get(recruiter.headers)).json();
    const notes = [...before.notes].reverse().map((n: { module: string }) => ({ ...n, goal: `New goal for ${n.module}` }));
    const res = await put(recruiter.headers, { reminders: ['  Start on time.  '], notes });
    expect(res.statusCode).toBe(200);
    const after = (await get((await signedIn(ctx, 'recruiter')).headers)).json();
    expect(after.reminders).toEqual(['Start on time.']);
    expect(after.notes.map((n: { module: string }) => n.module)).toEqual(before.notes.map((n: { module: string }) => n.module));
    expect(after.notes[0].goal).toBe('New goal for productionDetails');
  });

  it('refuses a set missing a module, an empty point, or too long a text, and changes nothing', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const current = (await get(recruiter.headers)).json();
    const cases: [unknown, string][] = [
      [{ ...current, notes: current.notes.slice(1) }, 'Give exactly one note for each module'],
      [{ ...current, notes: [{ ...current.notes[0], points: [''] }, ...current.notes.slice(1)] }, 'A talking point is required'],
      [{ ...current, reminders: ['x'.repeat(301)] }, 'Must be at most 300 characters'],
      [{ ...current, reminders: [] }, 'Give at least one reminder'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(recruiter.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await get(recruiter.headers)).json()).toEqual(current);
  });

  it('is for recruiters: anonymous 401, a recruit 403', async () => {
    const current = (await get((await signedIn(ctx, 'recruiter')).headers)).json();
    expect((await put(undefined, current)).statusCode).toBe(401);
    expect((await put((await signedIn(ctx, 'recruit')).headers, current)).statusCode).toBe(403);
  });
});
