// Response schemas of the recruit pipeline API (re-exported by ./recruits.ts; read that file first).
// Every route of server/src/modules/recruits and modules/accept answers one of these; the server's
// serializer checks the answer against it and drops any field it does not name.
import { z } from 'zod';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';
import { RECRUITING_SOURCES, type RecruitingSource } from '../domain/recruiting-sources.ts';
import { DISCOVERY_MODULES } from '../domain/discovery-modules.ts';
import { CLEARVIEW_PROGRESS } from '../domain/journey.ts';
import { pagedList, timestamp, timestamps, wholeList } from './common.ts';

const recruitStatus = z.enum(RECRUIT_STATUSES);
const recruitingSource = z.enum(Object.keys(RECRUITING_SOURCES) as [RecruitingSource, ...RecruitingSource[]]);
const discoveryModules = z.array(z.enum(DISCOVERY_MODULES));

/** A recruit's discovery-tool access; defaults (disabled, no modules) when never granted. */
const DiscoveryAccessSummary = z.object({
  is_enabled: z.boolean(),
  enabled_modules: discoveryModules,
  granted_at: timestamp.nullable(),
});

/** The recruit as every /recruits endpoint answers it (docs/spec/doc1.md §3 plus docs/spec/doc3.md's read fields). */
export const Recruit = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  states_licensed: z.array(z.string()),
  nmls_id: z.string().nullable(),
  recruiting_source: recruitingSource,
  /** Staff notes; always '' when a recruit user reads their own record. */
  notes: z.string(),
  status: recruitStatus,
  statusLabel: z.string(),
  recruiter: z.number().nullable(),
  recruiter_name: z.string(),
  recruiter_email: z.string().nullable(),
  ...timestamps,
  discovery_access: DiscoveryAccessSummary,
  profile_completion_percentage: z.number(),
  clearview_completed: z.boolean(),
  /** The recruit's ClearView session as the records have it (the dashboard's chip, the next steps). */
  clearview_status: z.enum(CLEARVIEW_PROGRESS),
  /** A pending, approved or completed onboarding request exists (for the shared eligibility rule). */
  has_live_onboarding_request: z.boolean(),
  /** An onboarding process exists (for the shared eligibility rule). */
  has_onboarding_process: z.boolean(),
  /** Whole days since the last status change. */
  days_in_stage: z.number(),
});
export type Recruit = z.infer<typeof Recruit>;

/** GET /recruits/: one page of the pipeline. */
export const RecruitListResponse = pagedList(Recruit);
export type RecruitListResponse = z.infer<typeof RecruitListResponse>;

export const ClearviewSessionSummary = z.object({
  id: z.number(),
  token: z.string(),
  scheduled_at: timestamp,
  meeting_link: z.string(),
  link_type: z.enum(['generated', 'custom']),
  status: z.enum(['scheduled', 'in_progress', 'completed']),
});
export type ClearviewSessionSummary = z.infer<typeof ClearviewSessionSummary>;

export const ScheduleClearviewResponse = z.object({ session: ClearviewSessionSummary, clearviewUrl: z.string(), meetingLink: z.string() });
export type ScheduleClearviewResponse = z.infer<typeof ScheduleClearviewResponse>;

export const DiscoveryAccessItem = z.object({
  recruit: z.number(),
  is_enabled: z.boolean(),
  enabled_modules: discoveryModules,
  pin: z.string(),
  granted_at: timestamp.nullable(),
});
export type DiscoveryAccessItem = z.infer<typeof DiscoveryAccessItem>;

export const EnableDiscoveryResponse = z.object({ discovery_access: DiscoveryAccessItem, recruit: Recruit, message: z.string() });
export type EnableDiscoveryResponse = z.infer<typeof EnableDiscoveryResponse>;

/** GET /discovery-access/: every access row the caller may see (a recruit: only their own). */
export const DiscoveryAccessListResponse = wholeList(DiscoveryAccessItem);
export type DiscoveryAccessListResponse = z.infer<typeof DiscoveryAccessListResponse>;

export const InviteResponse = z.object({ inviteUrl: z.string() });
export type InviteResponse = z.infer<typeof InviteResponse>;

export const RecruitStats = z.object({
  total_recruits: z.number(),
  new_this_week: z.number(),
  new_this_month: z.number(),
  by_status: z.record(recruitStatus, z.number()),
  onboarded: z.number(),
  /** Percent of all recruits that are onboarded, one decimal. */
  conversion_rate: z.number(),
  discovery_enabled: z.number(),
  /** Mean days from creation to profile acceptance, one decimal; 0 when no one has accepted yet. */
  avg_profile_to_acceptance_days: z.number(),
  /** Percent of recruits who reached ClearView scheduling that completed it, one decimal. */
  clearview_completion_rate: z.number(),
  /** ClearView and proforma sessions in progress right now. */
  active_sessions: z.number(),
  /** Onboarding tasks not completed, plus open nurture call tasks. */
  pending_tasks: z.number(),
  /** E-mails handed to SMTP (or the outbox) since midnight, server time. */
  emails_sent_today: z.number(),
  /** Mean profile completion of recruits who have an account, one decimal. */
  avg_profile_completion: z.number(),
  /** Recruits whose profile is 100 % complete. */
  complete_profiles: z.number(),
});
export type RecruitStats = z.infer<typeof RecruitStats>;

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });
/** GET /recruits/filters/: the pipeline's stage, source and ordering choices with their labels. */
export const RecruitFilters = z.object({
  statuses: z.array(option(recruitStatus)),
  recruiting_sources: z.array(option(recruitingSource)),
  orderings: z.array(option(z.string())),
});
export type RecruitFilters = z.infer<typeof RecruitFilters>;

/** Who the recruit is, in the shorter answers that carry only part of the record. */
const IDENTITY = { id: true, first_name: true, last_name: true, email: true } as const;

export const OnboardingReadyRecruit = Recruit.pick({
  ...IDENTITY,
  status: true,
  profile_completion_percentage: true,
  clearview_completed: true,
});
export type OnboardingReadyRecruit = z.infer<typeof OnboardingReadyRecruit>;
/** GET /recruits/onboarding_ready/: the first page of the eligible recruits, by name. */
export const OnboardingReadyResponse = pagedList(OnboardingReadyRecruit);
export type OnboardingReadyResponse = z.infer<typeof OnboardingReadyResponse>;

export const TimelineEntry = z.object({
  /** A stage the recruit entered, or a nurture exit (the recruit replied, booked or opted out; docs/nurture.md "Exit"). */
  kind: z.enum(['stage', 'nurture_exit']),
  /** The stage entered; for an exit, the stage the recruit was in. */
  stage: recruitStatus,
  stage_display: z.string(),
  timestamp,
  notes: z.string(),
  /** Whole days spent in this stage (so far, for the current one); null for an exit. */
  days_in_stage: z.number().nullable(),
  /** "First Last" of who made the move, or "System". */
  actor: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;
/** GET /recruits/{id}/timeline/: every stage the recruit passed and every nurture exit, oldest first. */
export const TimelineResponse = wholeList(TimelineEntry);
export type TimelineResponse = z.infer<typeof TimelineResponse>;

/** POST /recruits/{id}/track_activity/: the activity log entry written. */
export const TrackActivityResponse = z.object({ id: z.number() });
export type TrackActivityResponse = z.infer<typeof TrackActivityResponse>;

/** GET /accept/{token}/: what the acceptance page shows. */
export const AcceptPageResponse = z.object({
  recruit: Recruit.pick({ ...IDENTITY, phone: true, states_licensed: true, nmls_id: true, recruiting_source: true }).extend({
    recruiting_source_label: z.string(),
  }),
  recruiter: z.object({ name: z.string(), email: z.string().nullable() }),
});
export type AcceptPageResponse = z.infer<typeof AcceptPageResponse>;
export const AcceptResponse = z.object({ message: z.string(), recruit: Recruit });
export type AcceptResponse = z.infer<typeof AcceptResponse>;
export const PROFILE_ACCEPTED_MESSAGE =
  'Profile accepted successfully! Your recruiter will contact you to schedule your ClearView session.';
export const INVALID_ACCEPT_TOKEN = 'Invalid or expired token';

/** GET /recruits/owners/: the staff a recruit can be assigned to (active admins and recruiters), by name. */
const RecruitOwner = z.object({ id: z.number(), name: z.string() });
export const RecruitOwnerList = wholeList(RecruitOwner);
export type RecruitOwnerList = z.infer<typeof RecruitOwnerList>;
