// Set-up for the webhook tests: a real HTTP receiver on port 0 that keeps what it was sent and
// answers the statuses it is told to, its own check of the signature, and endpoints registered
// through the API.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import type { WebhookEventType } from '@shared/domain/webhooks.ts';

export type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver answering each request with the next of `statuses` (200 once they run out). */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(queue.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/clearpath`,
    received,
    /** Waits until `count` requests have arrived. */
    async waitFor(count: number, timeoutMs = 15_000): Promise<Received[]> {
      await until(() => received.length >= count, timeoutMs, `${count} webhook requests (got ${received.length})`);
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a receiver does with X-Clearpath-Signature: recompute the HMAC of "<t>.<body>" with the
 * secret, compare in constant time, and refuse a timestamp more than five minutes away.
 */
export function verifySignature(secret: string, r: Received, now = Date.now()): boolean {
  const header = String(r.headers['x-clearpath-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > 300 || !parts.v1) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function until(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An endpoint registered through the API; its id and the secret shown once. */
export async function registerEndpoint(ctx: TestContext, headers: Headers, url: string, events: WebhookEventType[]) {
  const res = await call(ctx, 'POST', '/api/webhooks/endpoints/', headers, { url, events });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; secret: string };
}

export type DeliveryJson = {
  id: number;
  endpoint: number;
  event: number;
  event_type: WebhookEventType;
  status: string;
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  replay_of: number | null;
};

/** The delivery log as staff read it, newest first. */
export async function deliveries(ctx: TestContext, headers: Headers, query = ''): Promise<DeliveryJson[]> {
  const res = await call(ctx, 'GET', `/api/webhooks/deliveries/${query}`, headers);
  if (res.statusCode !== 200) throw new Error(`deliveries failed: ${res.statusCode} ${res.body}`);
  return res.json().results;
}

/** The events written so far, oldest first, with their bodies' `data`. */
export function eventsOf(ctx: TestContext, type?: WebhookEventType) {
  return ctx.sql<{ id: number; type: WebhookEventType; payload: Record<string, unknown> }[]>`
    select id, type, payload from webhook_events where ${type ? ctx.sql`type = ${type}` : ctx.sql`true`} order by id`;
}
