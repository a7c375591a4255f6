import type { AreaRoutes } from '../../../deps.ts';
import {
  CreateFromTemplatesBody,
  TASKS_PAGE_SIZE,
  TaskListQuery,
  TaskPatchBody,
  TaskStatusBody,
  IdParams,
} from '@shared/schemas/onboarding.ts';
import { serviceDeps } from '../../../lib/service-deps.ts';
import { nextPageUrl, pageOf } from '../../../lib/paging.ts';
import { serializeTask } from './serialize.ts';
import * as repo from './repo.ts';
import { createFromTemplates, deleteTask, loadTask, patchTask, setStatus } from './service.ts';

const filterOf = (q: TaskListQuery): repo.TaskFilter => ({
  departmentId: q.department,
  status: q.status,
  priority: q.priority,
  search: q.search,
  processId: q.process,
  recruitId: q.recruit,
});

/** The recruiter task dashboard (docs/spec/doc3.md §2.6, §7.4), under /onboarding/api. Recruiters only. */
export const taskRoutes: AreaRoutes = async (app) => {
  const d = () => serviceDeps(app);
  const staff = { onRequest: app.auth.recruiter };

  app.get('/tasks/', { ...staff, schema: { querystring: TaskListQuery } }, async (req) => {
    const page = pageOf(req.query, TASKS_PAGE_SIZE);
    const { rows, count } = await repo.listTasks(app.sql, filterOf(req.query), page);
    return {
      results: rows.map((row) => serializeTask(row, app.config.appUrl)),
      count,
      next: nextPageUrl(req.url, page.page, page.limit, count),
    };
  });

  app.get('/tasks/dashboard_summary/', { ...staff, schema: { querystring: TaskListQuery } }, async (req) => {
    const filter = filterOf(req.query);
    const [summary, departments] = await Promise.all([repo.summarizeTasks(app.sql, filter), repo.summarizeByDepartment(app.sql, filter)]);
    return { summary, departments };
  });

  app.post('/tasks/create_from_templates/', { ...staff, schema: { body: CreateFromTemplatesBody } }, async (req, reply) => {
    reply.code(201);
    return createFromTemplates(d(), req.user.sub, req.body);
  });

  const one = { ...staff, schema: { params: IdParams } };
  app.get('/tasks/:id/', one, (req) => loadTask(d(), req.params.id));
  app.post('/tasks/:id/complete/', one, (req) => setStatus(d(), req.user.sub, req.params.id, 'completed'));
  app.post('/tasks/:id/update_status/', { ...staff, schema: { params: IdParams, body: TaskStatusBody } }, (req) =>
    setStatus(d(), req.user.sub, req.params.id, req.body.status),
  );
  app.patch('/tasks/:id/', { ...staff, schema: { params: IdParams, body: TaskPatchBody } }, (req) =>
    patchTask(d(), req.user.sub, req.params.id, req.body),
  );
  app.delete('/tasks/:id/', one, (req) => deleteTask(d(), req.user.sub, req.params.id));
};
