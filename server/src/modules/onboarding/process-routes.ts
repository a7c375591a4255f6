import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ApproveAndStartBody, InitiateProcessBody, ProcessListQuery, RecruitRequestBody, IdParams } from '../../../../shared/schemas/onboarding.ts';
import { assertOwnRecruit } from './access.ts';
import { approveRequest } from './approval-service.ts';
import { onboardingDeps } from './deps.ts';
import { initiateByStaff } from './initiate-service.ts';
import { listProcessesFor, loadProcessRow, processProgress, processProgressDetailed, withTasks } from './process-service.ts';
import { submitOwnRequest } from './requests-service.ts';

/** Onboarding processes (doc3 §7.1), under /onboarding/api. */
export const processRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = () => onboardingDeps(app);

  app.get('/processes/', { onRequest: app.auth.user, schema: { querystring: ProcessListQuery } }, (req) =>
    listProcessesFor(app.sql, req.user, req.query, req.url),
  );

  /** A process the signed-in user may see: recruiters any, a recruit user only their own (403). */
  const visible = async (req: FastifyRequest, id: number) => {
    const row = await loadProcessRow(app.sql, id);
    await assertOwnRecruit(app.sql, req.user, row.recruit_id);
    const [process] = await withTasks(app.sql, [row], { forRecruit: req.user.type === 'recruit' });
    return process;
  };
  const one = { onRequest: app.auth.user, schema: { params: IdParams } };
  app.get('/processes/:id/', one, (req) => visible(req, req.params.id));
  app.get('/processes/:id/progress/', one, async (req) => processProgress(await visible(req, req.params.id)));
  app.get('/processes/:id/progress_detailed/', one, async (req) => processProgressDetailed(await visible(req, req.params.id)));
  app.get('/processes/:id/tasks/', one, async (req) => {
    const { tasks } = await visible(req, req.params.id);
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

/** doc1 §7 "Other": POST/GET /onboarding/processes/, the same as processes/initiate/ and processes/. */
export const pipelineProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/onboarding/processes/', { onRequest: app.auth.user, schema: { querystring: ProcessListQuery } }, (req) =>
    listProcessesFor(app.sql, req.user, req.query, req.url),
  );
  app.post('/onboarding/processes/', { onRequest: app.auth.recruiter, schema: { body: InitiateProcessBody } }, async (req, reply) => {
    reply.code(201);
    return initiateByStaff(onboardingDeps(app), req.user.sub, req.body);
  });
};
