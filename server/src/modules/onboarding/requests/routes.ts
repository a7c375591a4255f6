import type { AreaRoutes } from '../../../deps.ts';
import { MessageResponse } from '@shared/schemas/common.ts';
import {
  ApprovalBody,
  ApprovalResponse,
  IdParams,
  InitiateOnboardingBody,
  InitiateResponse,
  OnboardingRequest,
  RecruitRequestBody,
  RecruiterRequestBody,
  RejectResponse,
  RequestListQuery,
  RequestListResponse,
} from '@shared/schemas/onboarding.ts';
import { approveRequest } from './approval.ts';
import { initiateDirect } from '../processes/initiate.ts';
import { createRequest, deleteRequest, getRequestFor, listRequestsFor, rejectRequest, submitOwnRequest } from './service.ts';
import { pagedListRoute } from '../../../lib/paged-route.ts';
import { recruitInBody, recruitOfPathRow } from '../../recruits/visibility.ts';

/** Onboarding requests (docs/spec/doc3.md §7.2), under /onboarding/api. */
export const requestRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter };
  // A request of a recruit the user does not see is a 404, checked before anything is written.
  const ofRequest = { ...staff, preHandler: recruitOfPathRow(deps.sql, 'onboarding_requests') };

  const list = { onRequest: app.auth.user, querystring: RequestListQuery, answer: RequestListResponse };
  pagedListRoute(app, deps, '/requests/', list, listRequestsFor);

  app.get('/requests/:id/', { onRequest: app.auth.user, schema: { params: IdParams, response: { 200: OnboardingRequest } } }, (req) =>
    getRequestFor(deps, req.user, req.params.id),
  );

  app.post(
    '/requests/create_by_recruiter/',
    {
      ...staff,
      preHandler: recruitInBody(deps.sql, 'recruit_id'),
      schema: { body: RecruiterRequestBody, response: { 201: OnboardingRequest } },
    },
    async (req, reply) => {
      const { recruit_id, ...fields } = req.body;
      return reply.code(201).send(await createRequest(deps, { actorId: req.user.sub, source: 'recruiter' }, recruit_id, fields));
    },
  );

  // The recruit's own submission (its path is not shown in the spec), and its alias under processes/.
  for (const path of ['/requests/', '/processes/request_onboarding/']) {
    app.post(
      path,
      { onRequest: app.auth.recruit, schema: { body: RecruitRequestBody, response: { 201: OnboardingRequest } } },
      async (req, reply) => reply.code(201).send(await submitOwnRequest(deps, req.user, req.body)),
    );
  }

  // The recruit's direct start; a recruiter may call it for any recruit (same rule: ClearView completed).
  app.post(
    '/requests/initiate_onboarding/',
    { onRequest: app.auth.user, schema: { body: InitiateOnboardingBody, response: { 201: InitiateResponse } } },
    async (req, reply) => reply.code(201).send(await initiateDirect(deps, req.user, req.body)),
  );

  const approve = { ...ofRequest, schema: { params: IdParams, body: ApprovalBody, response: { 200: ApprovalResponse } } };
  app.post('/requests/:id/approve/', approve, (req) => approveRequest(deps, req.user.sub, req.params.id, req.body));
  app.post('/requests/:id/approve_with_templates/', approve, (req) => approveRequest(deps, req.user.sub, req.params.id, req.body));

  app.post('/requests/:id/reject/', { ...ofRequest, schema: { params: IdParams, response: { 200: RejectResponse } } }, (req) =>
    rejectRequest(deps, req.user.sub, req.params.id),
  );
  app.delete('/requests/:id/delete_request/', { ...ofRequest, schema: { params: IdParams, response: { 200: MessageResponse } } }, (req) =>
    deleteRequest(deps, req.user.sub, req.params.id),
  );
};
