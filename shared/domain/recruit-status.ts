/** Recruit statuses in pipeline order (docs/spec/doc2.md §4), with their exact labels (docs/spec/doc1.md §4). */
export const RECRUIT_STATUSES = [
  'profile_created',
  'profile_accepted',
  'clearview_scheduled',
  'clearview_completed',
  'discovery_access_expanded',
  'nurture_high_engagement',
  'nurture_long_term',
  'ops_call_completed',
  'founder_call_completed',
  'proforma_scheduled',
  'proforma_completed',
  'onboarding_requested',
  'onboarding_initiated',
  'onboarded',
] as const;
export type RecruitStatus = (typeof RECRUIT_STATUSES)[number];

export const STATUS_LABELS: Record<RecruitStatus, string> = {
  profile_created: 'Profile Created – Awaiting Acceptance',
  profile_accepted: 'Profile Accepted – Pending ClearView Session',
  clearview_scheduled: 'ClearView scheduled',
  clearview_completed: 'ClearView completed',
  discovery_access_expanded: 'Discovery access expanded',
  nurture_high_engagement: 'Nurture, high engagement',
  nurture_long_term: 'Nurture, long term',
  ops_call_completed: 'Ops Discovery Call Completed',
  founder_call_completed: 'Founder Culture Call Completed',
  proforma_scheduled: 'Proforma scheduled',
  proforma_completed: 'Proforma completed',
  onboarding_requested: 'Onboarding requested',
  onboarding_initiated: 'Onboarding initiated',
  onboarded: 'Onboarded',
};

/** The statuses from `first` to `last`, both included, in pipeline order. */
function statusesFromTo(first: RecruitStatus, last: RecruitStatus): RecruitStatus[] {
  return RECRUIT_STATUSES.slice(RECRUIT_STATUSES.indexOf(first), RECRUIT_STATUSES.indexOf(last) + 1);
}

/** The seven stages the pipeline's stage dropdown offers (docs/spec/doc1.md §2), in order. */
export const PIPELINE_FILTER_STAGES = [
  'profile_created',
  'profile_accepted',
  'clearview_scheduled',
  'clearview_completed',
  'discovery_access_expanded',
  'onboarding_initiated',
  'onboarded',
] as const satisfies readonly RecruitStatus[];

/** The staff progress stepper's seven steps (docs/spec/doc2.md §4) and the statuses each step covers. */
export const STEPPER_STEPS = [
  { key: 'created', label: 'Created', statuses: ['profile_created'] },
  { key: 'accepted', label: 'Accepted', statuses: ['profile_accepted'] },
  { key: 'scheduled', label: 'Scheduled', statuses: ['clearview_scheduled'] },
  { key: 'completed', label: 'Completed', statuses: ['clearview_completed'] },
  {
    key: 'discovery',
    label: 'Discovery',
    // Everything between ClearView and onboarding: the discovery tools, nurture, the calls and the proforma.
    statuses: statusesFromTo('discovery_access_expanded', 'proforma_completed'),
  },
  { key: 'onboarding', label: 'Onboarding', statuses: ['onboarding_requested', 'onboarding_initiated'] },
  { key: 'onboarded', label: 'Onboarded', statuses: ['onboarded'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly RecruitStatus[] }[];

/** Index of the stepper step a status belongs to (0..6). */
export function stepIndex(status: RecruitStatus): number {
  return STEPPER_STEPS.findIndex((s) => (s.statuses as readonly string[]).includes(status));
}

/**
 * The eight pipeline phases of the staff sidebar (docs/spec/doc2.md §1) and the statuses each holds,
 * so a phase can be counted and opened as a filter of the pipeline (docs/dashboard.md, "Pipeline").
 */
export const PIPELINE_PHASES = [
  { key: 'profile_creation', label: 'Profile Creation', statuses: ['profile_created'] },
  { key: 'profile_acceptance', label: 'Profile Acceptance', statuses: ['profile_accepted'] },
  { key: 'clearview_scheduling', label: 'ClearView Scheduling', statuses: ['clearview_scheduled'] },
  { key: 'clearview_session', label: 'ClearView Session', statuses: ['clearview_completed'] },
  { key: 'discovery_access', label: 'Discovery Access', statuses: ['discovery_access_expanded'] },
  {
    key: 'nurture_campaign',
    label: 'Nurture Campaign',
    statuses: ['nurture_high_engagement', 'nurture_long_term', 'ops_call_completed', 'founder_call_completed'],
  },
  { key: 'proforma_build_out', label: 'Proforma Build-Out', statuses: ['proforma_scheduled', 'proforma_completed'] },
  { key: 'onboarding', label: 'Onboarding', statuses: ['onboarding_requested', 'onboarding_initiated', 'onboarded'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly RecruitStatus[] }[];
export type PipelinePhaseKey = (typeof PIPELINE_PHASES)[number]['key'];
export const PIPELINE_PHASE_KEYS = PIPELINE_PHASES.map((p) => p.key) as [PipelinePhaseKey, ...PipelinePhaseKey[]];
