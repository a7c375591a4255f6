import type { AreaRoutes } from '../../../deps.ts';
import {
  ApprovalBody,
  InitiateOnboardingBody,
  RecruitRequestBody,
  RecruiterRequestBody,
  RequestListQuery,
  IdParams,
} from '@shared/schemas/onboarding.ts';
import { approveRequest } from './approval.ts';
import { serviceDeps } from '../../../lib/service-deps.ts';
import { initiateDirect } from '../processes/initiate.ts';
import { createRequest, deleteRequest, getRequestFor, listRequestsFor, rejectRequest, submitOwnRequest } from './service.ts';

/** Onboarding requests (docs/spec/doc3.md §7.2), under /onboarding/api. */
export const requestRoutes: AreaRoutes = async (app) => {
  const d = () => serviceDeps(app);
  const staff = { onRequest: app.auth.recruiter };

  app.get('/requests/', { onRequest: app.auth.user, schema: { querystring: RequestListQuery } }, (req) =>
    listRequestsFor(app.sql, req.user, req.query, req.url),
  );

  app.get('/requests/:id/', { onRequest: app.auth.user, schema: { params: IdParams } }, (req) =>
    getRequestFor(app.sql, req.user, req.params.id),
  );

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
    reply.code(201);
    return initiateDirect(d(), req.user, req.body);
  });

  const approve = { ...staff, schema: { params: IdParams, body: ApprovalBody } };
  app.post('/requests/:id/approve/', approve, (req) => approveRequest(d(), req.user.sub, req.params.id, req.body));
  app.post('/requests/:id/approve_with_templates/', approve, (req) => approveRequest(d(), req.user.sub, req.params.id, req.body));

  app.post('/requests/:id/reject/', { ...staff, schema: { params: IdParams } }, (req) => rejectRequest(d(), req.user.sub, req.params.id));
  app.delete('/requests/:id/delete_request/', { ...staff, schema: { params: IdParams } }, (req) =>
    deleteRequest(d(), req.user.sub, req.params.id),
  );
};
