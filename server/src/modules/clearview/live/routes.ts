import type { AreaRoutes } from '../../../deps.ts';
import {
  ClearviewPageResponse,
  ClearviewTokenParams,
  ClearviewTokenQuery,
  CompleteClearviewBody,
  CompleteClearviewResponse,
  SaveClearviewBody,
  SaveClearviewResponse,
} from '@shared/schemas/clearview.ts';
import * as service from './service.ts';

/** The public ClearView token page (no bearer needed: the token is the credential); its rooms are room-kind.ts and notes/. */
export const liveRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/clearview/:token/',
    { schema: { params: ClearviewTokenParams, querystring: ClearviewTokenQuery, response: { 200: ClearviewPageResponse } } },
    (req) => service.pageFor(deps, req.params.token, req.query.scenario),
  );

  app.post(
    '/clearview/:token/save/',
    { schema: { params: ClearviewTokenParams, body: SaveClearviewBody, response: { 200: SaveClearviewResponse } } },
    (req) => service.saveByToken(deps, req.params.token, req.body),
  );

  // A signed-in user's bearer (optional) names who completed it in the activity log.
  app.post(
    '/clearview/:token/complete/',
    { schema: { params: ClearviewTokenParams, body: CompleteClearviewBody, response: { 200: CompleteClearviewResponse } } },
    async (req) => service.complete(deps, req.params.token, req.body.sessionData, await app.optionalClaims(req)),
  );
};
