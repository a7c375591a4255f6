import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import type { Config } from './config.ts';
import type { Sql } from './db/connect.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { authPlugin } from './plugins/auth.ts';
import { jobsPlugin, type JobsOptions } from './jobs/plugin.ts';
import { spaPlugin } from './plugins/spa.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { apiModules } from './modules/index.ts';
import { redactUrl } from './lib/redact-url.ts';
import { rateLimitedWarn } from './lib/rate-limited-log.ts';
import { nestingDepth } from './lib/json-depth.ts';
import { answerClientError } from './lib/client-error.ts';
import { badRequest } from './lib/http-error.ts';
import { collabPlugin, createRoomServer, roomKinds } from './collab/plugin.ts';
import { createDeps } from './deps.ts';
import type { CollabOptions } from './collab/collab-server.ts';
import { opsPlugin } from './ops/plugin.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { auditTrailPlugin } from './plugins/audit-trail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sql: Sql;
    config: Config;
  }
}

export type AppDeps = {
  config: Config;
  sql: Sql;
  /** Start the job runner with the app (main does; tests that need delivery or the drip pass it). */
  jobs?: JobsOptions;
  serveClient?: boolean;
  /** The built client to serve (default: CLIENT_DIST). */
  clientDist?: string;
  /** Room server tuning (flush interval, compaction threshold); tests of several instances set it. */
  collab?: Partial<Omit<CollabOptions, 'log' | 'warn' | 'bus'>>;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write(line: string): void };
};

const BODY_LIMIT = 1024 * 1024; // 1 MiB: the largest honest payload is a ClearView snapshot
const MAX_JSON_DEPTH = 64; // no payload of ours nests deeper than a handful of levels

/** Builds the whole application on a given database; the process entry and the tests both use it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, sql } = deps;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    clientErrorHandler: answerClientError,
    // Router-level refusals (an over-long or undecodable path) in the one error shape too.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply.status(tooLong ? 414 : 400).send({ error: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // Access tokens travel in WebSocket URLs and link tokens in paths: neither reaches the log.
            serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }) },
          },
  }).withTypeProvider<ZodTypeProvider>();

  // JSON bodies: Fastify's own parser (prototype-poisoning checks), then a nesting bound, so a
  // 50,000-level document is a 400 rather than a stack overflow somewhere downstream.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      if (nestingDepth(value) > MAX_JSON_DEPTH) return done(badRequest('The request body is nested too deeply'), undefined);
      done(null, value);
    });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('sql', sql);
  app.decorate('config', config);

  // prom-client is loaded only when metrics are asked for (docs/deployment.md "Metrics").
  const metrics = config.metricsToken
    ? { series: (await import('./ops/metrics.ts')).createMetrics(), token: config.metricsToken }
    : undefined;

  await app.register(errorsPlugin);
  // First among the routes' plugins: the document lists only routes registered after it.
  await app.register(openapiPlugin);
  await app.register(securityHeadersPlugin, { appUrl: config.appUrl });
  await app.register(compressionPlugin);
  await app.register(rateLimit, {
    global: false,
    // Thrown, then shaped by the error handler like every other error.
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' }),
  });
  await app.register(authPlugin, { secret: config.jwtSecret, accessTokenTtl: config.accessTokenTtl });
  // Every staff write that succeeds leaves an audit row (docs/team.md, "Audit log").
  await app.register(auditTrailPlugin);
  // A malformed frame (bad opcode, over the size limit…) is the client's fault, not ours: one warn
  // line without a stack, rate-limited, shared with the room server's own refusals of bad frames.
  const warnMalformed = rateLimitedWarn(app.log);
  const rooms = await createRoomServer(sql, app.log, {
    redisUrl: config.redisUrl,
    options: { ...deps.collab, observer: metrics?.series.collab },
    warn: warnMalformed,
  });
  const shared = createDeps({ sql, config, log: app.log, rooms, now: deps.jobs?.now });
  await app.register(opsPlugin, { deps: shared, metrics });
  await app.register(websocket, {
    options: { maxPayload: BODY_LIMIT },
    errorHandler: (err, socket) => {
      warnMalformed(`websocket: ${err.message}`, { code: (err as { code?: string }).code });
      socket.terminate();
    },
  });
  await app.register(collabPlugin, { rooms, kinds: roomKinds(shared) });
  await app.register(apiModules, { prefix: '/api', deps: shared });
  if (deps.jobs) await app.register(jobsPlugin, { ...deps.jobs, deps: shared, observer: metrics?.series.deliveries });
  if (deps.serveClient) await app.register(spaPlugin, { root: deps.clientDist });
  return app;
}
