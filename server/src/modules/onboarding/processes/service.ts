import { notifyRecruiterOf } from '../../notifications/repo.ts';
import type { Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import { deriveProcessStatus, progressPercentage, type ProcessStatus } from '@shared/domain/onboarding.ts';
import {
  LIST_PAGE_SIZE,
  type OnboardingProcess,
  type ProcessListQuery,
  type ProcessListResponse,
  type ProcessProgress,
  type ProcessProgressDetailed,
  type ProcessTaskList,
} from '@shared/schemas/onboarding.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { logActivity } from '../../activity/repo.ts';
import { assertRecruitVisible, recruitScope } from '../../recruits/visibility.ts';
import { pageOf, pagedAnswer } from '../../../lib/paging.ts';
import * as processes from './repo.ts';
import { completeRequest } from '../requests/repo.ts';
import { advanceRecruit } from './recruit-moves.ts';
import { serializeProcess } from './serialize.ts';
import { emitEvent } from '../../webhooks/outbox.ts';

/** Processes with their tasks, in the given order. */
async function withTasks(sql: Sql, rows: processes.ProcessRow[], opts: { forRecruit?: boolean } = {}): Promise<OnboardingProcess[]> {
  const tasks = await processes.tasksOfProcesses(
    sql,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    serializeProcess(
      row,
      tasks.filter((t) => t.process_id === row.id),
      opts,
    ),
  );
}

async function loadProcessRow(sql: Sql, id: number): Promise<processes.ProcessRow> {
  const row = await processes.findProcess(sql, id);
  if (!row) throw notFound('Onboarding process not found');
  return row;
}

/** A process with its tasks, as staff see it. */
export async function loadProcess(deps: Deps, id: number): Promise<OnboardingProcess> {
  const [process] = await withTasks(deps.sql, [await loadProcessRow(deps.sql, id)]);
  return process;
}

/**
 * Recomputes a process after its tasks changed (the caller holds the process lock). The first
 * time every task is completed, the process is completed, its approved request becomes completed
 * and the recruit becomes onboarded. Reopening (a new task) never moves the recruit back.
 */
export async function recomputeProcess(sql: Sql, processId: number, actorId: number | null): Promise<ProcessStatus> {
  const process = await processes.lockProcess(sql, processId);
  if (!process) throw notFound('Onboarding process not found');
  const tasks = await processes.tasksOfProcesses(sql, [processId]);
  const status = deriveProcessStatus(tasks.map((t) => t.status));
  if (status === process.status) return status;
  await processes.setProcessStatus(sql, processId, status);
  if (status === 'completed') {
    if (process.request_id) await completeRequest(sql, process.request_id);
    await logActivity(sql, { recruitId: process.recruit_id, actorId, action: 'onboarding_completed', details: { process_id: processId } });
    await advanceRecruit(sql, { recruitId: process.recruit_id, to: 'onboarded', actorId, notes: 'All onboarding tasks completed' });
    await emitEvent(sql, 'onboarding.completed', { recruit_id: process.recruit_id, process_id: processId });
    await notifyRecruiterOf(sql, process.recruit_id, {
      title: 'Onboarding completed',
      message: '{name} completed every onboarding task and is now onboarded.',
      type: 'success',
    });
  }
  return status;
}

/** Weights and counts behind a process's progress percentage. */
function processProgress(process: OnboardingProcess): ProcessProgress {
  const done = process.tasks.filter((t) => t.status === 'completed');
  const sum = (list: { weight_percentage: number }[]) => Math.round(list.reduce((s, t) => s + t.weight_percentage, 0) * 10) / 10;
  return {
    id: process.id,
    status: process.status,
    progress_percentage: process.progress_percentage,
    total_tasks: process.tasks.length,
    completed_tasks: done.length,
    total_weight: sum(process.tasks),
    completed_weight: sum(done),
  };
}

/** Progress plus counts by status and progress per department. */
function processProgressDetailed(process: OnboardingProcess): ProcessProgressDetailed {
  const count = (status: string) => process.tasks.filter((t) => t.status === status).length;
  const overdue = process.tasks.filter((t) => t.days_overdue > 0).length;
  const byDepartment = new Map<string, typeof process.tasks>();
  for (const t of process.tasks) byDepartment.set(t.department_name, [...(byDepartment.get(t.department_name) ?? []), t]);
  return {
    ...processProgress(process),
    counts: {
      total: process.tasks.length,
      pending: count('pending'),
      in_progress: count('in_progress'),
      completed: count('completed'),
      blocked: count('blocked'),
      overdue,
    },
    departments: [...byDepartment.entries()].map(([name, tasks]) => ({
      name,
      total: tasks.length,
      completed: tasks.filter((t) => t.status === 'completed').length,
      progress_percentage: progressPercentage(tasks),
    })),
  };
}

/** One page of processes with their tasks, of the recruits the user sees; a recruit user gets only their own. */
export async function listProcessesFor(
  deps: Deps,
  user: AccessClaims,
  q: ProcessListQuery,
  requestUrl: string,
): Promise<ProcessListResponse> {
  const page = pageOf(q, LIST_PAGE_SIZE);
  const filter = { scope: (await recruitScope(deps.sql, user, 'p.recruit_id', q.recruit, 'none')).scope, status: q.status };
  const { rows, count } = await processes.listProcesses(deps.sql, filter, page);
  return pagedAnswer(requestUrl, page, count, await withTasks(deps.sql, rows, { forRecruit: user.type === 'recruit' }));
}

/** A process the user may see: staff who see its recruit (else 404), a recruit user only their own (403); 404 unknown. */
export async function getProcessFor(deps: Deps, user: AccessClaims, id: number): Promise<OnboardingProcess> {
  const row = await loadProcessRow(deps.sql, id);
  await assertRecruitVisible(deps.sql, user, row.recruit_id, { hidden: 'Onboarding process not found' });
  const [process] = await withTasks(deps.sql, [row], { forRecruit: user.type === 'recruit' });
  return process;
}

export async function processProgressFor(deps: Deps, user: AccessClaims, id: number): Promise<ProcessProgress> {
  return processProgress(await getProcessFor(deps, user, id));
}

export async function processProgressDetailedFor(deps: Deps, user: AccessClaims, id: number): Promise<ProcessProgressDetailed> {
  return processProgressDetailed(await getProcessFor(deps, user, id));
}

/** The tasks of a process the user may see, as a whole list. */
export async function processTasksFor(deps: Deps, user: AccessClaims, id: number): Promise<ProcessTaskList> {
  return { results: (await getProcessFor(deps, user, id)).tasks };
}
