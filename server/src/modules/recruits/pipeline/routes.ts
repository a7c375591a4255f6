import type { AreaRoutes } from '../../../deps.ts';
import {
  Recruit,
  RecruitCreateBody,
  RecruitFilters,
  RecruitIdParams,
  RecruitListQuery,
  RecruitListResponse,
  RecruitOwnerList,
  RecruitPatchBody,
} from '@shared/schemas/recruits.ts';
import { pagedListRoute } from '../../../lib/paged-route.ts';
import * as service from './service.ts';
import { recruitOwners } from './owner.ts';

/** The pipeline (docs/recruits-api.md): the list and its filters, create, read, edit, status moves and the owner. */
export const pipelineRoutes: AreaRoutes = async (app, { deps }) => {
  const list = { onRequest: app.auth.user, querystring: RecruitListQuery, answer: RecruitListResponse };
  pagedListRoute(app, deps, '/recruits/', list, service.listRecruitsPage);

  app.post(
    '/recruits/',
    { onRequest: app.auth.recruiter, config: { audit: 'recruit.create' }, schema: { body: RecruitCreateBody, response: { 201: Recruit } } },
    async (req, reply) => reply.code(201).send(await service.createRecruit(deps, req.user.sub, req.body)),
  );

  app.get('/recruits/filters/', { onRequest: app.auth.recruiter, schema: { response: { 200: RecruitFilters } } }, () =>
    service.recruitFilters(),
  );

  app.get('/recruits/owners/', { onRequest: app.auth.recruiter, schema: { response: { 200: RecruitOwnerList } } }, () =>
    recruitOwners(deps),
  );

  app.get('/recruits/:id/', { onRequest: app.auth.user, schema: { params: RecruitIdParams, response: { 200: Recruit } } }, (req) =>
    service.getRecruitFor(deps, req.user, req.params.id),
  );

  app.patch(
    '/recruits/:id/',
    {
      onRequest: app.auth.user,
      config: { audit: 'recruit.update' },
      schema: { params: RecruitIdParams, body: RecruitPatchBody, response: { 200: Recruit } },
    },
    (req) => service.patchRecruit(deps, req.user, req.params.id, req.body),
  );
};
