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
import { recruitInRequest, recruitOfPathRow, recruitOfRow } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/** The recruiter task dashboard (docs/spec/doc3.md §2.6, §7.4), under /onboarding/api. Recruiters only. */
export const taskRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter };

  app.get('/tasks/', { ...staff, schema: { querystring: TaskListQuery, response: { 200: TaskListResponse } } }, (req) =>
    service.listTasksPage(deps, req.user, req.query, req.url),
  );

  app.get(
    '/tasks/dashboard_summary/',
    { ...staff, schema: { querystring: TaskListQuery, response: { 200: DashboardSummaryResponse } } },
    (req) => service.dashboardSummary(deps, req.user, req.query),
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

  // A task of a recruit the user does not see is a 404 (docs/team.md).
  const ofTask = { ...staff, preHandler: recruitOfPathRow(deps.sql, 'onboarding_tasks') };
  const one = { ...ofTask, schema: { params: IdParams, response: { 200: DashboardTask } } };
  app.get('/tasks/:id/', one, (req) => service.loadTask(deps, req.params.id));
  app.post('/tasks/:id/complete/', one, (req) => service.setStatus(deps, req.user.sub, req.params.id, 'completed'));
  app.post(
    '/tasks/:id/update_status/',
    { ...ofTask, schema: { params: IdParams, body: TaskStatusBody, response: { 200: DashboardTask } } },
    (req) => service.setStatus(deps, req.user.sub, req.params.id, req.body.status),
  );
  app.patch('/tasks/:id/', { ...ofTask, schema: { params: IdParams, body: TaskPatchBody, response: { 200: DashboardTask } } }, (req) =>
    service.patchTask(deps, req.user.sub, req.params.id, req.body),
  );
  app.delete('/tasks/:id/', { ...ofTask, schema: { params: IdParams, response: { 200: MessageResponse } } }, (req) =>
    service.deleteTask(deps, req.user.sub, req.params.id),
  );
};
