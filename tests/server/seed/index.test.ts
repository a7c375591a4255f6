import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { seedIfEmpty } from '../../../server/src/seed/index.ts';
import { insertRefreshToken } from '../../../server/src/modules/auth/repo.ts';
import { hashToken, newToken } from '../../../server/src/lib/tokens.ts';

const ctx = setupTestApp();

describe('demo seed', () => {
  it('fills an empty database once, and the demo accounts can sign in', async () => {
    const seed = () => seedIfEmpty({ sql: ctx.sql, appUrl: 'http://clearpath.test', log: () => {} });
    expect(await seed()).toBe(true);
    const [{ count: users }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from users`;
    expect(await seed()).toBe(false);
    const [{ count: again }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from users`;
    expect(again).toBe(users);

    // The demo recruit (Jordan Avery) finished ClearView, so a locked baseline exists, and a sandbox beside it.
    const jordan = await ctx.sql<{ type: string; is_locked: boolean }[]>`
      select s.type, s.is_locked from scenarios s join users u on u.recruit_id = s.recruit_id
      where u.email = 'recruit@clearpath.test' order by s.id`;
    expect(jordan).toEqual([
      { type: 'baseline', is_locked: true },
      { type: 'sandbox', is_locked: false },
    ]);

    // The Messages screen opens with every outcome.
    const outcomes = await ctx.sql<{ status: string }[]>`select distinct status from messages order by status`;
    expect(outcomes.map((m) => m.status)).toEqual(['delivered', 'failed', 'opened', 'sent']);

    // The demo recruiter's bell is not empty.
    const [{ count: bell }] = await ctx.sql<{ count: number }[]>`
      select count(*)::int as count from notifications n join users u on u.id = n.user_id
      where u.email = 'recruiter@clearpath.test'`;
    expect(bell).toBeGreaterThan(0);

    // The nurture recruits are enrolled, with steps still ahead, so the drip has work as days pass.
    const [{ active }] = await ctx.sql<{ active: number }[]>`select count(*)::int as active from nurture_enrollments where is_active`;
    const [{ due }] = await ctx.sql<{ due: number }[]>`
      select count(*)::int as due from nurture_enrollments e join nurture_campaign_steps s on s.campaign_id = e.campaign_id
      where e.is_active and e.enrolled_at + make_interval(days => s.day_offset) <= now()`;
    expect(active).toBeGreaterThanOrEqual(5);
    expect(due).toBe(0);

    // The proforma recruits have their sessions; the first completed one breaks even in month 4.
    const sessions = await ctx.sql<{ status: string; recruit_status: string }[]>`
      select s.status, r.status as recruit_status from proforma_sessions s join recruits r on r.id = s.recruit_id order by s.id`;
    expect(sessions.filter((s) => s.recruit_status === 'proforma_scheduled').every((s) => s.status === 'scheduled')).toBe(true);
    expect(sessions.filter((s) => s.status === 'completed').length).toBeGreaterThanOrEqual(2);
    const recruiter = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'recruiter@clearpath.test', password: 'clearpath-demo', user_type: 'recruiter' },
    });
    const headers = { authorization: `Bearer ${recruiter.json().access}` };
    const [first] = await ctx.sql<{ id: number }[]>`select id from proforma_sessions where status = 'completed' order by id limit 1`;
    const calc = await ctx.app.inject({ method: 'POST', url: `/api/proforma/sessions/${first.id}/calculate/`, headers });
    expect(calc.json().yearly_summary.break_even_month).toBe(4);

    for (const [email, user_type] of [
      ['recruiter@clearpath.test', 'recruiter'],
      ['recruit@clearpath.test', 'recruit'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email, password: 'clearpath-demo', user_type },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('SEED_DEMO=false', () => {
  const quiet = setupTestApp({ SEED_DEMO: 'false' });
  it('shows no demo credentials on the login form', async () => {
    const res = await quiet.app.inject({ method: 'GET', url: '/api/auth/demo-credentials/' });
    expect(res.json()).toEqual({ accounts: [] });
  });

  it('on a database seeded before, the demo accounts cannot sign in with their published password', async () => {
    await seedIfEmpty({ sql: quiet.sql, appUrl: 'http://clearpath.test', log: () => {} });
    for (const [email, user_type] of [
      ['recruiter@clearpath.test', 'recruiter'],
      ['recruit@clearpath.test', 'recruit'],
    ]) {
      const res = await quiet.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email, password: 'clearpath-demo', user_type },
      });
      expect(res.statusCode, email).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password' });
    }
    // Nor does a refresh token the demo recruiter got while demo access was on renew its login.
    const [demo] = await quiet.sql<{ id: number }[]>`select id from users where email = 'recruiter@clearpath.test'`;
    const refresh = newToken();
    await insertRefreshToken(quiet.sql, { tokenHash: hashToken(refresh), familyId: randomUUID(), userId: demo.id, ttlSeconds: 3600 });
    const renewed = await quiet.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
    expect(renewed.statusCode).toBe(401);
  });
});
