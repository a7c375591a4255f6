// Which status moves the pipeline allows (docs/pipeline.md explains each row). The server enforces
// it on PATCH /recruits/{id}/; the client uses it to offer only moves that will succeed.
import { RECRUIT_STATUSES, STATUS_LABELS, type RecruitStatus } from './recruit-status.ts';

const NURTURE = ['nurture_high_engagement', 'nurture_long_term'] as const;
const ONBOARDING_ENTRY = ['onboarding_requested', 'onboarding_initiated'] as const;
// From discovery or nurture a recruit may take either call or go straight to a proforma session.
const PROFORMA_ENTRY = ['ops_call_completed', 'founder_call_completed', 'proforma_scheduled'] as const;

const NEXT: Record<RecruitStatus, readonly RecruitStatus[]> = {
  profile_created: ['profile_accepted'],
  profile_accepted: ['clearview_scheduled'],
  clearview_scheduled: ['clearview_completed'],
  clearview_completed: ['discovery_access_expanded', ...NURTURE, ...ONBOARDING_ENTRY],
  discovery_access_expanded: [...NURTURE, ...PROFORMA_ENTRY, ...ONBOARDING_ENTRY],
  nurture_high_engagement: ['nurture_long_term', 'discovery_access_expanded', ...PROFORMA_ENTRY, ...ONBOARDING_ENTRY],
  nurture_long_term: ['nurture_high_engagement', 'discovery_access_expanded', ...PROFORMA_ENTRY, ...ONBOARDING_ENTRY],
  ops_call_completed: ['founder_call_completed', 'proforma_scheduled', ...NURTURE, ...ONBOARDING_ENTRY],
  founder_call_completed: ['proforma_scheduled', ...NURTURE, ...ONBOARDING_ENTRY],
  proforma_scheduled: ['proforma_completed', ...NURTURE, ...ONBOARDING_ENTRY],
  proforma_completed: [...NURTURE, ...ONBOARDING_ENTRY],
  onboarding_requested: ['onboarding_initiated'],
  onboarding_initiated: ['onboarded'],
  onboarded: [],
};

/** The statuses a recruit at `from` may move to, in pipeline order. */
export function allowedNextStatuses(from: RecruitStatus): RecruitStatus[] {
  const allowed = new Set(NEXT[from] ?? []);
  return RECRUIT_STATUSES.filter((s) => allowed.has(s));
}

/** True when a recruit may move from `from` to `to` (never to the same status). */
export function canTransition(from: RecruitStatus, to: RecruitStatus): boolean {
  return (NEXT[from] ?? []).includes(to);
}

/** The refusal text for a move the rule does not allow, naming both labels. */
export function transitionRefusal(from: RecruitStatus, to: RecruitStatus): string {
  return `Cannot move a recruit from "${STATUS_LABELS[from]}" to "${STATUS_LABELS[to]}"`;
}
