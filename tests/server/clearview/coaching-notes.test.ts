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
