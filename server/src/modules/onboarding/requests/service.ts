import type { MessageResponse } from '@shared/schemas/common.ts';
import type { Deps } from '../../../deps.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import { transaction } from '../../../db/connect.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import {
  LIST_PAGE_SIZE,
  type OnboardingRequest,
  type RecruitRequestInput,
  type RejectResponse,
  type RequestListQuery,
  type RequestListResponse,
} from '@shared/schemas/onboarding.ts';
import { logActivity } from '../../activity/repo.ts';
import { notify } from '../../notifications/repo.ts';
import { NOT_YOUR_RECORD, ownRecruitId } from '../../recruits/guard.ts';
import { assertRecruitVisible, recruitScope } from '../../recruits/visibility.ts';
import { pageOf, pagedAnswer } from '../../../lib/paging.ts';
import { findRecruitById } from '../../recruits/repo.ts';
import { onlyPending } from './approval.ts';
import { NotEligibleError, requestRefusal } from './eligibility.ts';
import * as requests from './repo.ts';
import { advanceRecruit, restoreAfterWithdrawal } from '../processes/recruit-moves.ts';
import { serializeRequest } from './serialize.ts';
import { isUniqueViolation } from '../../../db/sql-helpers.ts';

type RequestInput = Omit<RecruitRequestInput, 'recruit_id'>;

const fieldsOf = (b: RequestInput): requests.RequestFields => ({
  preferred_start_date: (b.preferred_start_date as string | null | undefined) ?? null,
  current_company: b.current_company ?? '',
  current_role: b.current_role ?? '',
  years_experience: b.years_experience ?? null,
  has_team: b.has_team ?? false,
  // A team size only means something with a team.
  team_size: b.has_team ? (b.team_size ?? null) : null,
  current_volume: b.current_volume ?? '',
  special_requirements: b.special_requirements ?? '',
  notes: b.notes ?? '',
});

/**
 * A new pending request, by a recruiter for a recruit or by the recruit for themself. Eligibility
 * is checked on the server (409 NO_ELIGIBLE_RECRUITS with the recruit's `reason`); the recruit moves to onboarding_requested.
 */
export async function createRequest(
  deps: Deps,
  by: { actorId: number; source: 'recruit' | 'recruiter' },
  recruitId: number,
  body: RequestInput,
): Promise<OnboardingRequest> {
  const id = await transaction(deps.sql, async (tx) => {
    const recruit = await findRecruitById(tx, recruitId);
    if (!recruit) throw notFound('Recruit not found');
    const refusal = await requestRefusal(tx, recruit, by.source === 'recruit');
    if (refusal) throw refusal;
    const requestId = await requests.insertRequest(tx, {
      ...fieldsOf(body),
      recruit_id: recruit.id,
      source: by.source,
      status: 'pending',
      previous_recruit_status: recruit.status,
      created_by: by.actorId,
    });
    await advanceRecruit(tx, { recruitId: recruit.id, to: 'onboarding_requested', actorId: by.actorId, notes: 'Onboarding requested' });
    await logActivity(tx, {
      recruitId: recruit.id,
      actorId: by.actorId,
      action: 'onboarding_requested',
      details: { request_id: requestId, source: by.source },
    });
    if (by.source === 'recruit' && recruit.recruiter_id) {
      await notify(tx, {
        userId: recruit.recruiter_id,
        title: 'Onboarding requested',
        message: `${recruit.first_name} ${recruit.last_name} asked to start onboarding.`,
      });
    }
    return requestId;
  }).catch((err) => {
    // Two submissions at once: the unique index lets one through.
    if (isUniqueViolation(err, 'onboarding_requests_live_key'))
      throw new NotEligibleError('This recruit already has an onboarding request.');
    throw err;
  });
  return serializeRequest(present(await requests.findRequest(deps.sql, id), 'The request just written'));
}

async function withdraw(deps: Deps, actorId: number, id: number, outcome: 'rejected' | 'deleted') {
  return transaction(deps.sql, async (tx) => {
    const locked = await requests.lockRequest(tx, id);
    if (!locked) throw notFound('Onboarding request not found');
    if (locked.status !== 'pending') throw onlyPending(locked.status, outcome);
    const request = present(await requests.findRequest(tx, id), 'The locked request');
    if (outcome === 'rejected') await requests.decideRequest(tx, id, 'rejected', actorId);
    else await requests.deleteRequest(tx, id);
    await restoreAfterWithdrawal(tx, {
      recruitId: request.recruit_id,
      previous: request.previous_recruit_status,
      actorId,
      notes: `Onboarding request ${outcome}`,
    });
    await logActivity(tx, { recruitId: request.recruit_id, actorId, action: `onboarding_request_${outcome}`, details: { request_id: id } });
  });
}

export async function rejectRequest(deps: Deps, actorId: number, id: number): Promise<RejectResponse> {
  await withdraw(deps, actorId, id, 'rejected');
  return {
    message: ONBOARDING_MESSAGES.requestRejected,
    request: serializeRequest(present(await requests.findRequest(deps.sql, id), 'The request just written')),
  };
}

export async function deleteRequest(deps: Deps, actorId: number, id: number): Promise<MessageResponse> {
  await withdraw(deps, actorId, id, 'deleted');
  return { message: ONBOARDING_MESSAGES.requestDeleted };
}

/** The recruit's own submission: always for their own record (another recruit_id is a 403). */
export async function submitOwnRequest(deps: Deps, user: AccessClaims, body: RecruitRequestInput): Promise<OnboardingRequest> {
  const { recruit_id, ...fields } = body;
  const own = ownRecruitId(user);
  if (recruit_id != null && recruit_id !== own) throw forbidden(NOT_YOUR_RECORD);
  return createRequest(deps, { actorId: user.sub, source: 'recruit' }, own, fields);
}

/** One page of requests: staff those of the recruits they see (filtered), a recruit user only their own. */
export async function listRequestsFor(
  deps: Deps,
  user: AccessClaims,
  q: RequestListQuery,
  requestUrl: string,
): Promise<RequestListResponse> {
  const page = pageOf(q, LIST_PAGE_SIZE);
  const filter = {
    scope: (await recruitScope(deps.sql, user, 'q.recruit_id', q.recruit, 'none')).scope,
    status: q.status,
    search: q.search,
  };
  const { rows, count } = await requests.listRequests(deps.sql, filter, page);
  return pagedAnswer(requestUrl, page, count, rows.map(serializeRequest));
}

/** One request, if the user may see its recruit (404 unknown or hidden from staff, 403 another recruit's). */
export async function getRequestFor(deps: Deps, user: AccessClaims, id: number): Promise<OnboardingRequest> {
  const row = await requests.findRequest(deps.sql, id);
  if (!row) throw notFound('Onboarding request not found');
  await assertRecruitVisible(deps.sql, user, row.recruit_id, { hidden: 'Onboarding request not found' });
  return serializeRequest(row);
}
