// Response shapes of the recruit pipeline API (re-exported by ./recruits.ts; read that file first).
import type { RecruitStatus } from '../domain/recruit-status.ts';
import type { RecruitingSource } from '../domain/recruiting-sources.ts';
import type { DiscoveryModule } from '../domain/discovery-modules.ts';
import type { ClearviewProgress } from '../domain/journey.ts';
import type { Paginated } from './common.ts';

/** A recruit's discovery-tool access; defaults (disabled, no modules) when never granted. */
export type DiscoveryAccessSummary = { is_enabled: boolean; enabled_modules: DiscoveryModule[]; granted_at: string | null };

/** The recruit as every /recruits endpoint answers it (docs/spec/doc1.md §3 plus docs/spec/doc3.md's read fields). */
export type Recruit = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  states_licensed: string[];
  nmls_id: string | null;
  recruiting_source: RecruitingSource;
  /** Staff notes; always '' when a recruit user reads their own record. */
  notes: string;
  status: RecruitStatus;
  statusLabel: string;
  recruiter: number | null;
  recruiter_name: string;
  recruiter_email: string | null;
  created_at: string;
  updated_at: string;
  discovery_access: DiscoveryAccessSummary;
  profile_completion_percentage: number;
  clearview_completed: boolean;
  /** The recruit's ClearView session as the records have it (the dashboard's chip, the next steps). */
  clearview_status: ClearviewProgress;
  /** A pending, approved or completed onboarding request exists (for the shared eligibility rule). */
  has_live_onboarding_request: boolean;
  /** An onboarding process exists (for the shared eligibility rule). */
  has_onboarding_process: boolean;
  /** Whole days since the last status change. */
  days_in_stage: number;
};

export type RecruitListResponse = Paginated<Recruit>;

export type ClearviewSessionSummary = {
  id: number;
  token: string;
  scheduled_at: string;
  meeting_link: string;
  link_type: 'generated' | 'custom';
  status: 'scheduled' | 'in_progress' | 'completed';
};
export type ScheduleClearviewResponse = { session: ClearviewSessionSummary; clearviewUrl: string; meetingLink: string };

export type DiscoveryAccessItem = {
  recruit: number;
  is_enabled: boolean;
  enabled_modules: DiscoveryModule[];
  pin: string;
  granted_at: string | null;
};
export type EnableDiscoveryResponse = { discovery_access: DiscoveryAccessItem; recruit: Recruit; message: string };
export type DiscoveryAccessListResponse = { results: DiscoveryAccessItem[] };

export type InviteResponse = { inviteUrl: string };

export type RecruitStats = {
  total_recruits: number;
  new_this_week: number;
  new_this_month: number;
  by_status: Record<RecruitStatus, number>;
  onboarded: number;
  /** Percent of all recruits that are onboarded, one decimal. */
  conversion_rate: number;
  discovery_enabled: number;
  /** Mean days from creation to profile acceptance, one decimal; 0 when no one has accepted yet. */
  avg_profile_to_acceptance_days: number;
  /** Percent of recruits who reached ClearView scheduling that completed it, one decimal. */
  clearview_completion_rate: number;
  /** ClearView and proforma sessions in progress right now. */
  active_sessions: number;
  /** Onboarding tasks not completed, plus open nurture call tasks. */
  pending_tasks: number;
  /** E-mails handed to SMTP (or the outbox) since midnight, server time. */
  emails_sent_today: number;
  /** Mean profile completion of recruits who have an account, one decimal. */
  avg_profile_completion: number;
  /** Recruits whose profile is 100 % complete. */
  complete_profiles: number;
};

export type Option<V extends string = string> = { value: V; label: string };
export type RecruitFilters = { statuses: Option<RecruitStatus>[]; recruiting_sources: Option<RecruitingSource>[]; orderings: Option[] };

export type OnboardingReadyRecruit = Pick<
  Recruit,
  'id' | 'first_name' | 'last_name' | 'email' | 'status' | 'profile_completion_percentage' | 'clearview_completed'
>;
export type OnboardingReadyResponse = { results: OnboardingReadyRecruit[]; count: number };

export type TimelineEntry = {
  stage: RecruitStatus;
  stage_display: string;
  timestamp: string;
  notes: string;
  /** Whole days spent in this stage (so far, for the current one). */
  days_in_stage: number;
  /** "First Last" of who made the move, or "System". */
  actor: string;
};

/** GET /accept/{token}/: what the acceptance page shows. */
export type AcceptPageResponse = {
  recruit: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    states_licensed: string[];
    nmls_id: string | null;
    recruiting_source: RecruitingSource;
    recruiting_source_label: string;
  };
  recruiter: { name: string; email: string | null };
};
export type AcceptResponse = { message: string; recruit: Recruit };
export const PROFILE_ACCEPTED_MESSAGE =
  'Profile accepted successfully! Your recruiter will contact you to schedule your ClearView session.';
export const INVALID_ACCEPT_TOKEN = 'Invalid or expired token';
