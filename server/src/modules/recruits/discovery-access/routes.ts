import type { AreaRoutes } from '../../../deps.ts';
import {
  DiscoveryAccessListResponse,
  EnableDiscoveryBody,
  EnableDiscoveryResponse,
  RecruitFilterQuery,
  RecruitIdParams,
} from '@shared/schemas/recruits.ts';
import { recruitInPath } from '../visibility.ts';
import * as service from './service.ts';

/** The recruits' discovery tools: staff open them; anyone reads the access they may see (docs/recruits-api.md). */
export const discoveryAccessRoutes: AreaRoutes = async (app, { deps }) => {
  app.post(
    '/recruits/:id/enable_discovery_access/',
    // The client may post without a body; that means "the default modules".
    {
      onRequest: app.auth.recruiter,
      preHandler: recruitInPath(deps.sql),
      schema: { params: RecruitIdParams, body: EnableDiscoveryBody.nullish(), response: { 200: EnableDiscoveryResponse } },
    },
    (req) => service.enableDiscoveryAccess(deps, req.user.sub, req.params.id, req.body?.modules),
  );

  app.get(
    '/discovery-access/',
    { onRequest: app.auth.user, schema: { querystring: RecruitFilterQuery, response: { 200: DiscoveryAccessListResponse } } },
    (req) => service.visibleDiscoveryAccess(deps, req.user, req.query.recruit),
  );
};
