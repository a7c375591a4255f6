// What can happen next for a recruit (docs/pipeline.md, "What can happen next"): the phase actions
// staff may take at each status, the Recruit Details tabs, the step the dialog offers first, and the
// recruit dashboard's next steps. The server allows an action by `phaseActionRefusal`, the client
// offers it by `offeredActions`; both read the same table.
import { NURTURE_START_STATUSES } from './nurture.ts';
import { RECRUIT_STATUSES, STATUS_LABELS, type RecruitStatus } from './recruit-status.ts';

/** What the rule looks at, all of it on the recruit record (shared/schemas/recruit-responses.ts). */
export type JourneyFacts = {
  status: RecruitStatus;
  discovery_enabled: boolean;
  has_onboarding_process: boolean;
};

/** The facts of a recruit as the recruits API answers it. */
export const journeyFactsOf = (r: {
  status: RecruitStatus;
  discovery_access: { is_enabled: boolean };
  has_onboarding_process: boolean;
}): JourneyFacts => ({
  status: r.status,
  discovery_enabled: r.discovery_access.is_enabled,
  has_onboarding_process: r.has_onboarding_process,
});

const from = (first: RecruitStatus, last: RecruitStatus = 'onboarded'): RecruitStatus[] =>
  RECRUIT_STATUSES.slice(RECRUIT_STATUSES.indexOf(first), RECRUIT_STATUSES.indexOf(last) + 1);

/** Statuses of discovery and nurture up to a completed proforma: where calls and proforma sessions happen. */
const BEFORE_ONBOARDING = from('clearview_completed', 'proforma_completed');
/** A proforma session can be scheduled from discovery access up to onboarding (nurture and the calls included). */
export const PROFORMA_SCHEDULE_STATUSES: readonly RecruitStatus[] = from('discovery_access_expanded', 'proforma_completed');

export const PHASE_ACTIONS = [
  'send_invite',
  'schedule_clearview',
  'enable_discovery',
  'start_nurture',
  'schedule_meeting',
  'schedule_proforma',
  'initiate_onboarding',
] as const;
export type PhaseAction = (typeof PHASE_ACTIONS)[number];

type Rule = {
  /** The statuses at which the action is allowed. */
  at: readonly RecruitStatus[];
  /** The refusal at any other status, naming the status label. */
  refusal: (label: string) => string;
  /** A further condition on what the recruit has, with its refusal; null when met. */
  needs?: (f: JourneyFacts) => string | null;
  /** Offered on screen only when this also holds (the server still allows it, e.g. changing modules). */
  offerIf?: (f: JourneyFacts) => boolean;
};

const RULES: Record<PhaseAction, Rule> = {
  send_invite: {
    at: ['profile_created'],
    refusal: (l) => `An acceptance invite can only be sent while the profile awaits acceptance; this recruit is at "${l}"`,
  },
  schedule_clearview: {
    at: ['profile_accepted', 'clearview_scheduled'],
    refusal: (l) => `A ClearView session can be scheduled once the profile is accepted; this recruit is at "${l}"`,
  },
  enable_discovery: {
    at: from('clearview_completed'),
    refusal: (l) => `Discovery access can be enabled once the ClearView session is completed; this recruit is at "${l}"`,
    offerIf: (f) => !f.discovery_enabled && BEFORE_ONBOARDING.includes(f.status),
  },
  start_nurture: {
    at: NURTURE_START_STATUSES,
    refusal: (l) => `A nurture campaign can be started at ClearView completed or Discovery access expanded; this recruit is at "${l}"`,
  },
  schedule_meeting: {
    at: [...BEFORE_ONBOARDING, 'onboarding_requested'],
    refusal: (l) =>
      `A call can be scheduled once the ClearView session is completed and until onboarding starts; this recruit is at "${l}"`,
  },
  schedule_proforma: {
    at: PROFORMA_SCHEDULE_STATUSES,
    refusal: (l) => `A proforma session can be scheduled from discovery access until onboarding starts; this recruit is at "${l}"`,
    needs: (f) => (f.discovery_enabled ? null : 'Enable discovery access before scheduling a proforma session'),
  },
  initiate_onboarding: {
    at: [...BEFORE_ONBOARDING, 'onboarding_requested'],
    refusal: (l) => `Onboarding can be initiated once ClearView is completed (current status: ${l}).`,
    needs: (f) => (f.has_onboarding_process ? 'This recruit already has an onboarding process.' : null),
  },
};

/** Null when staff may take the action now; otherwise the refusal the server answers (409). */
export function phaseActionRefusal(action: PhaseAction, f: JourneyFacts): string | null {
  const rule = RULES[action];
  if (!rule.at.includes(f.status)) return rule.refusal(STATUS_LABELS[f.status]);
  return rule.needs?.(f) ?? null;
}

/** The actions the screens offer for the recruit, in pipeline order. */
export function offeredActions(f: JourneyFacts): PhaseAction[] {
  return PHASE_ACTIONS.filter((a) => phaseActionRefusal(a, f) === null && (RULES[a].offerIf?.(f) ?? true));
}

// --- the Recruit Details dialog ---

export const DETAIL_TABS = ['details', 'timeline', 'nurture', 'proforma', 'onboarding', 'phase'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const TAB_RULES: Partial<Record<DetailTab, (f: JourneyFacts) => boolean>> = {
  // From ClearView on: the enrollment, its drip and the calls stay visible whatever follows.
  nurture: (f) => from('clearview_completed').includes(f.status),
  // From discovery access on, and wherever access was given: sessions booked and done stay visible.
  proforma: (f) =>
    from('discovery_access_expanded').includes(f.status) || (f.discovery_enabled && from('clearview_completed').includes(f.status)),
  onboarding: (f) => f.has_onboarding_process || from('onboarding_requested').includes(f.status),
};

/** The tabs the dialog shows for the recruit, in order (Details, Timeline and Phase Management always). */
export const detailTabs = (f: JourneyFacts): DetailTab[] => DETAIL_TABS.filter((t) => TAB_RULES[t]?.(f) ?? true);

/** What the dialog's "Next step" says and which control carries it out. */
type StaffNextStep = {
  text: string;
  /** A phase action, or a page where the step happens (the ClearView session, the proforma screen, onboarding). */
  action: PhaseAction | 'open_clearview' | 'open_proforma' | 'open_onboarding' | null;
};

/** The one step the dialog offers first for the recruit (docs/pipeline.md, "What can happen next"). */
export function staffNextStep(f: JourneyFacts): StaffNextStep {
  switch (f.status) {
    case 'profile_created':
      return { text: 'Send the profile invite: the recruit accepts it through the e-mailed link.', action: 'send_invite' };
    case 'profile_accepted':
      return {
        text: 'Schedule the ClearView session; the recruit gets the invitation with the meeting link.',
        action: 'schedule_clearview',
      };
    case 'clearview_scheduled':
      return { text: 'Run the ClearView session with the recruit; completing it on its page moves them on.', action: 'open_clearview' };
    case 'onboarding_requested':
      return {
        text: 'The recruit asked for onboarding: initiate it with the tasks each department receives.',
        action: 'initiate_onboarding',
      };
    case 'onboarding_initiated':
      return { text: 'Follow the departments’ tasks; the recruit is onboarded when every task is completed.', action: 'open_onboarding' };
    case 'onboarded':
      return { text: 'Onboarding is complete. There is no further step.', action: null };
    case 'proforma_scheduled':
      return { text: 'Run the proforma session on the Proforma screen and complete it.', action: 'open_proforma' };
    case 'proforma_completed':
      return { text: 'Initiate onboarding: choose the tasks each department receives.', action: 'initiate_onboarding' };
  }
  if (!f.discovery_enabled)
    return { text: 'Expand discovery access: the recruit gets the tools and a proforma becomes possible.', action: 'enable_discovery' };
  if (f.status === 'discovery_access_expanded' || f.status === 'founder_call_completed') {
    return { text: 'Schedule a proforma session, a call, or start a nurture campaign.', action: 'schedule_proforma' };
  }
  return {
    text: 'Schedule the next call or a proforma session; initiate onboarding when the recruit is ready.',
    action: 'schedule_meeting',
  };
}

// --- the recruit's own dashboard ---

/** The recruit's ClearView session as their records have it (the newest session's state, or none). */
export const CLEARVIEW_PROGRESS = ['none', 'scheduled', 'in_progress', 'completed'] as const;
export type ClearviewProgress = (typeof CLEARVIEW_PROGRESS)[number];

type RecruitStepFacts = JourneyFacts & {
  clearview_status: ClearviewProgress;
  profile_completion_percentage: number;
};

type RecruitStep = {
  key: 'profile' | 'clearview' | 'discovery' | 'onboarding_request' | 'onboarding_tasks';
  label: string;
  state: 'done' | 'todo' | 'skipped';
  /** The recruit-area page that carries the step out, when there is one. */
  page?: 'profile' | 'discovery' | 'onboarding';
};

/** The dashboard's ClearView chip, from the session itself (docs/spec/doc2.md: Complete, Scheduled or Pending). */
export const clearviewChip = (c: ClearviewProgress): string =>
  c === 'completed' ? 'ClearView Complete' : c === 'none' ? 'ClearView Pending' : 'ClearView Scheduled';

/**
 * Why the recruit dashboard's Discovery Tools card is locked, from the same record as its chips and
 * Next Steps (null: the tools are open): before the ClearView session they unlock after it; after it
 * the recruiter opens them.
 */
export function discoveryLockedText(f: { discovery_enabled: boolean; clearview_status: ClearviewProgress }): string | null {
  if (f.discovery_enabled) return null;
  return f.clearview_status === 'completed'
    ? 'Your ClearView session is done: your recruiter opens your discovery tools next.'
    : 'Your discovery tools unlock after your ClearView session.';
}

/** The recruit dashboard's Next Steps, from the recruit's records rather than the order of statuses. */
export function recruitNextSteps(f: RecruitStepFacts): RecruitStep[] {
  const inOnboarding = from('onboarding_requested').includes(f.status) || f.has_onboarding_process;
  const clearview: RecruitStep =
    f.clearview_status === 'completed'
      ? { key: 'clearview', label: 'Attend your ClearView session', state: 'done' }
      : f.clearview_status !== 'none'
        ? { key: 'clearview', label: 'Join your ClearView session (see Upcoming sessions)', state: 'todo' }
        : inOnboarding
          ? { key: 'clearview', label: 'ClearView session: not needed, your profile qualified you for onboarding', state: 'skipped' }
          : { key: 'clearview', label: 'Attend your ClearView session: your recruiter will schedule it', state: 'todo' };
  return [
    { key: 'profile', label: 'Complete your profile', state: f.profile_completion_percentage >= 100 ? 'done' : 'todo', page: 'profile' },
    clearview,
    f.discovery_enabled
      ? { key: 'discovery', label: 'Explore your discovery tools', state: 'todo', page: 'discovery' }
      : inOnboarding
        ? { key: 'discovery', label: 'Discovery tools: not opened for you', state: 'skipped' }
        : { key: 'discovery', label: 'Explore your discovery tools once your recruiter opens them', state: 'todo' },
    {
      key: 'onboarding_request',
      label: f.status === 'onboarding_requested' ? 'Wait for your recruiter to review your onboarding request' : 'Request onboarding',
      state: f.has_onboarding_process || f.status === 'onboarded' ? 'done' : 'todo',
    },
    {
      key: 'onboarding_tasks',
      label: 'Follow your onboarding tasks',
      state: f.status === 'onboarded' ? 'done' : 'todo',
      page: f.has_onboarding_process ? 'onboarding' : undefined,
    },
  ];
}
