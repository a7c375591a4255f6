import type { FastifyPluginAsync } from 'fastify';
import { NotEligibleError } from './eligibility.ts';
import { pipelineProcessRoutes, processRoutes } from './process-routes.ts';
import { requestRoutes } from './request-routes.ts';
import { setupRoutes } from './setup-routes.ts';
import { taskRoutes } from './task-routes.ts';
import { tokenLinkRoutes } from './token-link-routes.ts';

/**
 * Onboarding management (docs/onboarding.md): the API under /onboarding/api, plus the token-link calls.
 * Guards run onRequest (before body validation), so a caller without the right role gets 401/403,
 * never a 400 that describes the payload.
 */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  // A refused request keeps the spec's text in `error` and adds the recruit's own `reason`; every
  // other failure goes on to the app's error handler. Async on purpose: Fastify hands a rejection
  // to the parent handler as an error, while a synchronous throw of a non-Error value (the rate
  // limiter throws a plain object) would be sent as a 200 payload.
  app.setErrorHandler(async (err, _req, reply) => {
    if (!(err instanceof NotEligibleError)) throw err;
    return reply.code(err.statusCode).send({ error: err.message, reason: err.reason });
  });
  for (const routes of [requestRoutes, processRoutes, taskRoutes, setupRoutes]) {
    await app.register(routes, { prefix: '/onboarding/api' });
  }
  await app.register(pipelineProcessRoutes);
  await app.register(tokenLinkRoutes);
};
