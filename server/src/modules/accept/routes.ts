import type { AreaRoutes } from '../../deps.ts';
import { AcceptBody, AcceptPageResponse, AcceptResponse, AcceptTokenParams } from '@shared/schemas/recruits.ts';
import { acceptPage, acceptProfile } from './service.ts';

/** The public profile-acceptance link (/accept/{token}); no bearer token. */
export const acceptRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/accept/:token/', { schema: { params: AcceptTokenParams, response: { 200: AcceptPageResponse } } }, (req) =>
    acceptPage(deps, req.params.token),
  );

  app.post('/accept/:token/', { schema: { params: AcceptTokenParams, body: AcceptBody, response: { 200: AcceptResponse } } }, (req) =>
    acceptProfile(deps, req.params.token, req.body),
  );
};
