// In production a webhook goes only to a public https address (docs/security.md "Webhooks"):
// registration refuses the rest at the url field, and an attempt whose host name resolves to a
// private address by the time it is sent is refused before any connection is made.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { startWorker } from '../nurture/helpers.ts';
import { deliveries, until } from './helpers.ts';

const ctx = setupTestApp({ NODE_ENV: 'production', SEED_DEMO: 'false', WEBHOOK_MAX_ATTEMPTS: '1' });
const headers = signInStaff(ctx);
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
});

const register = (url: string) => call(ctx, 'POST', '/api/webhooks/endpoints/', headers, { url, events: ['recruit.created'] });

describe('webhook targets in production', () => {
  it('registration takes a public https address and refuses the rest at the url field', async () => {
    const refusals: Record<string, string> = {
      'http://93.184.216.34/hook': 'Must be an https URL',
      'https://127.0.0.1/hook': 'Must not be a private, loopback or link-local address',
      'https://10.0.0.8/hook': 'Must not be a private, loopback or link-local address',
      'https://169.254.169.254/latest/meta-data': 'Must not be a private, loopback or link-local address',
      'https://[::1]/hook': 'Must not be a private, loopback or link-local address',
      'https://localhost/hook': 'Must not be a private, loopback or link-local address',
    };
    for (const [url, text] of Object.entries(refusals)) {
      const res = await register(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field_errors, url).toEqual({ url: [text] });
    }
    expect((await register('https://93.184.216.34/hook')).statusCode).toBe(201);
  });

  it('an attempt to a name that now resolves to a private address is refused without connecting', async () => {
    await ctx.sql`update webhook_endpoints set is_active = false`;
    // As if the name had resolved to a public address when it was registered (DNS rebinding).
    await ctx.sql`
      insert into webhook_endpoints (url, events, secret) values ('https://localhost:9/hook', '{recruit.created}', 'whsec_test')`;
    await createRecruit(ctx, headers);
    worker = await startWorker(ctx);
    await until(async () => (await deliveries(ctx, headers))[0]?.status === 'failed', 15_000, 'the refused attempt');
    const [refused] = await deliveries(ctx, headers);
    expect(refused).toMatchObject({ attempts: 1, response_code: null, last_error: 'localhost resolves to a private address' });
  }, 30_000);
});
