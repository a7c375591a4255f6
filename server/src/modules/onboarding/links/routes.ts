import type { FastifyRequest } from 'fastify';
import type { AreaRoutes } from '../../../deps.ts';
import {
  DepartmentDashboardResponse,
  DepartmentTaskParams,
  DepartmentTaskStatusBody,
  DepartmentTaskStatusResponse,
  DepartmentTasksParams,
  DepartmentTasksQuery,
  PublicCompleteResponse,
  PublicTaskResponse,
  TaskUuidParams,
} from '@shared/schemas/onboarding.ts';
import { worksRecruits } from '../../../plugins/auth.ts';
import * as service from './service.ts';

// The public links are unguessable, but answering slowly to a flood keeps guessing pointless.
const publicLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The token-link calls (docs/spec/doc3.md §7.5), made without a bearer token: a task by its uuid (the e-mailed
 * completion link) and a department's task dashboard by its access key. Answers carry `success`.
 */
export const tokenLinkRoutes: AreaRoutes = async (app, { deps }) => {
  // The public pages read `success`: every error answer of these routes carries `success: false`,
  // also those made by the app's error handler (bad JSON, validation, rate limit). The hook is
  // scoped to this plugin, so the rest of the API keeps the one error shape.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || 'success' in payload) return payload;
    return { success: false, ...payload };
  });
  /**
   * A signed-in admin or recruiter needs no key, nor does a department user for their own
   * department (the token-link calls accept a token, but need none; docs/team.md).
   */
  const isRecruiter = async (req: FastifyRequest, departmentId: number) => {
    const claims = await app.optionalClaims(req);
    if (claims?.type !== 'recruiter') return false;
    return worksRecruits(claims) || (claims.role === 'department' && claims.department_id === departmentId);
  };

  app.get(
    '/onboarding/task/:uuid/',
    { config: publicLimit, schema: { params: TaskUuidParams, response: { 200: PublicTaskResponse } } },
    (req) => service.publicTask(deps, req.params.uuid),
  );

  app.post(
    '/onboarding/task/:uuid/',
    { config: publicLimit, schema: { params: TaskUuidParams, response: { 200: PublicCompleteResponse } } },
    (req) => service.completePublicTask(deps, req.params.uuid),
  );

  app.get(
    '/onboarding/department/:id/tasks/',
    {
      config: publicLimit,
      schema: { params: DepartmentTasksParams, querystring: DepartmentTasksQuery, response: { 200: DepartmentDashboardResponse } },
    },
    async (req) => {
      const caller = { departmentId: req.params.id, key: req.query.key, recruiter: await isRecruiter(req, req.params.id) };
      return service.departmentDashboard(deps, caller, { status: req.query.status, priority: req.query.priority });
    },
  );

  app.post(
    '/onboarding/department/:id/tasks/:taskId/status/',
    {
      config: publicLimit,
      schema: { params: DepartmentTaskParams, body: DepartmentTaskStatusBody, response: { 200: DepartmentTaskStatusResponse } },
    },
    async (req) => {
      const key = req.body.key ?? (req.query as { key?: string }).key;
      const caller = { departmentId: req.params.id, key, recruiter: await isRecruiter(req, req.params.id) };
      return service.departmentTaskStatus(deps, caller, req.params.taskId, req.body.status);
    },
  );
};
