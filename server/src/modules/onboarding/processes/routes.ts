import type { AreaRoutes } from '../../../deps.ts';
import type { FastifyRequest } from 'fastify';
import { ApproveAndStartBody, InitiateProcessBody, ProcessListQuery, RecruitRequestBody, IdParams } from '@shared/schemas/onboarding.ts';
import { approveRequest } from '../requests/approval.ts';
import { serviceDeps } from '../../../lib/service-deps.ts';
import { initiateByStaff } from './initiate.ts';
import { getProcessFor, listProcessesFor, processProgress, processProgressDetailed } from './service.ts';
import { submitOwnRequest } from '../requests/service.ts';

/** Onboarding processes (docs/spec/doc3.md §7.1), under /onboarding/api. */
export const processRoutes: AreaRoutes = async (app) => {
  const d = () => serviceDeps(app);

  app.get('/processes/', { onRequest: app.auth.user, schema: { querystring: ProcessListQuery } }, (req) =>
    listProcessesFor(app.sql, req.user, req.query, req.url),
  );

  const visible = (req: { user: FastifyRequest['user']; params: { id: number } }) => getProcessFor(app.sql, req.user, req.params.id);
  const one = { onRequest: app.auth.user, schema: { params: IdParams } };
  app.get('/processes/:id/', one, (req) => visible(req));
  app.get('/processes/:id/progress/', one, async (req) => processProgress(await visible(req)));
  app.get('/processes/:id/progress_detailed/', one, async (req) => processProgressDetailed(await visible(req)));
  app.get('/processes/:id/tasks/', one, async (req) => {
    const { tasks } = await visible(req);
    return { results: tasks, count: tasks.length };
  });

  app.post('/processes/initiate/', { onRequest: app.auth.recruiter, schema: { body: InitiateProcessBody } }, async (req, reply) => {
    reply.code(201);
    return initiateByStaff(d(), req.user.sub, req.body);
  });

  // Alias of the recruit's own submission (POST requests/).
  app.post('/processes/request_onboarding/', { onRequest: app.auth.recruit, schema: { body: RecruitRequestBody } }, async (req, reply) => {
    reply.code(201);
    return submitOwnRequest(d(), req.user, req.body);
  });

  // Alias of requests/{request_id}/approve_with_templates/.
  app.post('/processes/approve_and_start/', { onRequest: app.auth.recruiter, schema: { body: ApproveAndStartBody } }, (req) => {
    const { request_id, ...choices } = req.body;
    return approveRequest(d(), req.user.sub, request_id, choices);
  });
};

/** docs/spec/doc1.md §7 "Other": POST/GET /onboarding/processes/, the same as processes/initiate/ and processes/. */
export const pipelineProcessRoutes: AreaRoutes = async (app) => {
  app.get('/onboarding/processes/', { onRequest: app.auth.user, schema: { querystring: ProcessListQuery } }, (req) =>
    listProcessesFor(app.sql, req.user, req.query, req.url),
  );
  app.post('/onboarding/processes/', { onRequest: app.auth.recruiter, schema: { body: InitiateProcessBody } }, async (req, reply) => {
    reply.code(201);
    return initiateByStaff(serviceDeps(app), req.user.sub, req.body);
  });
};
