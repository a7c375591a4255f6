import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit } from '../recruits/helpers.ts';

const ctx = setupTestApp();

describe('GET /api/dashboard/overview/', () => {
  it("lists this week's sessions, not last week's, and the newest activity", async () => {
    const { headers } = await staff(ctx);
    const r = await createRecruit(ctx, headers, { first_name: 'Weekly' });
    const token = () => randomBytes(16).toString('hex');
    await ctx.sql`
      insert into clearview_sessions (recruit_id, token, status, scheduled_at)
      values (${r.id}, ${token()}, 'scheduled', date_trunc('week', now()) + interval '2 days 10 hours'),
             (${r.id}, ${token()}, 'scheduled', date_trunc('week', now()) - interval '2 days')`;
    const res = await call(ctx, 'GET', '/api/dashboard/overview/', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.week_sessions.filter((s: { recruit_id: number }) => s.recruit_id === r.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'clearview',
      recruit_name: `Weekly ${r.last_name}`,
      href: expect.stringMatching(/^\/clearview\//),
    });
    expect(body.recent_activity[0]).toMatchObject({ recruit: r.id });
    expect(Array.isArray(body.urgent_tasks)).toBe(true);
  });

  it('answers 401 anonymous and 403 to a recruit', async () => {
    expect((await call(ctx, 'GET', '/api/dashboard/overview/')).statusCode).toBe(401);
    const recruit = await signedIn(ctx, 'recruit');
    expect((await call(ctx, 'GET', '/api/dashboard/overview/', recruit.headers)).statusCode).toBe(403);
  });
});
