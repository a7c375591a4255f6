import { freePort } from '../../../scripts/local-servers.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { jobsDrained, startWorker } from './helpers.ts';

/** A port nothing listens on: taken from the OS, then released. */
const deadPort = await freePort();

const ctx = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${deadPort}`, MESSAGE_MAX_ATTEMPTS: '2' });
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
});

describe('delivery with the SMTP server down', () => {
  it('accepting a profile succeeds; its e-mail is kept, retried, then marked failed with the error', async () => {
    const { headers } = await staff(ctx);
    const r = await createRecruit(ctx, headers);
    const { inviteUrl } = (await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers)).json();
    const accept = await call(ctx, 'POST', `/api/accept/${inviteUrl.split('/accept/')[1]}/`, undefined, {
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
    });
    expect(accept.statusCode).toBe(200);
    const [queued] =
      await ctx.sql`select id, status, attempts, links from messages where recruit_id = ${r.id} and subject = 'Set your Clearpath password'`;
    expect(queued).toMatchObject({ status: 'queued', attempts: 0 });
    expect(queued.links[0]).toMatch(/\/setup-password\//);

    worker = await startWorker(ctx);
    await jobsDrained(ctx, 30_000);
    const [after] = await ctx.sql`select status, attempts, last_error, failed_at from messages where id = ${queued.id}`;
    expect(after.status).toBe('failed');
    expect(after.attempts).toBe(2);
    expect(after.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(after.failed_at).not.toBeNull();

    // The Messages screen shows it, with its error.
    const list = (await call(ctx, 'GET', '/api/messages/?status=failed', headers)).json();
    expect(list.results.find((m: { id: number }) => m.id === queued.id)).toMatchObject({ status: 'failed', recruit_id: r.id });
    expect(list.counts.failed).toBeGreaterThanOrEqual(1);
    // The recruiter's bell says so.
    const bell = (await call(ctx, 'GET', '/api/tasks/notifications/', headers)).json();
    expect(bell.results ?? bell).toContainEqual(expect.objectContaining({ title: 'Message not delivered', type: 'error' }));
  }, 40_000);
});
