import type { AreaRoutes } from '../../deps.ts';
import { pipelineProcessRoutes, processRoutes } from './processes/routes.ts';
import { requestRoutes } from './requests/routes.ts';
import { setupRoutes } from './setup/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { tokenLinkRoutes } from './links/routes.ts';

/**
 * Onboarding management (docs/onboarding.md): the API under /onboarding/api, plus the token-link calls.
 * Guards run onRequest (before body validation), so a caller without the right role gets 401/403,
 * never a 400 that describes the payload.
 */
export const onboardingRoutes: AreaRoutes = async (app, opts) => {
  for (const routes of [requestRoutes, processRoutes, taskRoutes, setupRoutes]) {
    await app.register(routes, { ...opts, prefix: '/onboarding/api' });
  }
  await app.register(pipelineProcessRoutes, opts);
  await app.register(tokenLinkRoutes, opts);
};
