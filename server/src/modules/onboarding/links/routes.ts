import type { AreaRoutes } from '../../../deps.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import {
  DEPARTMENT_KEY_REQUIRED,
  DepartmentTaskParams,
  DepartmentTaskStatusBody,
  DepartmentTasksParams,
  DepartmentTasksQuery,
  TASK_COMPLETED_MESSAGE,
  TASK_NOT_FOUND_MESSAGE,
  TaskUuidParams,
  type DepartmentTaskStatusResponse,
  type PublicTask,
  type TokenLinkError,
} from '@shared/schemas/onboarding.ts';
import { transaction } from '../../../db/connect.ts';
import { isRecruiterRequest, keyMatches } from '../access.ts';
import { findDepartment } from '../setup/departments-repo.ts';
import { serviceDeps } from '../../../lib/service-deps.ts';
import { serializeTask } from '../tasks/serialize.ts';
import { longDate } from '../tasks/mail.ts';
import * as tasks from '../tasks/repo.ts';
import { changeTaskStatus, setStatus, TASK_NOT_FOUND } from '../tasks/service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const taskNotFound: TokenLinkError = { success: false, error: TASK_NOT_FOUND, message: TASK_NOT_FOUND_MESSAGE };
// The public links are unguessable, but answering slowly to a flood keeps guessing pointless.
const publicLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The token-link calls (docs/spec/doc3.md §7.5), made without a bearer token: a task by its uuid (the e-mailed
 * completion link) and a department's task dashboard by its access key. Answers carry `success`.
 */
export const tokenLinkRoutes: AreaRoutes = async (app) => {
  const d = () => serviceDeps(app);
  // The public pages read `success`: every error answer of these routes carries `success: false`,
  // also those made by the app's error handler (bad JSON, validation, rate limit). The hook is
  // scoped to this plugin, so the rest of the API keeps the one error shape.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || 'success' in payload) return payload;
    return { success: false, ...payload };
  });
  const byUuid = async (uuid: string) => (UUID.test(uuid) ? tasks.findTaskByUuid(app.sql, uuid) : undefined);

  app.get('/onboarding/task/:uuid/', { config: publicLimit, schema: { params: TaskUuidParams } }, async (req, reply) => {
    const row = await byUuid(req.params.uuid);
    if (!row) return reply.code(404).send(taskNotFound);
    const task: PublicTask = {
      title: row.title,
      description: row.description,
      detailed_instructions: row.detailed_instructions,
      recruit_name: row.recruit_name,
      recruit_email: row.recruit_email,
      department: row.department_name,
      workstream: row.workstream_name,
      weight_percentage: row.weight_percentage,
      due_date: row.due_date,
      priority: row.priority,
      completed: row.status === 'completed',
      completed_at: row.completed_at ? row.completed_at.toISOString() : null,
      status: row.status,
    };
    return { success: true, task };
  });

  app.post('/onboarding/task/:uuid/', { config: publicLimit, schema: { params: TaskUuidParams } }, async (req, reply) => {
    const row = await byUuid(req.params.uuid);
    if (!row) return reply.code(404).send(taskNotFound);
    const outcome = await transaction(app.sql, (tx) => changeTaskStatus(tx, { taskId: row.id, status: 'completed', actorId: null }));
    if (!outcome.changed) return { success: true, message: `This task was already completed on ${longDate(outcome.completedAt)}.` };
    return { success: true, message: TASK_COMPLETED_MESSAGE };
  });

  /** The department, when the caller is a signed-in recruiter or presents its access key; else null. */
  const authorisedDepartment = async (req: Parameters<typeof isRecruiterRequest>[1], id: number, key: string | null | undefined) => {
    const department = await findDepartment(app.sql, id);
    if (await isRecruiterRequest(app, req)) return { department, allowed: true };
    return { department, allowed: !!department && keyMatches(key, department.access_key) };
  };
  const refuse: TokenLinkError = { success: false, error: DEPARTMENT_KEY_REQUIRED };
  const missing: TokenLinkError = { success: false, error: 'Department not found' };

  app.get(
    '/onboarding/department/:id/tasks/',
    { config: publicLimit, schema: { params: DepartmentTasksParams, querystring: DepartmentTasksQuery } },
    async (req, reply) => {
      const { department, allowed } = await authorisedDepartment(req, req.params.id, req.query.key);
      if (!allowed) return reply.code(403).send(refuse);
      if (!department) return reply.code(404).send(missing);
      const filter = { departmentId: department.id, status: req.query.status, priority: req.query.priority };
      // The tiles count all of the department's tasks; the filters narrow only the list.
      const [summary, rows] = await Promise.all([
        tasks.summarizeTasks(app.sql, { departmentId: department.id }),
        tasks.allTasks(app.sql, filter),
      ]);
      return {
        success: true,
        department: { id: department.id, name: department.name, description: department.description, email: department.email },
        summary,
        tasks: rows.map((row) => serializeTask(row, app.config.appUrl)),
      };
    },
  );

  app.post(
    '/onboarding/department/:id/tasks/:taskId/status/',
    { config: publicLimit, schema: { params: DepartmentTaskParams, body: DepartmentTaskStatusBody } },
    async (req, reply): Promise<DepartmentTaskStatusResponse> => {
      const key = req.body.key ?? (req.query as { key?: string }).key;
      const { department, allowed } = await authorisedDepartment(req, req.params.id, key);
      if (!allowed) return reply.code(403).send(refuse);
      if (!department) return reply.code(404).send(missing);
      // A 404/409 goes through the app's error handler; the hook above adds `success: false`.
      const task = await setStatus(d(), null, req.params.taskId, req.body.status, department.id);
      return { success: true, message: ONBOARDING_MESSAGES.taskStatusUpdated, task };
    },
  );
};
