import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApprovalBody,
  InitiateOnboardingBody,
  LIST_PAGE_SIZE,
  RecruitRequestBody,
  RecruiterRequestBody,
  RequestListQuery,
  IdParams,
} from '../../../../shared/schemas/onboarding.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { assertOwnRecruit, NO_RECRUIT_PROFILE, ownRecruitId, recruitScope } from './access.ts';
import { approveRequest } from './approval-service.ts';
import { nextPageUrl, onboardingDeps, pageOf } from './deps.ts';
import { initiateDirect } from './initiate-service.ts';
import * as repo from './requests-repo.ts';
import { createRequest, deleteRequest, rejectRequest, submitOwnRequest } from './requests-service.ts';
import { serializeRequest } from './serialize.ts';

/** Onboarding requests (doc3 §7.2), under /onboarding/api. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = () => onboardingDeps(app);
  const staff = { onRequest: app.auth.recruiter };

  app.get('/requests/', { onRequest: app.auth.user, schema: { querystring: RequestListQuery } }, async (req) => {
    const q = req.query;
    const page = pageOf(q, LIST_PAGE_SIZE);
    const filter = { onlyRecruitId: await recruitScope(app.sql, req.user), recruitId: q.recruit, status: q.status, search: q.search };
    const { rows, count } = await repo.listRequests(app.sql, filter, page);
    return { results: rows.map(serializeRequest), count, next: nextPageUrl(req.url, page.page, page.limit, count) };
  });

  app.get('/requests/:id/', { onRequest: app.auth.user, schema: { params: IdParams } }, async (req) => {
    const row = await repo.findRequest(app.sql, req.params.id);
    if (!row) throw notFound('Onboarding request not found');
    await assertOwnRecruit(app.sql, req.user, row.recruit_id);
    return serializeRequest(row);
  });

  app.post('/requests/create_by_recruiter/', { ...staff, schema: { body: RecruiterRequestBody } }, async (req, reply) => {
    const { recruit_id, ...fields } = req.body;
    reply.code(201);
    return createRequest(d(), { actorId: req.user.sub, source: 'recruiter' }, recruit_id, fields);
  });

  // The recruit's own submission (its path is not shown in the spec; processes/request_onboarding/ is an alias).
  app.post('/requests/', { onRequest: app.auth.recruit, schema: { body: RecruitRequestBody } }, async (req, reply) => {
    reply.code(201);
    return submitOwnRequest(d(), req.user, req.body);
  });

  // The recruit's direct start; a recruiter may call it for any recruit (same rule: ClearView completed).
  app.post('/requests/initiate_onboarding/', { onRequest: app.auth.user, schema: { body: InitiateOnboardingBody } }, async (req, reply) => {
    let recruitId = req.body.recruit_id ?? null;
    if (req.user.type === 'recruit') {
      const own = await ownRecruitId(app.sql, req.user);
      if (own === null) throw forbidden(NO_RECRUIT_PROFILE);
      if (recruitId !== null) await assertOwnRecruit(app.sql, req.user, recruitId);
      recruitId = own;
    }
    if (recruitId === null) throw badRequest('Recruit is required', { recruit_id: ['Recruit is required'] });
    reply.code(201);
    return initiateDirect(d(), req.user.sub, recruitId, req.body.notes ?? '');
  });

  const approve = { ...staff, schema: { params: IdParams, body: ApprovalBody } };
  app.post('/requests/:id/approve/', approve, (req) => approveRequest(d(), req.user.sub, req.params.id, req.body));
  app.post('/requests/:id/approve_with_templates/', approve, (req) => approveRequest(d(), req.user.sub, req.params.id, req.body));

  app.post('/requests/:id/reject/', { ...staff, schema: { params: IdParams } }, (req) => rejectRequest(d(), req.user.sub, req.params.id));
  app.delete('/requests/:id/delete_request/', { ...staff, schema: { params: IdParams } }, (req) =>
    deleteRequest(d(), req.user.sub, req.params.id),
  );
};
