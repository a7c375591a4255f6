// Every action the activity log holds, with the label the staff screens show (docs/dashboard.md,
// "Candidate Activity"). A new logActivity action is added here, or the activity filter refuses it.
import { humanizeKey } from '../format/text';

export const ACTIVITY_LABELS = {
  recruit_created: 'Recruit created',
  recruit_updated: 'Recruit updated',
  status_updated: 'Status changed',
  invite_sent: 'Invitation sent',
  profile_accepted: 'Profile accepted',
  profile_updated: 'Profile updated',
  clearview_scheduled: 'ClearView scheduled',
  clearview_completed: 'ClearView completed',
  discovery_access_enabled: 'Discovery access enabled',
  email_sent: 'Email sent',
  meeting_scheduled: 'Meeting scheduled',
  meeting_attended: 'Meeting attended',
  meeting_rescheduled: 'Meeting rescheduled',
  meeting_updated: 'Meeting updated',
  meeting_cancelled: 'Meeting cancelled',
  nurture_enrolled: 'Nurture campaign started',
  nurture_ended: 'Nurture campaign ended',
  nurture_completed: 'Nurture campaign completed',
  nurture_paused: 'Nurture paused',
  nurture_resumed: 'Nurture resumed',
  nurture_step: 'Nurture step sent',
  nurture_step_skipped: 'Nurture step skipped',
  nurture_call_completed: 'Nurture call completed',
  video_watched: 'Video watched',
  sms_consent_given: 'SMS consent given',
  sms_consent_withdrawn: 'SMS consent withdrawn',
  sms_opted_out: 'SMS opt-out',
  sms_received: 'Text message received',
  onboarding_requested: 'Onboarding requested',
  onboarding_request_approved: 'Onboarding request approved',
  onboarding_request_rejected: 'Onboarding request rejected',
  onboarding_request_deleted: 'Onboarding request deleted',
  onboarding_initiated: 'Onboarding initiated',
  onboarding_task_completed: 'Onboarding task completed',
  onboarding_completed: 'Onboarding completed',
  proforma_scheduled: 'Proforma scheduled',
  proforma_started: 'Proforma started',
  proforma_completed: 'Proforma completed',
  proforma_inputs_saved: 'Proforma inputs saved',
  proforma_emailed: 'Proforma e-mailed',
  dashboard_visit: 'Dashboard visit',
  discovery_page_load: 'Discovery tool opened',
  discovery_scenario_switch: 'Scenario switched',
  discovery_scenario_update: 'Scenario updated',
  recruiting_goals_saved: 'Recruiting goals saved',
} as const;
type ActivityAction = keyof typeof ACTIVITY_LABELS;
export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_LABELS) as [ActivityAction, ...ActivityAction[]];

/** An action's label; an action this list does not know yet is spelled out from its key. */
export const activityLabel = (action: string): string => ACTIVITY_LABELS[action as ActivityAction] ?? humanizeKey(action);

/** The Candidate Activity type filter and the action each type asks for (docs/spec/doc2.md §7). */
export const ACTIVITY_TYPE_FILTERS = [
  { type: 'emails', label: 'Emails', action: 'email_sent' },
  { type: 'sessions', label: 'Sessions', action: 'clearview_completed' },
  { type: 'status_changes', label: 'Status changes', action: 'status_updated' },
] as const satisfies readonly { type: string; label: string; action: ActivityAction }[];

/** docs/spec/doc2.md §9: the Candidate Activity page size. */
export const ACTIVITY_PAGE_SIZE = 20;
