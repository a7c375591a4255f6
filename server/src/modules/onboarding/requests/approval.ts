import type { HttpError } from '../../../lib/http-error.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import { transaction } from '../../../db/connect.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { ApprovalInput, ApprovalResponse } from '@shared/schemas/onboarding.ts';
import type { Deps } from '../../../deps.ts';
import { loadProcess } from '../processes/service.ts';
import { startOnboarding } from '../processes/start.ts';
import * as requests from './repo.ts';
import { serializeRequest } from './serialize.ts';

export const onlyPending = (status: string, verb: string): HttpError =>
  conflict(`Only pending requests can be ${verb}; this request is ${status}.`);

/**
 * Approves a pending request: the recruit's process (if none) with one task per chosen template
 * (or the default templates when none are named; never none), the request approved and the
 * recruit onboarding_initiated, in one transaction; each task's department is e-mailed.
 */
export async function approveRequest(deps: Deps, actorId: number, requestId: number, body: ApprovalInput): Promise<ApprovalResponse> {
  const outcome = await transaction(deps.sql, async (tx) => {
    const locked = await requests.lockRequest(tx, requestId);
    if (!locked) throw notFound('Onboarding request not found');
    if (locked.status !== 'pending') throw onlyPending(locked.status, 'approved');
    return startOnboarding(deps, tx, {
      request: present(await requests.findRequest(tx, requestId), 'The locked request'),
      actorId,
      choice: body ?? {},
      targetStartDate: body?.target_start_date ?? null,
      notes: '',
      why: 'Onboarding request approved',
    });
  });
  return {
    message: ONBOARDING_MESSAGES.requestApproved,
    request: serializeRequest(present(await requests.findRequest(deps.sql, requestId), 'The approved request')),
    process: await loadProcess(deps, outcome.processId),
    skipped_template_ids: outcome.skipped,
  };
}
