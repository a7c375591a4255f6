import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();

describe('Email Tracking', () => {
  it('counts each status once and names the share the mail server accepted, never a delivery rate the cards contradict', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    expect((await call(ctx, 'POST', '/api/nurture/trigger-high-engagement/', headers, { recruit_id: r.id })).statusCode).toBe(201);
    // Whatever the drip queued, give the e-mails of the last 30 days known statuses: 2 sent, 1 opened, 1 failed, 1 still queued.
    await ctx.sql`delete from messages where channel = 'email'`;
    for (const status of ['sent', 'sent', 'opened', 'failed', 'queued']) {
      await ctx.sql`
        insert into messages (recruit_id, channel, to_address, subject, text_body, status)
        values (${r.id}, 'email', ${r.email}, 'Tracking', 'Body', ${status})`;
    }
    const { email_tracking: t } = (await call(ctx, 'GET', '/api/nurture/dashboard/overview/', headers)).json();
    expect(t).toMatchObject({ total: 5, queued: 1, sent: 2, delivered: 0, opened: 1, failed: 1 });
    // 3 of the 4 no longer queued were accepted (sent or opened); 1 of those 3 was opened.
    expect(t.accepted_rate).toBe(75);
    expect(t.open_rate).toBe(33.3);
    expect(t).not.toHaveProperty('delivery_rate');
  });
});
