import type { HttpError } from '../../../lib/http-error.ts';
import { ONBOARDING_MESSAGES } from '../../../../../shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { ApprovalBody, ApprovalResponse } from '../../../../../shared/schemas/onboarding.ts';
import { logActivity } from '../../activity/repo.ts';
import type { ServiceDeps, Out } from '../../../lib/service-deps.ts';
import { loadProcess, recomputeProcess } from '../processes/service.ts';
import * as processes from '../processes/repo.ts';
import * as requests from './repo.ts';
import { advanceRecruit } from '../processes/recruit-moves.ts';
import { serializeRequest } from './serialize.ts';
import { createTasks, resolveApprovalChoices } from '../tasks/factory.ts';
import { queueTaskMails } from '../tasks/mail.ts';

export const onlyPending = (status: string, verb: string): HttpError =>
  conflict(`Only pending requests can be ${verb}; this request is ${status}.`);

/** The recruit's process: the existing one (linked to the request when it had none) or a new one. */
export async function ensureProcess(
  sql: Sql,
  v: { recruitId: number; requestId: number | null; actorId: number | null; targetStartDate: string | null; notes: string },
): Promise<{ id: number; created: boolean }> {
  const id = await processes.insertProcess(sql, {
    recruit_id: v.recruitId,
    request_id: v.requestId,
    initiated_by: v.actorId,
    target_start_date: v.targetStartDate,
    notes: v.notes,
  });
  if (!id) {
    const existing = present(await processes.findProcessIdByRecruit(sql, v.recruitId), 'The existing process');
    if (v.requestId) await processes.attachRequest(sql, existing, v.requestId, v.targetStartDate);
    return { id: existing, created: false };
  }
  await logActivity(sql, { recruitId: v.recruitId, actorId: v.actorId, action: 'onboarding_initiated', details: { process_id: id } });
  return { id, created: true };
}

/**
 * Approves a pending request: creates the recruit's process (if none) and one task per chosen
 * template, marks the request approved and the recruit onboarding_initiated, all in one
 * transaction; then e-mails each task's department. Without departments it only starts the process.
 */
export async function approveRequest(
  d: ServiceDeps,
  actorId: number,
  requestId: number,
  body: Out<typeof ApprovalBody>,
): Promise<ApprovalResponse> {
  const outcome = await transaction(d.sql, async (tx) => {
    const locked = await requests.lockRequest(tx, requestId);
    if (!locked) throw notFound('Onboarding request not found');
    if (locked.status !== 'pending') throw onlyPending(locked.status, 'approved');
    const request = present(await requests.findRequest(tx, requestId), 'The locked request');
    const { departments, templates } = await resolveApprovalChoices(tx, body?.departments ?? []);
    const process = await ensureProcess(tx, {
      recruitId: request.recruit_id,
      requestId,
      actorId,
      targetStartDate: body?.target_start_date ?? request.preferred_start_date,
      notes: '',
    });
    await processes.lockProcess(tx, process.id);
    const recruit = {
      id: request.recruit_id,
      name: `${request.recruit_first_name} ${request.recruit_last_name}`,
      email: request.recruit_email,
    };
    const made = await createTasks(tx, { processId: process.id, recruit, request }, templates, departments, body?.task_notes ?? {});
    await queueTaskMails(tx, d.appUrl, made.mails);
    await requests.decideRequest(tx, requestId, 'approved', actorId);
    await advanceRecruit(tx, { recruitId: request.recruit_id, to: 'onboarding_initiated', actorId, notes: 'Onboarding request approved' });
    await recomputeProcess(tx, process.id, actorId);
    await logActivity(tx, {
      recruitId: request.recruit_id,
      actorId,
      action: 'onboarding_request_approved',
      details: { request_id: requestId, process_id: process.id, tasks_created: made.created.length },
    });
    return { processId: process.id, made };
  });
  return {
    message: ONBOARDING_MESSAGES.requestApproved,
    request: serializeRequest(present(await requests.findRequest(d.sql, requestId), 'The approved request')),
    process: await loadProcess(d.sql, outcome.processId),
    skipped_template_ids: outcome.made.skipped,
  };
}
