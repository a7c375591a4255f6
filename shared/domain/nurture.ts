// Nurture rules both sides need (docs/nurture.md): who may start a campaign, the campaigns the
// screens enroll into, meeting types, and the texts of docs/spec/doc2.md §8.
import type { RecruitStatus } from './recruit-status.ts';

/** The seeded campaigns (docs/spec/doc2.md §7: campaign 1 is high engagement, 2 long term). */
export const HIGH_ENGAGEMENT_CAMPAIGN_ID = 1;
export const LONG_TERM_CAMPAIGN_ID = 2;

export const CAMPAIGN_TYPES = ['high_engagement', 'long_term'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = { high_engagement: 'High Engagement', long_term: 'Long Term' };
export const CAMPAIGN_STATUSES = ['active', 'paused', 'archived'] as const;
export const CAMPAIGN_DURATION = { min: 1, max: 365 } as const;

/** A campaign's status on enrollment (docs/spec/doc2.md §4). */
export const NURTURE_STATUS_OF: Record<CampaignType, RecruitStatus> = {
  high_engagement: 'nurture_high_engagement',
  long_term: 'nurture_long_term',
};

/** Phase Management offers a nurture start only here, and only without an active enrollment. */
export const NURTURE_START_STATUSES: readonly RecruitStatus[] = ['clearview_completed', 'discovery_access_expanded'];
/**
 * The recruit dashboard's Stay Connected panel (docs/spec/doc2.md §4: clearview_completed and
 * discovery_access_expanded) and, once the recruit starts a track, the nurture statuses it moves
 * them to, so the panel does not vanish with the click (docs/nurture.md, "Screens"). A recruit may
 * start the high-engagement track and schedule calls at these statuses only.
 */
export const STAY_CONNECTED_STATUSES: readonly RecruitStatus[] = [
  'clearview_completed',
  'discovery_access_expanded',
  'nurture_high_engagement',
  'nurture_long_term',
];
/** Recruits the Nurture screen's Overview lists (docs/spec/doc2.md §2). */
export const NURTURE_OVERVIEW_STATUSES: readonly RecruitStatus[] = [
  'clearview_completed',
  'discovery_access_expanded',
  'nurture_high_engagement',
  'nurture_long_term',
];
/** An enrollment ends by itself when the recruit reaches one of these (docs/nurture.md, "Exit"). */
export const NURTURE_EXIT_STATUSES: readonly RecruitStatus[] = ['onboarding_requested', 'onboarding_initiated', 'onboarded'];

/** What the recruit did that ends its follow-ups by itself (docs/nurture.md, "Exit"), as the Timeline tab names it. */
export const NURTURE_EXITS = ['replied', 'meeting_booked', 'opted_out'] as const;
export type NurtureExit = (typeof NURTURE_EXITS)[number];
export const NURTURE_EXIT_LABELS: Record<NurtureExit, string> = {
  replied: 'Nurture ended: the recruit replied',
  meeting_booked: 'Nurture ended: a meeting was booked',
  opted_out: 'Nurture ended: the recruit opted out',
};

export const MEETING_TYPES = ['ops_discovery', 'founder_culture'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  ops_discovery: 'Operational Discovery call',
  founder_culture: 'Founder Culture call',
};
export const DEFAULT_MEETING_TYPE: MeetingType = 'ops_discovery';
/** An attended meeting moves the recruit here, where the pipeline rule allows (docs/nurture.md). */
export const MEETING_DONE_STATUS: Record<MeetingType, RecruitStatus> = {
  ops_discovery: 'ops_call_completed',
  founder_culture: 'founder_call_completed',
};

export const STEP_CHANNELS = ['email', 'sms', 'call_task'] as const;
export type StepChannel = (typeof STEP_CHANNELS)[number];
export const STEP_CHANNEL_LABELS: Record<StepChannel, string> = { email: 'E-mail', sms: 'SMS', call_task: 'Recruiter call' };

/** Texts of docs/spec/doc2.md §5 and §8, verbatim. */
export const NURTURE_TEXTS = {
  selectDateTime: 'Please select date and time',
  campaignStartFailed: 'Failed to start campaign',
  highEngagementStarted: 'High engagement campaign started!',
  longTermStarted: 'Long term campaign started!',
  phaseHighEngagementStarted: 'High-engagement campaign started!',
  movedToLongTerm: 'Moved to long-term nurture',
  moveToLongTermFailed: 'Failed to move to long-term nurture',
  emailSent: 'Email sent successfully!',
  emailFailed: 'Failed to send email',
  meetingScheduled: 'Meeting scheduled successfully!',
  meetingFailed: 'Failed to schedule meeting',
  campaignCreated: 'Campaign created successfully!',
  campaignCreateFailed: 'Failed to create campaign',
  notEnrolled: 'Not enrolled',
  dashboardNurtureFailed: 'Failed to start nurture campaign',
  opsCallScheduled: 'Operational Discovery call scheduled!',
  cultureCallScheduled: 'Culture call scheduled!',
} as const;
