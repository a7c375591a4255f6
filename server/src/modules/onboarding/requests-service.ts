import { transaction } from '../../db/connect.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import type { OnboardingRequest, RecruitRequestBody } from '../../../../shared/schemas/onboarding.ts';
import { logActivity } from '../activity/repo.ts';
import { notify } from '../notifications/repo.ts';
import { NOT_YOUR_RECORD } from '../recruits/guard.ts';
import { findRecruitById } from '../recruits/repo.ts';
import { NO_RECRUIT_PROFILE, ownRecruitId } from './access.ts';
import { onlyPending } from './approval-service.ts';
import type { OnboardingDeps, Out } from './deps.ts';
import { NotEligibleError, requestRefusal } from './eligibility.ts';
import * as requests from './requests-repo.ts';
import { advanceRecruit, restoreAfterWithdrawal } from './recruit-moves.ts';
import { serializeRequest } from './serialize.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';

type RequestInput = Omit<Out<typeof RecruitRequestBody>, 'recruit_id'>;

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
  d: OnboardingDeps,
  by: { actorId: number; source: 'recruit' | 'recruiter' },
  recruitId: number,
  body: RequestInput,
): Promise<OnboardingRequest> {
  const id = await transaction(d.sql, async (tx) => {
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
    await logActivity(tx, { recruitId: recruit.id, actorId: by.actorId, action: 'onboarding_requested', details: { request_id: requestId, source: by.source } });
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
    if (isUniqueViolation(err, 'onboarding_requests_live_key')) throw new NotEligibleError('This recruit already has an onboarding request.');
    throw err;
  });
  return serializeRequest((await requests.findRequest(d.sql, id))!);
}

async function withdraw(d: OnboardingDeps, actorId: number, id: number, outcome: 'rejected' | 'deleted') {
  return transaction(d.sql, async (tx) => {
    const locked = await requests.lockRequest(tx, id);
    if (!locked) throw notFound('Onboarding request not found');
    if (locked.status !== 'pending') throw onlyPending(locked.status, outcome);
    const request = (await requests.findRequest(tx, id))!;
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

export async function rejectRequest(d: OnboardingDeps, actorId: number, id: number) {
  await withdraw(d, actorId, id, 'rejected');
  return { message: 'Request rejected', request: serializeRequest((await requests.findRequest(d.sql, id))!) };
}

export async function deleteRequest(d: OnboardingDeps, actorId: number, id: number) {
  await withdraw(d, actorId, id, 'deleted');
  return { message: 'Request deleted' };
}

/** The recruit's own submission: always for their own record (another recruit_id is a 403). */
export async function submitOwnRequest(d: OnboardingDeps, user: AccessClaims, body: Out<typeof RecruitRequestBody>) {
  const { recruit_id, ...fields } = body;
  const own = await ownRecruitId(d.sql, user);
  if (own === null) throw forbidden(NO_RECRUIT_PROFILE);
  if (recruit_id != null && recruit_id !== own) throw forbidden(NOT_YOUR_RECORD);
  return createRequest(d, { actorId: user.sub, source: 'recruit' }, own, fields);
}
