import type { FastifyPluginAsync } from 'fastify';
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
  for (const routes of [requestRoutes, processRoutes, taskRoutes, setupRoutes]) {
    await app.register(routes, { prefix: '/onboarding/api' });
  }
  await app.register(pipelineProcessRoutes);
  await app.register(tokenLinkRoutes);
};
