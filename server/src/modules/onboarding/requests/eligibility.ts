import type { Sql } from '../../../db/connect.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import { NO_ELIGIBLE_RECRUITS, type NotEligibleBody } from '@shared/schemas/onboarding.ts';
import type { RecruitRow } from '../../recruits/repo.ts';
import { NOT_QUALIFIED_YET_TEXT, hasCompletedClearview, onboardingIneligibility } from '@shared/domain/onboarding-eligibility.ts';
import { findLiveRequest } from './repo.ts';

/**
 * A 409 for a recruit who cannot get a new onboarding request, answered as `{ error, reason }`:
 * `error` is always the text of docs/spec/doc3.md §2.4 (NO_ELIGIBLE_RECRUITS); `reason` says why for this recruit.
 */
export class NotEligibleError extends HttpError {
  constructor(reason: string) {
    super(409, NO_ELIGIBLE_RECRUITS, undefined, { reason } satisfies Omit<NotEligibleBody, 'error'>);
  }
}

/**
 * Why this recruit cannot get a new onboarding request, or null when they can: the shared rule
 * (shared/domain/onboarding-eligibility.ts) on the recruit's row, read in the caller's
 * transaction. `self` words the reason for the recruit.
 */
export async function requestRefusal(sql: Sql, recruit: RecruitRow, self: boolean): Promise<NotEligibleError | null> {
  const name = `${recruit.first_name} ${recruit.last_name}`;
  const why = onboardingIneligibility({
    status: recruit.status,
    profile_completion_percentage: recruit.profile_completion_percentage,
    clearview_completed: hasCompletedClearview(recruit.status, recruit.has_completed_session),
    has_live_request: recruit.has_live_onboarding_request,
    has_process: recruit.has_onboarding_process,
  });
  switch (why) {
    case null:
      return null;
    case 'has_request': {
      const live = await findLiveRequest(sql, recruit.id);
      const which = live ? ` (${live.status})` : '';
      return new NotEligibleError(
        self ? `You already have an onboarding request${which}.` : `${name} already has an onboarding request${which}.`,
      );
    }
    case 'started':
      return new NotEligibleError(
        self ? 'Your onboarding has already started.' : `${name} is already in onboarding (${STATUS_LABELS[recruit.status]}).`,
      );
    case 'not_qualified':
      return new NotEligibleError(
        self
          ? NOT_QUALIFIED_YET_TEXT
          : `${name} is not eligible yet: profile ${recruit.profile_completion_percentage}% complete and ClearView not completed.`,
      );
  }
}
