// /readyz with REDIS_URL (docs/deployment.md "Health"): the room bus is part of readiness, and a
// Redis that stops makes the instance unready, with the reason, until it is back.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { startRedisServer } from '../../scripts/local-servers.ts';
import { onFreshDatabase, type TestContext } from '../support/test-app.ts';
import { waitFor } from '../support/collab.ts';

const ctx = {} as TestContext;
// A Redis of its own: stopping it must not touch the tier's shared one.
const redis = await startRedisServer();
afterAll(() => redis.stop());
onFreshDatabase(ctx, { REDIS_URL: redis.url }, async () => {
  ctx.app = await buildApp({ config: ctx.config, sql: ctx.sql });
  await ctx.app.ready();
});

const readyz = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

describe('readiness with the room bus on Redis', () => {
  it('is 200 with Redis up and 503 naming Redis once it stops', async () => {
    const up = await readyz();
    expect(up.status).toBe(200);
    expect(up.body.checks.redis).toBe('ok');
    await redis.stop();
    await waitFor(async () => (await readyz()).status === 503, 'readiness to fail', 10_000);
    const down = await readyz();
    expect(down.body.error).toMatch(/^redis: /);
    expect(down.body.checks.database).toBe('ok');
  });
});
