// Who may get a new onboarding request: the one definition the server's refusal, the staff
// "onboarding ready" list (its SQL is tested against this) and the recruit's dashboard all use.
// The rule and its choices: docs/onboarding.md, "Eligibility".
import type { Recruit } from '../schemas/recruit-responses';
import { RECRUIT_STATUSES, type RecruitStatus } from './recruit-status';

/** Profile completion from which a recruit qualifies without a completed ClearView. */
export const MIN_PROFILE_COMPLETION_FOR_ONBOARDING = 60;

/** What a recruit who does not qualify yet is told, on the dashboard and in the server's refusal. */
export const NOT_QUALIFIED_YET_TEXT = `You can request onboarding once your ClearView session is completed or your profile is at least ${MIN_PROFILE_COMPLETION_FOR_ONBOARDING}% complete.`;

/** clearview_completed and every later status of the pipeline order. */
export const CLEARVIEW_DONE_STATUSES: readonly RecruitStatus[] = RECRUIT_STATUSES.slice(RECRUIT_STATUSES.indexOf('clearview_completed'));

/** Statuses that mean a request exists or onboarding started: never eligible for a new request. */
export const REQUESTED_OR_STARTED_STATUSES = [
  'onboarding_requested',
  'onboarding_initiated',
  'onboarded',
] as const satisfies readonly RecruitStatus[];

/** True at clearview_completed or any later status of the pipeline order. */
const isAtOrPastClearviewCompleted = (status: RecruitStatus): boolean => CLEARVIEW_DONE_STATUSES.includes(status);

/** ClearView counts as completed at or past that status, or when a completed session exists. */
export const hasCompletedClearview = (status: RecruitStatus, hasCompletedSession: boolean): boolean =>
  hasCompletedSession || isAtOrPastClearviewCompleted(status);

/** What the rule looks at. `clearview_completed` as hasCompletedClearview computes it. */
type EligibilityFacts = {
  status: RecruitStatus;
  profile_completion_percentage: number;
  clearview_completed: boolean;
  /** A pending, approved or completed request exists (a rejected one does not count). */
  has_live_request: boolean;
  /** An onboarding process exists. */
  has_process: boolean;
};

/** Why a recruit cannot get a new request: one already exists, onboarding started, or not qualified yet. */
type Ineligibility = 'has_request' | 'started' | 'not_qualified';

/** Null when the recruit may get a new onboarding request; otherwise why not. */
export function onboardingIneligibility(f: EligibilityFacts): Ineligibility | null {
  if (f.has_live_request || f.status === 'onboarding_requested') return 'has_request';
  if (f.has_process || (REQUESTED_OR_STARTED_STATUSES as readonly RecruitStatus[]).includes(f.status)) return 'started';
  if (f.clearview_completed || f.profile_completion_percentage >= MIN_PROFILE_COMPLETION_FOR_ONBOARDING) return null;
  return 'not_qualified';
}

/** True when the recruit may get a new onboarding request. */
export const canRequestOnboarding = (f: EligibilityFacts): boolean => onboardingIneligibility(f) === null;

/** The rule's facts of a recruit as the recruits API answers it (the recruit's own dashboard). */
export const eligibilityFactsOf = (
  r: Pick<
    Recruit,
    'status' | 'profile_completion_percentage' | 'clearview_completed' | 'has_live_onboarding_request' | 'has_onboarding_process'
  >,
): EligibilityFacts => ({
  status: r.status,
  profile_completion_percentage: r.profile_completion_percentage,
  clearview_completed: r.clearview_completed,
  has_live_request: r.has_live_onboarding_request,
  has_process: r.has_onboarding_process,
});
