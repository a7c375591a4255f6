import type { AreaRoutes } from '../../../deps.ts';
import { MessageResponse } from '@shared/schemas/common.ts';
import {
  CreateFromTemplatesBody,
  CreateFromTemplatesResponse,
  DashboardSummaryResponse,
  DashboardTask,
  IdParams,
  TaskListQuery,
  TaskListResponse,
  TaskPatchBody,
  TaskStatusBody,
} from '@shared/schemas/onboarding.ts';
import { recruitInRequest, recruitOfRow } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/**
 * The task dashboard (docs/spec/doc3.md §2.6, §7.4), under /onboarding/api. Reading tasks and
 * changing their status is open to department users for their own department's tasks (docs/team.md);
 * creating, editing and deleting tasks stays with admins and recruiters.
 */
export const taskRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter };
  const worker = { onRequest: app.auth.staff };

  app.get('/tasks/', { ...worker, schema: { querystring: TaskListQuery, response: { 200: TaskListResponse } } }, (req) =>
    service.listTasksPage(deps, req.query, req.url, service.departmentScope(req.user), service.taskRecruitsOf(deps.sql, req.user)),
  );

  app.get(
    '/tasks/dashboard_summary/',
    { ...worker, schema: { querystring: TaskListQuery, response: { 200: DashboardSummaryResponse } } },
    (req) => service.dashboardSummary(deps, req.query, service.departmentScope(req.user), service.taskRecruitsOf(deps.sql, req.user)),
  );

  app.post(
    '/tasks/create_from_templates/',
    {
      ...staff,
      preHandler: recruitInRequest(deps.sql, (req) =>
        recruitOfRow(deps.sql, 'onboarding_processes', (req.body as { process: number }).process),
      ),
      schema: { body: CreateFromTemplatesBody, response: { 201: CreateFromTemplatesResponse } },
    },
    async (req, reply) => reply.code(201).send(await service.createFromTemplates(deps, req.user.sub, req.body)),
  );

  // A task of a recruit the user does not see is a 404 (docs/team.md); department users go by department.
  const ofTask = recruitInRequest(deps.sql, (req) =>
    req.user.role === 'department' ? undefined : recruitOfRow(deps.sql, 'onboarding_tasks', (req.params as { id: number }).id),
  );
  const one = { ...worker, preHandler: ofTask, schema: { params: IdParams, response: { 200: DashboardTask } } };
  app.get('/tasks/:id/', one, (req) => service.loadTask(deps, req.params.id, service.departmentScope(req.user)));
  app.post('/tasks/:id/complete/', one, (req) =>
    service.setStatus(deps, req.user.sub, req.params.id, 'completed', service.departmentScope(req.user)),
  );
  app.post(
    '/tasks/:id/update_status/',
    { ...worker, preHandler: ofTask, schema: { params: IdParams, body: TaskStatusBody, response: { 200: DashboardTask } } },
    (req) => service.setStatus(deps, req.user.sub, req.params.id, req.body.status, service.departmentScope(req.user)),
  );
  app.patch(
    '/tasks/:id/',
    { ...staff, preHandler: ofTask, schema: { params: IdParams, body: TaskPatchBody, response: { 200: DashboardTask } } },
    (req) => service.patchTask(deps, req.user.sub, req.params.id, req.body),
  );
  app.delete('/tasks/:id/', { ...staff, preHandler: ofTask, schema: { params: IdParams, response: { 200: MessageResponse } } }, (req) =>
    service.deleteTask(deps, req.user.sub, req.params.id),
  );
};
