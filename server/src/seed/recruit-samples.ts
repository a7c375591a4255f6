// Demo pipeline data: who the seeded recruits are and which stages each one walked through.
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { RecruitingSource } from '@shared/domain/recruiting-sources.ts';

export type SampleRecruit = {
  first: string;
  last: string;
  states: string[];
  source: RecruitingSource;
  status: RecruitStatus;
  notes: string;
};

const MAIN: RecruitStatus[] = ['profile_created', 'profile_accepted', 'clearview_scheduled', 'clearview_completed'];
const DISCOVERY: RecruitStatus[] = [...MAIN, 'discovery_access_expanded'];
const PROFORMA: RecruitStatus[] = [
  ...DISCOVERY,
  'ops_call_completed',
  'founder_call_completed',
  'proforma_scheduled',
  'proforma_completed',
];

/** The stages a recruit passed through to reach `status`, each an allowed move (docs/pipeline.md). */
export const PATH_TO: Record<RecruitStatus, RecruitStatus[]> = {
  profile_created: MAIN.slice(0, 1),
  profile_accepted: MAIN.slice(0, 2),
  clearview_scheduled: MAIN.slice(0, 3),
  clearview_completed: MAIN,
  discovery_access_expanded: DISCOVERY,
  nurture_high_engagement: [...DISCOVERY, 'nurture_high_engagement'],
  nurture_long_term: [...DISCOVERY, 'nurture_high_engagement', 'nurture_long_term'],
  ops_call_completed: PROFORMA.slice(0, 6),
  founder_call_completed: PROFORMA.slice(0, 7),
  proforma_scheduled: PROFORMA.slice(0, 8),
  proforma_completed: PROFORMA,
  onboarding_requested: [...DISCOVERY, 'onboarding_requested'],
  onboarding_initiated: [...PROFORMA, 'onboarding_initiated'],
  onboarded: [...PROFORMA, 'onboarding_initiated', 'onboarded'],
};

/** Plausible whole-day ranges a recruit stays in each stage before moving on. */
export const STAGE_DAYS: Record<RecruitStatus, [number, number]> = {
  profile_created: [1, 4],
  profile_accepted: [2, 6],
  clearview_scheduled: [3, 9],
  clearview_completed: [1, 5],
  discovery_access_expanded: [4, 12],
  nurture_high_engagement: [7, 14],
  nurture_long_term: [14, 30],
  ops_call_completed: [2, 6],
  founder_call_completed: [2, 6],
  proforma_scheduled: [2, 5],
  proforma_completed: [3, 8],
  onboarding_requested: [1, 3],
  onboarding_initiated: [10, 21],
  onboarded: [0, 0],
};

const r = (first: string, last: string, states: string[], source: RecruitingSource, status: RecruitStatus, notes = ''): SampleRecruit => ({
  first,
  last,
  states,
  source,
  status,
  notes,
});

/** 39 recruits besides Jordan Avery, spread over every status. */
export const SAMPLE_RECRUITS: SampleRecruit[] = [
  r('Olivia', 'Bennett', ['TX'], 'referral', 'profile_created', 'Referred by Marcus Hale; top producer at a regional bank.'),
  r('Ethan', 'Caldwell', ['FL', 'GA'], 'outbound_call', 'profile_created'),
  r('Sophia', 'Ramirez', ['CA'], 'social', 'profile_created', 'Reached out on LinkedIn after our rate-lock post.'),
  r('Liam', 'Foster', ['AZ', 'NV'], 'conference', 'profile_created', 'Met at the MBA Western Secondary conference.'),
  r('Ava', 'Nguyen', ['WA', 'OR'], 'referral', 'profile_created'),
  r('Noah', 'Patel', ['NJ', 'NY'], 'outbound_call', 'profile_accepted', 'Wants to talk comp before anything else.'),
  r('Isabella', 'Brooks', ['CO'], 'referral', 'profile_accepted'),
  r('Mason', 'Whitaker', ['NC', 'SC', 'VA'], 'conference', 'profile_accepted', 'Runs a team of three processors.'),
  r('Mia', 'Sullivan', ['IL'], 'social', 'profile_accepted'),
  r('Lucas', 'Herrera', ['TX', 'OK'], 'referral', 'clearview_scheduled', 'Mostly purchase business, strong builder relationships.'),
  r('Charlotte', 'Kim', ['CA', 'NV'], 'conference', 'clearview_scheduled'),
  r('Henry', 'Dawson', ['OH', 'PA'], 'outbound_call', 'clearview_scheduled', 'Prefers evening sessions.'),
  r('Amelia', 'Ortiz', ['FL'], 'other', 'clearview_scheduled', 'Came in through our website contact form.'),
  r('Benjamin', 'Lawson', ['GA', 'TN'], 'referral', 'clearview_completed', 'Strong VA volume; interested in ownership track.'),
  r('Harper', 'Reid', ['MN', 'WI'], 'social', 'clearview_completed'),
  r('Elijah', 'Grant', ['MI'], 'conference', 'clearview_completed'),
  r('Evelyn', 'Chambers', ['MA', 'NH', 'RI'], 'referral', 'discovery_access_expanded', 'Asked for the recruiting calculator first.'),
  r('James', 'Morales', ['TX'], 'outbound_call', 'discovery_access_expanded'),
  r('Abigail', 'Price', ['UT', 'ID'], 'referral', 'discovery_access_expanded'),
  r('Alexander', 'Ward', ['MD', 'VA', 'DE'], 'conference', 'discovery_access_expanded', 'Needs a decision before Q3.'),
  r('Emily', 'Hughes', ['MO', 'KS'], 'social', 'nurture_high_engagement', 'Watched the culture video twice.'),
  r('Daniel', 'Fischer', ['PA'], 'referral', 'nurture_high_engagement'),
  r('Ella', 'Coleman', ['AL', 'MS'], 'outbound_call', 'nurture_high_engagement'),
  r('Matthew', 'Russo', ['NY', 'CT'], 'conference', 'nurture_long_term', 'Non-compete ends next spring; check in quarterly.'),
  r('Scarlett', 'Jensen', ['IA', 'NE'], 'social', 'nurture_long_term'),
  r('Jackson', 'Tran', ['CA'], 'referral', 'ops_call_completed', 'Ops call went well; asked about processing turn times.'),
  r('Grace', 'Barnes', ['NC'], 'conference', 'ops_call_completed'),
  r('Sebastian', 'Vega', ['AZ'], 'referral', 'founder_call_completed'),
  r('Chloe', 'Murphy', ['OR', 'WA'], 'outbound_call', 'founder_call_completed', 'Great culture fit per the founder call.'),
  r('Jack', 'Holloway', ['FL', 'AL'], 'referral', 'proforma_scheduled'),
  r('Lily', 'Sandoval', ['NM', 'TX'], 'social', 'proforma_scheduled', 'Bringing her own LOA.'),
  r('Owen', 'Marsh', ['KY', 'IN'], 'conference', 'proforma_completed', 'Proforma shows break-even in month 4.'),
  r('Zoey', 'Fleming', ['SC'], 'referral', 'proforma_completed'),
  r('Wyatt', 'Sherman', ['LA', 'MS'], 'outbound_call', 'onboarding_requested'),
  r('Hannah', 'Pierce', ['CO', 'WY'], 'referral', 'onboarding_requested', 'Requested a start date after her bonus pays out.'),
  r('Levi', 'Duncan', ['TN'], 'conference', 'onboarding_initiated'),
  r('Nora', 'Castillo', ['TX', 'LA'], 'referral', 'onboarding_initiated', 'Licensing transfer in progress for LA.'),
  r('Caleb', 'Hartman', ['GA'], 'referral', 'onboarded', 'Closed his first loan with us in week three.'),
  r('Aria', 'Lindqvist', ['MN'], 'social', 'onboarded'),
];

export const JORDAN: SampleRecruit = r(
  'Jordan',
  'Avery',
  ['CA', 'AZ', 'NV'],
  'referral',
  'discovery_access_expanded',
  'Demo recruit: ClearView done, every discovery tool open.',
);
