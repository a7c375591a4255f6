// Contracts of the nurture API (docs/nurture.md; paths of docs/spec/doc2.md §7): the bodies the
// server validates and the answers the screens read.
import { z } from 'zod';
import { idParam, isoDateTime, lineRequired, optionalQuery, plainRequired, plainText, positiveId } from './common.ts';
import { bookingTime, browserTimeZone, optionalMeetingLink } from './scheduling.ts';
import {
  CAMPAIGN_DURATION,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  MEETING_TYPES,
  NURTURE_TEXTS,
  type CampaignType,
  type MeetingType,
  type StepChannel,
} from '../domain/nurture.ts';
import type { RecruitStatus } from '../domain/recruit-status.ts';
import type { MessageStatus } from './messages.ts';

const id = idParam.shape.id;
const recruitRef = positiveId('Recruit must be a number');
export const CreateCampaignBody = z.object({
  name: lineRequired('Name', 120),
  campaign_type: z.enum(CAMPAIGN_TYPES, { error: 'Campaign type must be high_engagement or long_term' }),
  duration_days: z
    .number({ error: 'Duration must be a number of days' })
    .int('Duration must be a whole number of days')
    .min(CAMPAIGN_DURATION.min, 'Duration must be between 1 and 365 days')
    .max(CAMPAIGN_DURATION.max, 'Duration must be between 1 and 365 days'),
  status: z.enum(CAMPAIGN_STATUSES, { error: 'Status must be active, paused or archived' }).default('active'),
  description: plainText(500).optional(),
});

export const EnrollBody = z.object({ recruit: recruitRef, campaign: positiveId('Campaign must be a number') });
export const EnrollmentsQuery = z.object({
  recruit: optionalQuery(recruitRef),
  active: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
/** Pause until a date (the schedule shifts by the pause), or null to resume now. */
export const PatchEnrollmentBody = z.object({ paused_until: isoDateTime('Pause until is required').nullable() });
export const RecruitActionBody = z.object({ recruit_id: recruitRef });
export const SmsConsentBody = z.object({ recruit_id: recruitRef, consent: z.boolean({ error: 'Consent must be true or false' }) });

export const CreateMeetingBody = z.object({
  recruit: recruitRef,
  meeting_type: z.enum(MEETING_TYPES, { error: 'Meeting type must be ops_discovery or founder_culture' }),
  // Left out by the recruit dashboard: the server books the first free slot a week ahead (docs/scheduling.md).
  scheduled_at: bookingTime(NURTURE_TEXTS.selectDateTime).optional(),
  time_zone: browserTimeZone,
  meeting_link: optionalMeetingLink,
  notes: plainText(2000).optional(),
  duration_minutes: z.number().int().min(15, 'At least 15 minutes').max(240, 'At most 4 hours').optional(),
});
export type CreateMeetingInput = z.input<typeof CreateMeetingBody>;
export const PatchMeetingBody = z
  .object({
    attended: z.boolean({ error: 'Attended must be true or false' }).optional(),
    attended_at: isoDateTime('Attended at must be a date-time').nullable().optional(),
    notes: plainText(2000).optional(),
    outcome: plainText(2000).optional(),
    scheduled_at: isoDateTime(NURTURE_TEXTS.selectDateTime).optional(),
    meeting_link: optionalMeetingLink,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export const MeetingsQuery = z.object({
  recruit: optionalQuery(recruitRef),
  upcoming: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});

export const VideoEngagementBody = z.object({
  recruit: recruitRef,
  video_name: lineRequired('Video name', 200),
  video_url: z.string().trim().max(500).url('Video URL must be a URL'),
  watch_percentage: z.number({ error: 'Watch percentage must be a number' }).int().min(0).max(100, 'Watch percentage is at most 100'),
});

/** Either a free e-mail to a recruit, or one of an enrollment's campaign e-mail steps (template_id = step id). */
export const SendEmailBody = z.union(
  [
    z.object({ recruit_id: recruitRef, subject: lineRequired('Subject', 200), content: plainRequired('Content', 10_000) }),
    z.object({
      enrollment_id: positiveId('Enrollment must be a number'),
      template_id: positiveId('Template must be a number'),
      extras: z.record(z.string().regex(/^[a-z_]{1,40}$/), plainText(500)).optional(),
    }),
  ],
  { error: 'Send recruit_id, subject and content, or enrollment_id and template_id' },
);

export const NurtureIdParams = z.object({ id });

export type CampaignStepItem = { id: number; position: number; day_offset: number; channel: StepChannel; title: string };
export type CampaignItem = {
  id: number;
  name: string;
  campaign_type: CampaignType;
  duration_days: number;
  status: string;
  description: string;
  active_enrollments: number;
  total_enrollments: number;
  steps: CampaignStepItem[];
};

export type EnrollmentItem = {
  id: number;
  recruit: { id: number; name: string; email: string; status: RecruitStatus };
  campaign: { id: number; name: string; campaign_type: CampaignType; duration_days: number };
  is_active: boolean;
  enrolled_at: string;
  /** Position of the last step that ran (0 before the first). */
  current_step: number;
  total_steps: number;
  paused_until: string | null;
  /** Active and paused right now (the server's clock). */
  is_paused: boolean;
  ended_at: string | null;
  ended_reason: string | null;
  upcoming_steps: { position: number; day_offset: number; channel: StepChannel; title: string; due_at: string }[];
  past_steps: {
    position: number;
    channel: StepChannel;
    title: string;
    outcome: 'message' | 'task' | 'skipped';
    note: string;
    ran_at: string;
  }[];
};

export type MeetingItem = {
  id: number;
  recruit: { id: number; name: string };
  meeting_type: MeetingType;
  scheduled_at: string;
  duration_minutes: number;
  meeting_link: string;
  notes: string;
  attended: boolean | null;
  attended_at: string | null;
  outcome: string;
  sequence: number;
};

export type NurtureTaskItem = {
  id: number;
  recruit: { id: number; name: string };
  title: string;
  due_at: string;
  completed_at: string | null;
  assigned_to: string | null;
};

/** Everything a screen shows about one recruit's nurture: Stay Connected, the details tab. */
export type RecruitNurture = {
  recruit_id: number;
  status: RecruitStatus;
  enrollment: EnrollmentItem | null;
  meetings: MeetingItem[];
  sms: { consent: boolean; opted_out: boolean; phone: string | null };
};

export type NurtureOverview = {
  tiles: { active_enrollments: number; high_engagement: number; long_term: number; meetings_scheduled: number };
  recruits: {
    id: number;
    name: string;
    email: string;
    status: RecruitStatus;
    campaign_name: string | null;
    enrollment_id: number | null;
  }[];
  /** Messages to recruits over the last 30 days, by status. */
  email_tracking: Record<MessageStatus, number> & { total: number; open_rate: number; delivery_rate: number };
  progress: { funnel: { label: string; count: number }[]; videos_watched: number; avg_watch_percentage: number; sms_consented: number };
  open_tasks: number;
};
