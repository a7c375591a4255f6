// Which status moves the pipeline allows (docs/pipeline.md explains each row), and which of them
// must go through their own action rather than a plain status change. The server enforces both on
// PATCH /recruits/{id}/; the client uses them to offer only moves that will succeed.
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

/** What a move that has its own action needs: the action's name, and why a bare PATCH is not enough. */
export type MoveAction = {
  /** The action's name as the screens show it, e.g. "Schedule ClearView". */
  action: string;
  /** One sentence for hints: what the action does that a bare status change would skip. */
  how: string;
  /**
   * The thing the action creates. Once the recruit already has it, a plain status change to this
   * status skips nothing and is allowed (e.g. back from nurture to discovery with access on).
   */
  unlessRecruitHas?: 'onboarding_process' | 'discovery_access';
};

// Moves whose real work happens in an action (docs/pipeline.md, "Moves made by actions"). The
// target status decides, whatever the recruit's current status.
const MOVE_ACTIONS: Partial<Record<RecruitStatus, MoveAction>> = {
  profile_accepted: {
    action: 'Send Invite',
    how: 'The recruit accepts the profile through the invitation link, which creates their account.',
  },
  clearview_scheduled: { action: 'Schedule ClearView', how: 'Scheduling books the session and e-mails the invitation.' },
  clearview_completed: { action: 'Complete Session', how: 'Completing the ClearView session on its page sets this status.' },
  discovery_access_expanded: {
    action: 'Enable Discovery',
    how: 'Enabling discovery access saves the module selection and e-mails the recruit their PIN.',
    unlessRecruitHas: 'discovery_access',
  },
  onboarding_initiated: {
    action: 'Initiate Onboarding',
    how: 'Initiating onboarding creates the onboarding process, then sets the status.',
    unlessRecruitHas: 'onboarding_process',
  },
};

/** The action a move to `to` must go through instead of a plain status change, if any. */
export function moveAction(to: RecruitStatus): MoveAction | undefined {
  return MOVE_ACTIONS[to];
}

/** What the recruit already has that can make a move to an action's status a plain change. */
export type RecruitHoldings = { onboarding_process: boolean; discovery_access: boolean };

/**
 * The action a plain status change (PATCH) to `to` would skip, or undefined when a plain change
 * is fine: the status has no action, or the recruit already has what the action would create.
 */
export function actionNeededFor(to: RecruitStatus, has: RecruitHoldings): MoveAction | undefined {
  const needed = MOVE_ACTIONS[to];
  if (!needed || (needed.unlessRecruitHas && has[needed.unlessRecruitHas])) return undefined;
  return needed;
}

/** The refusal text for a plain status change that has its own action, naming the action. */
export function actionRefusal(to: RecruitStatus, needed: MoveAction): string {
  return `Use "${needed.action}" to move a recruit to "${STATUS_LABELS[to]}"`;
}
