import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { queueEmail } from '../../../server/src/modules/messages/queue.ts';
import { jobsDrained, startWorker } from '../nurture/helpers.ts';

const ctx = setupTestApp();
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
});

describe('the message log', () => {
  it('keeps an e-mail subject on one line whatever went into it', async () => {
    const id = await queueEmail(ctx.sql, {
      recruitId: null,
      to: 'someone@example.com',
      subject: 'Welcome Ann\r\nBcc: attacker@example.com',
      text: 'Hello',
      type: 'notification',
    });
    const [m] = await ctx.sql`select subject from messages where id = ${id}`;
    expect(m.subject).toBe('Welcome Ann Bcc: attacker@example.com');
  });

  it('a sent e-mail carries an open pixel; loading it marks the message opened, once, and a wrong token changes nothing', async () => {
    const { headers } = await staff(ctx);
    const r = await createRecruit(ctx, headers);
    await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers);
    worker = await startWorker(ctx);
    await jobsDrained(ctx);
    const [m] = await ctx.sql`select id, status, transport, html_body from messages where recruit_id = ${r.id}`;
    expect(m).toMatchObject({ status: 'sent', transport: 'outbox' });
    const pixel = /\/api\/messages\/opened\/([A-Za-z0-9_-]+)\.gif/.exec(m.html_body)?.[0];
    expect(pixel).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/messages/opened/wrong-token-000000000000.gif' })).statusCode).toBe(200);
    expect((await ctx.sql`select status from messages where id = ${m.id}`)[0].status).toBe('sent');
    const res = await ctx.app.inject({ method: 'GET', url: pixel as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const [opened] = await ctx.sql`select status, opened_at from messages where id = ${m.id}`;
    expect(opened.status).toBe('opened');
    expect(opened.opened_at).not.toBeNull();
  });

  it('GET /messages/ filters by status, pages, and counts every status', async () => {
    const { headers } = await staff(ctx);
    for (let i = 0; i < 3; i++) {
      const r = await createRecruit(ctx, headers);
      await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers);
    }
    await jobsDrained(ctx);
    const all = (await call(ctx, 'GET', '/api/messages/', headers)).json();
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(all.results[0]).toMatchObject({ channel: 'email', type: 'invitation', subject: 'Your Clearpath profile is ready for review' });
    expect(all.counts.sent + all.counts.opened).toBe(all.count);
    const opened = (await call(ctx, 'GET', '/api/messages/?status=opened', headers)).json();
    expect(opened.results.every((m: { status: string }) => m.status === 'opened')).toBe(true);
    expect((await call(ctx, 'GET', '/api/messages/?status=bounced', headers)).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/api/messages/?page=0', headers)).statusCode).toBe(400);
  });
});
