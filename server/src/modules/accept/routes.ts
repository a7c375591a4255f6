import type { AreaRoutes } from '../../deps.ts';
import { serviceDeps } from '../../lib/service-deps.ts';
import { AcceptBody, AcceptTokenParams } from '@shared/schemas/recruits.ts';
import { acceptPage, acceptProfile } from './service.ts';

/** The public profile-acceptance link (/accept/{token}); no bearer token. */
export const acceptRoutes: AreaRoutes = async (app) => {
  app.get('/accept/:token/', { schema: { params: AcceptTokenParams } }, (req) => acceptPage(serviceDeps(app), req.params.token));

  app.post('/accept/:token/', { schema: { params: AcceptTokenParams, body: AcceptBody } }, (req) =>
    acceptProfile(serviceDeps(app), req.params.token, req.body),
  );
};
