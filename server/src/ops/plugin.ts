// Operating endpoints at the root, outside /api (docs/deployment.md "Health" and "Metrics"):
// /healthz and /readyz for load balancers and orchestrators, unauthenticated and cheap; /metrics
// for Prometheus, mounted only when METRICS_TOKEN is set and answered only with that bearer token.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HealthResponse, ReadinessResponse } from '@shared/schemas/ops.ts';
import { readinessProbe } from './readiness.ts';
import { jobQueue } from './repo.ts';
import type { Metrics } from './metrics.ts';
import type { Deps } from '../deps.ts';

type OpsOptions = {
  /** Loaded only with METRICS_TOKEN (app.ts); absent, /metrics is not mounted (404). */
  metrics?: { series: Metrics; token: string };
  deps: Deps;
};

/** Route label for requests no route matched (the SPA fallback, unknown paths): never the raw URL. */
const UNMATCHED = '(unmatched)';

// Probes come every few seconds from every balancer: their requests are not logged one by one.
const QUIET = 'warn';

// Both sides hashed to one length, so the comparison takes the same time whatever the guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

export const opsPlugin = fp(async (base: FastifyInstance, opts: OpsOptions) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const probe = readinessProbe(base, opts.deps);

  app.get('/healthz', { logLevel: QUIET, schema: { response: { 200: HealthResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/readyz', { logLevel: QUIET, schema: { response: { 200: ReadinessResponse, 503: ReadinessResponse } } }, async (_req, reply) => {
    const result = await probe();
    return reply
      .code(result.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  });

  if (!opts.metrics) return;
  const { series, token } = opts.metrics;
  const expected = digest(`Bearer ${token}`);
  series.readFrom({ rooms: () => opts.deps.rooms.liveCounts(), jobQueue: () => jobQueue(opts.deps.sql) });

  base.addHook('onResponse', async (request, reply) => {
    series.requestDone(request.routeOptions.url ?? UNMATCHED, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: QUIET }, async (request, reply) => {
    const given = request.headers.authorization;
    if (!given) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'The metrics token is required' });
    if (!timingSafeEqual(digest(given), expected)) return reply.code(403).send({ error: 'The metrics token is not valid' });
    return reply
      .header('cache-control', 'no-store')
      .type(series.registry.contentType)
      .send(await series.registry.metrics());
  });
});
