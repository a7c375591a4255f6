import type { Sql } from '../../db/connect.ts';
import { HttpError } from '../../lib/http-error.ts';
import { STATUS_LABELS } from '../../../../shared/domain/recruit-status.ts';
import { NO_ELIGIBLE_RECRUITS } from '../../../../shared/schemas/onboarding.ts';
import type { RecruitRow } from '../recruits/repo.ts';
import { isAtOrPastClearviewCompleted } from '../recruits/serialize.ts';
import { findProcessIdByRecruit } from './processes-repo.ts';
import { findLiveRequest } from './requests-repo.ts';

const MIN_PROFILE_COMPLETION = 60;

/**
 * A 409 for a recruit who cannot get a new onboarding request, answered as `{ error, reason }`:
 * `error` is always the text of doc3 §2.4 (NO_ELIGIBLE_RECRUITS); `reason` says why for this recruit.
 */
export class NotEligibleError extends HttpError {
  constructor(reason: string) {
    super(409, NO_ELIGIBLE_RECRUITS, undefined, { reason });
  }
}

/**
 * Why this recruit cannot get a new onboarding request, or null when they can (doc3 §4.4): no
 * live request (pending, approved or completed; a rejected one does not count), onboarding not
 * started, and profile completion ≥ 60% or ClearView completed. `self` words it for the recruit.
 */
export async function requestRefusal(sql: Sql, recruit: RecruitRow, self: boolean): Promise<NotEligibleError | null> {
  const name = `${recruit.first_name} ${recruit.last_name}`;
  const live = await findLiveRequest(sql, recruit.id);
  if (live) {
    return new NotEligibleError(
      self ? `You already have an onboarding request (${live.status}).` : `${name} already has an onboarding request (${live.status}).`,
    );
  }
  const started = recruit.status === 'onboarding_initiated' || recruit.status === 'onboarded' || (await findProcessIdByRecruit(sql, recruit.id));
  if (started) {
    return new NotEligibleError(self ? 'Your onboarding has already started.' : `${name} is already in onboarding (${STATUS_LABELS[recruit.status]}).`);
  }
  const qualified =
    recruit.profile_completion_percentage >= MIN_PROFILE_COMPLETION || isAtOrPastClearviewCompleted(recruit.status) || recruit.has_completed_session;
  if (qualified) return null;
  return new NotEligibleError(
    self
      ? 'You can request onboarding once your ClearView session is completed or your profile is at least 60% complete.'
      : `${name} is not eligible yet: profile ${recruit.profile_completion_percentage}% complete and ClearView not completed.`,
  );
}
