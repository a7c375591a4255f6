// Webhook delivery end to end (docs/deployment.md "Webhooks"): a change in the app, the job runner,
// a real HTTP receiver on port 0 that checks the signature; retries after a 500 with backoff, the
// last attempt marks the delivery failed, and a replay sends the same event again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { createRecruit, walk } from '../recruits/helpers.ts';
import { startWorker } from '../nurture/helpers.ts';
import { webhookEventBody } from '@shared/schemas/webhooks.ts';
import { deliveries, registerEndpoint, startReceiver, until, verifySignature } from './helpers.ts';

const ctx = setupTestApp({ WEBHOOK_MAX_ATTEMPTS: '2' });
const headers = signInStaff(ctx);
let worker: FastifyInstance;
const receivers: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  worker = await startWorker(ctx);
});
afterAll(async () => {
  await worker?.close();
  for (const r of receivers) await r.close();
});

async function receiver(statuses: number[] = []) {
  const r = await startReceiver(statuses);
  receivers.push(r);
  return r;
}

describe('webhook delivery', () => {
  it('a status change reaches the receiver once, signed with the secret, and the log says delivered', async () => {
    const hook = await receiver();
    const { id: endpoint, secret } = await registerEndpoint(ctx, headers, hook.url, ['recruit.status_changed']);
    const recruit = await createRecruit(ctx, headers);
    await walk(ctx, headers, recruit.id, ['profile_accepted']);

    const [got] = await hook.waitFor(1);
    expect(verifySignature(secret, got)).toBe(true);
    expect(verifySignature('whsec_another-secret', got)).toBe(false);
    expect(verifySignature(secret, { ...got, body: got.body.replace('profile_accepted', 'onboarded') })).toBe(false);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-clearpath-event']).toBe('recruit.status_changed');

    const body = webhookEventBody('recruit.status_changed').parse(JSON.parse(got.body));
    expect(body.data).toMatchObject({
      recruit_id: recruit.id,
      from: 'profile_created',
      to: 'profile_accepted',
      recruit: { id: recruit.id, email: recruit.email, first_name: recruit.first_name, status: 'profile_accepted' },
    });

    await until(async () => (await deliveries(ctx, headers))[0]?.status === 'delivered', 5000, 'the delivery to be logged');
    const [logged] = await deliveries(ctx, headers, `?endpoint=${endpoint}`);
    expect(logged).toMatchObject({ event_type: 'recruit.status_changed', status: 'delivered', attempts: 1, response_code: 200 });
    expect(String(logged.id)).toBe(got.headers['x-clearpath-delivery']);
    expect(hook.received).toHaveLength(1);
  }, 30_000);

  it('a 500 is tried again after a backoff; the second attempt delivers the same body', async () => {
    const hook = await receiver([500]);
    const { id: endpoint, secret } = await registerEndpoint(ctx, headers, hook.url, ['recruit.created']);
    const recruit = await createRecruit(ctx, headers);

    await hook.waitFor(1);
    await until(
      async () => (await deliveries(ctx, headers, `?endpoint=${endpoint}`))[0]?.response_code === 500,
      5000,
      'the failed attempt to be logged',
    );
    const [between] = await deliveries(ctx, headers, `?endpoint=${endpoint}`);
    expect(between).toMatchObject({ status: 'pending', attempts: 1, response_code: 500, last_error: 'HTTP 500' });

    const [first, second] = await hook.waitFor(2);
    expect(second.body).toBe(first.body);
    expect(verifySignature(secret, second)).toBe(true);
    expect(JSON.parse(second.body).data.recruit).toMatchObject({ id: recruit.id, status: 'profile_created' });
    await until(async () => (await deliveries(ctx, headers, `?endpoint=${endpoint}`))[0].status === 'delivered', 5000, 'delivered');
    const [logged] = await deliveries(ctx, headers, `?endpoint=${endpoint}`);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 2, response_code: 200, last_error: null });
  }, 30_000);

  it('the last allowed attempt marks it failed; a replay sends the same event again as a new delivery', async () => {
    const hook = await receiver([503, 503]);
    const { id: endpoint, secret } = await registerEndpoint(ctx, headers, hook.url, ['recruit.created']);
    await createRecruit(ctx, headers);

    await hook.waitFor(2);
    await until(async () => (await deliveries(ctx, headers, `?endpoint=${endpoint}`))[0].status === 'failed', 5000, 'failed');
    const [failed] = await deliveries(ctx, headers, `?endpoint=${endpoint}&status=failed`);
    expect(failed).toMatchObject({ attempts: 2, response_code: 503, last_error: 'HTTP 503', replay_of: null });

    // The job runner stops while the replay is asked for, so the new delivery is seen pending (no
    // attempt yet, whatever the machine's speed); it starts again to send it.
    await worker.close();
    const replay = await call(ctx, 'POST', `/api/webhooks/deliveries/${failed.id}/replay/`, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ status: 'pending', attempts: 0, event: failed.event, endpoint, replay_of: failed.id });
    // Still being tried: not replayed twice at once.
    expect((await call(ctx, 'POST', `/api/webhooks/deliveries/${replay.json().id}/replay/`, headers)).statusCode).toBe(409);
    worker = await startWorker(ctx);

    const all = await hook.waitFor(3);
    expect(all[2].body).toBe(all[0].body);
    expect(verifySignature(secret, all[2])).toBe(true);
    await until(async () => (await deliveries(ctx, headers, `?endpoint=${endpoint}`))[0].status === 'delivered', 5000, 'delivered');
    const log = await deliveries(ctx, headers, `?endpoint=${endpoint}`);
    expect(log.map((d) => [d.status, d.replay_of])).toEqual([
      ['delivered', failed.id],
      ['failed', null],
    ]);
  }, 30_000);
});
