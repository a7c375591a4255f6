// The token-link calls (docs/spec/doc3.md §7.5): a task by its uuid (the e-mailed completion link)
// and a department's task dashboard by its access key. Every refusal is an HttpError; the routes'
// hook adds `success: false` to its body.
import { createHash, timingSafeEqual } from 'node:crypto';
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { ONBOARDING_MESSAGES, type TaskPriority, type TaskStatus } from '@shared/domain/onboarding.ts';
import {
  DEPARTMENT_KEY_REQUIRED,
  TASK_COMPLETED_MESSAGE,
  TASK_NOT_FOUND_MESSAGE,
  type DepartmentDashboardResponse,
  type DepartmentTaskStatusResponse,
  type PublicCompleteResponse,
  type PublicTaskResponse,
} from '@shared/schemas/onboarding.ts';
import { findDepartment, type DepartmentRow } from '../setup/repo.ts';
import { longDate } from '../tasks/mail.ts';
import * as tasks from '../tasks/repo.ts';
import { serializeTask } from '../tasks/serialize.ts';
import { changeTaskStatus, setStatus, TASK_NOT_FOUND } from '../tasks/service.ts';
import { serializePublicTask } from './serialize.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const taskNotFound = () => new HttpError(404, TASK_NOT_FOUND, undefined, { message: TASK_NOT_FOUND_MESSAGE });

async function taskByUuid(deps: Deps, uuid: string): Promise<tasks.TaskRow> {
  const row = UUID.test(uuid) ? await tasks.findTaskByUuid(deps.sql, uuid) : undefined;
  if (!row) throw taskNotFound();
  return row;
}

export async function publicTask(deps: Deps, uuid: string): Promise<PublicTaskResponse> {
  return { success: true, task: serializePublicTask(await taskByUuid(deps, uuid)) };
}

/** Completes the task of the link; a second completion changes nothing and says when the first was. */
export async function completePublicTask(deps: Deps, uuid: string): Promise<PublicCompleteResponse> {
  const row = await taskByUuid(deps, uuid);
  const outcome = await transaction(deps.sql, (tx) => changeTaskStatus(tx, { taskId: row.id, status: 'completed', actorId: null }));
  if (!outcome.changed) return { success: true, message: `This task was already completed on ${longDate(outcome.completedAt)}.` };
  return { success: true, message: TASK_COMPLETED_MESSAGE };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares a presented department key with the stored one in constant time. */
function keyMatches(presented: string | null | undefined, stored: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(stored));
}

/** Who opens a department dashboard: a signed-in recruiter, or anyone with the department's key. */
type DepartmentCaller = { departmentId: number; key: string | null | undefined; recruiter: boolean };

/** The department, when the caller may see it: 403 without a recruiter's token or the right key, then 404 unknown. */
async function authorisedDepartment(deps: Deps, caller: DepartmentCaller): Promise<DepartmentRow> {
  const department = await findDepartment(deps.sql, caller.departmentId);
  const allowed = caller.recruiter || (!!department && keyMatches(caller.key, department.access_key));
  if (!allowed) throw new HttpError(403, DEPARTMENT_KEY_REQUIRED);
  if (!department) throw new HttpError(404, 'Department not found');
  return department;
}

/** The department's tasks (filtered) with the tiles, which count all of its tasks. */
export async function departmentDashboard(
  deps: Deps,
  caller: DepartmentCaller,
  filters: { status?: TaskStatus; priority?: TaskPriority },
): Promise<DepartmentDashboardResponse> {
  const department = await authorisedDepartment(deps, caller);
  const [summary, rows] = await Promise.all([
    tasks.summarizeTasks(deps.sql, { departmentId: department.id }),
    tasks.allTasks(deps.sql, { departmentId: department.id, ...filters }),
  ]);
  return {
    success: true,
    department: { id: department.id, name: department.name, description: department.description, email: department.email },
    summary,
    tasks: rows.map((row) => serializeTask(row, deps.config.appUrl)),
  };
}

/** A status change from the department dashboard, limited to the department's own tasks. */
export async function departmentTaskStatus(
  deps: Deps,
  caller: DepartmentCaller,
  taskId: number,
  status: TaskStatus,
): Promise<DepartmentTaskStatusResponse> {
  const department = await authorisedDepartment(deps, caller);
  const task = await setStatus(deps, null, taskId, status, department.id);
  return { success: true, message: ONBOARDING_MESSAGES.taskStatusUpdated, task };
}
