import type { Fragment } from 'postgres';
import { recruitVisibleTo } from '../../recruits/visibility.ts';
import type { MessageResponse } from '@shared/schemas/common.ts';
import { present } from '../../../lib/present.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { pageOf, pagedAnswer } from '../../../lib/paging.ts';
import { conflict, forbidden, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { ONBOARDING_MESSAGES, type TaskStatus } from '@shared/domain/onboarding.ts';
import {
  TASKS_PAGE_SIZE,
  type CreateFromTemplatesInput,
  type CreateFromTemplatesResponse,
  type DashboardSummaryResponse,
  type DashboardTask,
  type TaskListQuery,
  type TaskListResponse,
  type TaskPatchInput,
} from '@shared/schemas/onboarding.ts';
import { logActivity } from '../../activity/repo.ts';
import { loadProcess, recomputeProcess } from '../processes/service.ts';
import * as processes from '../processes/repo.ts';
import { findRequest } from '../requests/repo.ts';
import { serializeTask } from './serialize.ts';
import { createTasks, loadActiveDepartments, loadTemplates } from './factory.ts';
import { queueTaskMails } from './mail.ts';
import * as tasks from './repo.ts';

export const TASK_NOT_FOUND = ONBOARDING_MESSAGES.taskNotFound;
const TASK_ALREADY_COMPLETED = 'This task is already completed; its status can no longer change.';

/**
 * Sets a task's status behind its process lock and recomputes the process. Completed is final:
 * completing again changes nothing, any other status is a 409. `departmentId` limits the change
 * to that department's tasks (the department dashboard).
 */
export async function changeTaskStatus(
  sql: Sql,
  v: { taskId: number; status: TaskStatus; actorId: number | null; departmentId?: number },
): Promise<{ changed: boolean; completedAt: Date | null }> {
  const ref = await tasks.findTaskRef(sql, v.taskId);
  if (!ref || (v.departmentId !== undefined && ref.department_id !== v.departmentId)) throw notFound(TASK_NOT_FOUND);
  await processes.lockProcess(sql, ref.process_id);
  const current = present(await tasks.findTaskRef(sql, v.taskId), 'The locked task'); // re-read behind the lock
  if (current.status === 'completed') {
    if (v.status === 'completed') return { changed: false, completedAt: current.completed_at };
    throw conflict(TASK_ALREADY_COMPLETED);
  }
  if (current.status === v.status) return { changed: false, completedAt: null };
  await tasks.setTaskStatus(sql, v.taskId, v.status);
  if (v.status === 'completed') {
    const task = present(await tasks.findTask(sql, v.taskId), 'The changed task');
    await logActivity(sql, {
      recruitId: task.recruit_id,
      actorId: v.actorId,
      action: 'onboarding_task_completed',
      details: { task_id: task.id, title: task.title },
    });
  }
  await recomputeProcess(sql, ref.process_id, v.actorId);
  const after = present(await tasks.findTaskRef(sql, v.taskId), 'The locked task');
  return { changed: true, completedAt: after.completed_at };
}

/**
 * The one department a department user works (docs/team.md); undefined for admins and recruiters,
 * who see every department's tasks.
 */
export const departmentScope = (claims: AccessClaims): number | undefined =>
  claims.role === 'department' ? (claims.department_id ?? 0) : undefined;

const OTHER_DEPARTMENT = "You can only see your own department's tasks";

/** The list's filters; a department user's are held to their department (another one asked for: 403). */
const filterOf = (q: TaskListQuery, scope?: number): tasks.TaskFilter => {
  if (scope !== undefined && q.department !== undefined && q.department !== scope) throw forbidden(OTHER_DEPARTMENT);
  return { ...queryFilter(q), departmentId: scope ?? q.department };
};

const queryFilter = (q: TaskListQuery): tasks.TaskFilter => ({
  status: q.status,
  priority: q.priority,
  search: q.search,
  processId: q.process,
  recruitId: q.recruit,
});

/** One page of the dashboard's tasks, open work first. */
/**
 * The recruits whose tasks a user works: a department user its department's (`departmentScope`),
 * anyone else the recruits they see (docs/team.md, "Who sees which recruit").
 */
export const taskRecruitsOf = (sql: Sql, claims: AccessClaims): Fragment | undefined =>
  claims.role === 'department' ? undefined : recruitVisibleTo(sql, claims, 'r');

export async function listTasksPage(
  deps: Deps,
  q: TaskListQuery,
  requestUrl: string,
  scope?: number,
  visible?: Fragment,
): Promise<TaskListResponse> {
  const page = pageOf(q, TASKS_PAGE_SIZE);
  const { rows, count } = await tasks.listTasks(deps.sql, { ...filterOf(q, scope), visible }, page);
  return pagedAnswer(
    requestUrl,
    page,
    count,
    rows.map((row) => serializeTask(row, deps.config.appUrl)),
  );
}

/** The summary tiles and the By Department cards, for the same filters as the list. */
export async function dashboardSummary(
  deps: Deps,
  q: TaskListQuery,
  scope?: number,
  visible?: Fragment,
): Promise<DashboardSummaryResponse> {
  const filter = { ...filterOf(q, scope), visible };
  const [summary, departments] = await Promise.all([tasks.summarizeTasks(deps.sql, filter), tasks.summarizeByDepartment(deps.sql, filter)]);
  return { summary, departments };
}

/** One task; another department's task is not found for a department user (`scope`). */
export async function loadTask(deps: Deps, id: number, scope?: number): Promise<DashboardTask> {
  const row = await tasks.findTask(deps.sql, id);
  if (!row || (scope !== undefined && row.department_id !== scope)) throw notFound(TASK_NOT_FOUND);
  return serializeTask(row, deps.config.appUrl);
}

export async function setStatus(
  deps: Deps,
  actorId: number | null,
  taskId: number,
  status: TaskStatus,
  departmentId?: number,
): Promise<DashboardTask> {
  await transaction(deps.sql, (tx) => changeTaskStatus(tx, { taskId, status, actorId, departmentId }));
  return loadTask(deps, taskId);
}

export async function patchTask(deps: Deps, actorId: number, taskId: number, body: TaskPatchInput): Promise<DashboardTask> {
  await transaction(deps.sql, async (tx) => {
    if (!(await tasks.findTaskRef(tx, taskId))) throw notFound(TASK_NOT_FOUND);
    await tasks.updateTaskFields(tx, taskId, {
      priority: body.priority,
      due_date: body.due_date,
      notes: body.notes === undefined ? undefined : (body.notes ?? ''),
    });
    if (body.status) await changeTaskStatus(tx, { taskId, status: body.status, actorId });
  });
  return loadTask(deps, taskId);
}

export async function deleteTask(deps: Deps, actorId: number, taskId: number): Promise<MessageResponse> {
  await transaction(deps.sql, async (tx) => {
    const ref = await tasks.findTaskRef(tx, taskId);
    if (!ref) throw notFound(TASK_NOT_FOUND);
    await processes.lockProcess(tx, ref.process_id);
    await tasks.deleteTask(tx, taskId);
    await recomputeProcess(tx, ref.process_id, actorId);
  });
  return { message: 'Task deleted' };
}

/** Adds tasks from templates to an existing process (conditions read from the process's request). */
export async function createFromTemplates(
  deps: Deps,
  actorId: number,
  body: CreateFromTemplatesInput,
): Promise<CreateFromTemplatesResponse> {
  const outcome = await transaction(deps.sql, async (tx) => {
    const process = await processes.lockProcess(tx, body.process);
    if (!process) throw notFound('Onboarding process not found');
    const templates = await loadTemplates(tx, body.template_ids, 'template_ids');
    const departments = await loadActiveDepartments(
      tx,
      templates.map((t) => t.department_id),
    );
    const row = present(await processes.findProcess(tx, process.id), 'The locked process');
    const request = process.request_id ? ((await findRequest(tx, process.request_id)) ?? null) : null;
    const recruit = { id: row.recruit_id, name: `${row.recruit_first_name} ${row.recruit_last_name}`, email: row.recruit_email };
    const made = await createTasks(tx, { processId: process.id, recruit, request }, templates, departments, body.task_notes ?? {});
    await queueTaskMails(deps, tx, made.mails);
    await recomputeProcess(tx, process.id, actorId);
    return { processId: process.id, made };
  });
  const created = (await tasks.findTasks(deps.sql, outcome.made.created)).map((row) => serializeTask(row, deps.config.appUrl));
  return { tasks: created, skipped_template_ids: outcome.made.skipped, process: await loadProcess(deps, outcome.processId) };
}
