// Recruiter call tasks (docs/nurture.md, "Steps"): made by the drip's call steps, listed on the
// Nurture screen's Tasks tab and completed there.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { NurtureMessage, NurtureTaskList } from '@shared/schemas/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import * as repo from './repo.ts';

export async function listTasks(deps: Deps): Promise<NurtureTaskList> {
  return { results: await repo.listTasks(deps.sql, {}) };
}

export async function completeTask(deps: Deps, actorId: number, id: number): Promise<NurtureMessage> {
  await transaction(deps.sql, async (tx) => {
    const done = await repo.completeTask(tx, id, actorId);
    if (!done) {
      if (await repo.taskExists(tx, id)) throw conflict('This task is already completed');
      throw notFound('Task not found');
    }
    await logActivity(tx, {
      recruitId: done.recruit_id,
      actorId,
      action: 'nurture_call_completed',
      details: { task_id: id, title: done.title },
    });
  });
  return { message: 'Task completed' };
}
