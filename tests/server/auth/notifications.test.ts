import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import { notify } from '../../../server/src/modules/notifications/repo.ts';

const ctx = setupTestApp();

describe('notifications (the staff bell)', () => {
  it("lists only the signed-in user's notifications, newest first, and marks one read", async () => {
    const me = await signedIn(ctx, 'recruiter');
    const other = await signedIn(ctx, 'recruiter');
    await notify(ctx.sql, { userId: me.account.id, title: 'First' });
    await notify(ctx.sql, { userId: me.account.id, title: 'Second', type: 'success' });
    await notify(ctx.sql, { userId: other.account.id, title: 'Not mine' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/tasks/notifications/', headers: me.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.results.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(body.unread).toBe(2);

    const id = body.results[0].id;
    const mark = await ctx.app.inject({ method: 'POST', url: `/api/tasks/notifications/${id}/mark_read/`, headers: me.headers });
    expect(mark.statusCode).toBe(200);
    const foreign = await ctx.app.inject({ method: 'POST', url: `/api/tasks/notifications/${id}/mark_read/`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/tasks/notifications/', headers: me.headers })).json();
    expect(after.unread).toBe(1);
  });

  it('answers 401 without a token and 400 for a malformed id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tasks/notifications/' })).statusCode).toBe(401);
    const me = await signedIn(ctx, 'recruiter');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/tasks/notifications/abc/mark_read/', headers: me.headers });
    expect(res.statusCode).toBe(400);
  });
});
