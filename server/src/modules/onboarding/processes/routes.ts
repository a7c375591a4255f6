import type { AreaRoutes, Deps } from '../../../deps.ts';
import {
  ApprovalResponse,
  ApproveAndStartBody,
  IdParams,
  InitiateProcessBody,
  OnboardingProcess,
  ProcessListQuery,
  ProcessListResponse,
  ProcessProgress,
  ProcessProgressDetailed,
  ProcessTaskList,
} from '@shared/schemas/onboarding.ts';
import { approveRequest } from '../requests/approval.ts';
import { initiateByStaff } from './initiate.ts';
import { recruitInBody, recruitInRequest, recruitOfRow } from '../../recruits/visibility.ts';
import { getProcessFor, listProcessesFor, processProgressFor, processProgressDetailedFor, processTasksFor } from './service.ts';
import { pagedListRoute } from '../../../lib/paged-route.ts';

/** Onboarding processes (docs/spec/doc3.md §7.1), under /onboarding/api. */
export const processRoutes: AreaRoutes = async (app, { deps }) => {
  listRoute(app, deps, '/processes/');

  const one = <T>(response: T) => ({ onRequest: app.auth.user, schema: { params: IdParams, response: { 200: response } } });
  app.get('/processes/:id/', one(OnboardingProcess), (req) => getProcessFor(deps, req.user, req.params.id));
  app.get('/processes/:id/progress/', one(ProcessProgress), (req) => processProgressFor(deps, req.user, req.params.id));
  app.get('/processes/:id/progress_detailed/', one(ProcessProgressDetailed), (req) =>
    processProgressDetailedFor(deps, req.user, req.params.id),
  );
  app.get('/processes/:id/tasks/', one(ProcessTaskList), (req) => processTasksFor(deps, req.user, req.params.id));

  initiateRoute(app, deps, '/processes/initiate/');

  // Alias of requests/{request_id}/approve_with_templates/.
  app.post(
    '/processes/approve_and_start/',
    {
      onRequest: app.auth.recruiter,
      preHandler: recruitInRequest(deps.sql, (req) =>
        recruitOfRow(deps.sql, 'onboarding_requests', (req.body as { request_id: number }).request_id),
      ),
      schema: { body: ApproveAndStartBody, response: { 200: ApprovalResponse } },
    },
    (req) => {
      const { request_id, ...choices } = req.body;
      return approveRequest(deps, req.user.sub, request_id, choices);
    },
  );
};

/** docs/spec/doc1.md §7 "Other": POST/GET /onboarding/processes/, the same as processes/initiate/ and processes/. */
export const pipelineProcessRoutes: AreaRoutes = async (app, { deps }) => {
  listRoute(app, deps, '/onboarding/processes/');
  initiateRoute(app, deps, '/onboarding/processes/');
};

type App = Parameters<AreaRoutes>[0];

/** One page of the processes the user may see (a recruit: their own). */
function listRoute(app: App, deps: Deps, path: string): void {
  pagedListRoute(
    app,
    deps,
    path,
    { onRequest: app.auth.user, querystring: ProcessListQuery, answer: ProcessListResponse },
    listProcessesFor,
  );
}

/** A recruiter starts a recruit's process directly. */
function initiateRoute(app: App, deps: Deps, path: string): void {
  app.post(
    path,
    {
      onRequest: app.auth.recruiter,
      preHandler: recruitInBody(deps.sql, 'recruit'),
      schema: { body: InitiateProcessBody, response: { 201: OnboardingProcess } },
    },
    async (req, reply) => reply.code(201).send(await initiateByStaff(deps, req.user.sub, req.body)),
  );
}
