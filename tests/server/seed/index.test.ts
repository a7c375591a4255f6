import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { seedIfEmpty } from '../../../server/src/seed/index.ts';

const ctx = setupTestApp();

describe('demo seed', () => {
  it('fills an empty database once, and the demo accounts can sign in', async () => {
    const seed = () => seedIfEmpty({ sql: ctx.sql, appUrl: 'http://clearpath.test', log: () => {} });
    expect(await seed()).toBe(true);
    const [{ count: users }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from users`;
    expect(await seed()).toBe(false);
    const [{ count: again }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from users`;
    expect(again).toBe(users);

    // The demo recruit (Jordan Avery) finished ClearView, so a locked baseline scenario exists.
    const [jordan] = await ctx.sql<{ type: string; is_locked: boolean }[]>`
      select s.type, s.is_locked from scenarios s join users u on u.recruit_id = s.recruit_id
      where u.email = 'recruit@clearpath.test'`;
    expect(jordan).toEqual({ type: 'baseline', is_locked: true });

    // The demo recruiter's bell is not empty.
    const [{ count: bell }] = await ctx.sql<{ count: number }[]>`
      select count(*)::int as count from notifications n join users u on u.id = n.user_id
      where u.email = 'recruiter@clearpath.test'`;
    expect(bell).toBeGreaterThan(0);

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
});
