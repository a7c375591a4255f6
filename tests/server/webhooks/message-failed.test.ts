// message.failed (docs/deployment.md "Webhooks"): an e-mail whose last delivery attempt fails is
// announced to the endpoints that chose it, written with the message's failed status.
import { freePort } from '../../../scripts/local-servers.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { startWorker } from '../nurture/helpers.ts';
import { registerEndpoint, startReceiver, verifySignature } from './helpers.ts';

/** A port nothing listens on: the SMTP server is down. */
const deadPort = await freePort();
const ctx = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${deadPort}`, MESSAGE_MAX_ATTEMPTS: '1' });
const hook = await startReceiver();
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
  await hook.close();
});

describe('message.failed', () => {
  it('reaches the receiver when an e-mail cannot be delivered', async () => {
    const { headers } = await staff(ctx);
    const { secret } = await registerEndpoint(ctx, headers, hook.url, ['message.failed']);
    const recruit = await createRecruit(ctx, headers);
    expect((await call(ctx, 'POST', `/api/recruits/${recruit.id}/send_acceptance_invite/`, headers)).statusCode).toBe(200);
    const [message] = await ctx.sql<{ id: number }[]>`select id from messages where recruit_id = ${recruit.id}`;

    worker = await startWorker(ctx);
    const [got] = await hook.waitFor(1, 20_000);
    expect(verifySignature(secret, got)).toBe(true);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      type: 'message.failed',
      data: { recruit_id: recruit.id, message_id: message.id, channel: 'email', recruit: { id: recruit.id, email: recruit.email } },
    });
    expect(body.data.error).toMatch(/ECONNREFUSED|connect/i);
    const [after] = await ctx.sql`select status from messages where id = ${message.id}`;
    expect(after.status).toBe('failed');
  }, 40_000);
});
