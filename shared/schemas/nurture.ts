// Contracts of the nurture API (docs/nurture.md; paths of docs/spec/doc2.md §7): the bodies the
// server validates and the answers the screens read.
import { z } from 'zod';
import { idParam, isoDateTime, lineRequired, optionalQuery, plainRequired, plainText, positiveId, timestamp, wholeList } from './common.ts';
import { bookingTime, browserTimeZone, optionalMeetingLink } from './scheduling.ts';
import { CAMPAIGN_DURATION, CAMPAIGN_STATUSES, CAMPAIGN_TYPES, MEETING_TYPES, NURTURE_TEXTS, STEP_CHANNELS } from '../domain/nurture.ts';
import { MERGE_FIELD_KEYS } from '../domain/merge-fields.ts';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';
import { MessageStatusCounts } from './messages.ts';

const id = idParam.shape.id;
const recruitId = positiveId('Recruit must be a number');
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
export type CreateCampaignBody = z.infer<typeof CreateCampaignBody>;

export const EnrollBody = z.object({ recruit: recruitId, campaign: positiveId('Campaign must be a number') });
export const EnrollmentsQuery = z.object({
  recruit: optionalQuery(recruitId),
  active: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export type EnrollmentsQuery = z.infer<typeof EnrollmentsQuery>;
/** Pause until a date (the schedule shifts by the pause), or null to resume now. */
export const PatchEnrollmentBody = z.object({ paused_until: isoDateTime('Pause until is required').nullable() });
export type PatchEnrollmentBody = z.infer<typeof PatchEnrollmentBody>;
export const RecruitActionBody = z.object({ recruit_id: recruitId });
export const SmsConsentBody = z.object({ recruit_id: recruitId, consent: z.boolean({ error: 'Consent must be true or false' }) });

export const CreateMeetingBody = z.object({
  recruit: recruitId,
  meeting_type: z.enum(MEETING_TYPES, { error: 'Meeting type must be ops_discovery or founder_culture' }),
  // Left out by the recruit dashboard: the server books the first free slot a week ahead (docs/scheduling.md).
  scheduled_at: bookingTime(NURTURE_TEXTS.selectDateTime).optional(),
  time_zone: browserTimeZone,
  meeting_link: optionalMeetingLink,
  notes: plainText(2000).optional(),
  duration_minutes: z.number().int().min(15, 'At least 15 minutes').max(240, 'At most 4 hours').optional(),
});
export type CreateMeetingBody = z.infer<typeof CreateMeetingBody>;
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
export type PatchMeetingBody = z.infer<typeof PatchMeetingBody>;
export const MeetingsQuery = z.object({
  recruit: optionalQuery(recruitId),
  upcoming: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export type MeetingsQuery = z.infer<typeof MeetingsQuery>;

export const VideoEngagementBody = z.object({
  recruit: recruitId,
  video_name: lineRequired('Video name', 200),
  video_url: z.string().trim().max(500).url('Video URL must be a URL'),
  watch_percentage: z.number({ error: 'Watch percentage must be a number' }).int().min(0).max(100, 'Watch percentage is at most 100'),
});
export type VideoEngagementBody = z.infer<typeof VideoEngagementBody>;

/** Either a free e-mail to a recruit, or one of an enrollment's campaign e-mail steps (template_id = step id). */
export const SendEmailBody = z.union(
  [
    z.object({ recruit_id: recruitId, subject: lineRequired('Subject', 200), content: plainRequired('Content', 10_000) }),
    z.object({
      enrollment_id: positiveId('Enrollment must be a number'),
      template_id: positiveId('Template must be a number'),
      extras: z.record(z.string().regex(/^[a-z_]{1,40}$/), plainText(500)).optional(),
    }),
  ],
  { error: 'Send recruit_id, subject and content, or enrollment_id and template_id' },
);
export type SendEmailBody = z.infer<typeof SendEmailBody>;

/** POST /nurture/send-email/preview/: staff's own text, or a campaign step (e-mail or SMS), as a chosen recruit would get it. */
export const EmailPreviewBody = z.union(
  [
    z.object({ recruit_id: recruitId, subject: z.string().max(200, 'Subject is too long'), content: plainRequired('Content', 10_000) }),
    z.object({ recruit_id: recruitId, template_id: positiveId('Template must be a number') }),
  ],
  { error: 'Send recruit_id with subject and content, or recruit_id with template_id' },
);
export type EmailPreviewBody = z.infer<typeof EmailPreviewBody>;

export const NurtureIdParams = z.object({ id });

// --- answers ---

const recruitStatus = z.enum(RECRUIT_STATUSES);
const stepChannel = z.enum(STEP_CHANNELS);
const campaignType = z.enum(CAMPAIGN_TYPES);
const stepOutcome = z.enum(['message', 'task', 'skipped']);
const recruitRef = z.object({ id: z.number(), name: z.string() });

export const EmailPreview = z.object({
  subject: z.string(),
  content: z.string(),
  /** What each merge field holds for this recruit; null when it has no value (a line naming it is left out). */
  fields: z.array(z.object({ key: z.enum(MERGE_FIELD_KEYS), label: z.string(), value: z.string().nullable() })),
});
export type EmailPreview = z.infer<typeof EmailPreview>;

export const CampaignStepItem = z.object({
  id: z.number(),
  position: z.number(),
  day_offset: z.number(),
  channel: stepChannel,
  title: z.string(),
});
export type CampaignStepItem = z.infer<typeof CampaignStepItem>;

export const CampaignItem = z.object({
  id: z.number(),
  name: z.string(),
  campaign_type: campaignType,
  duration_days: z.number(),
  status: z.string(),
  description: z.string(),
  active_enrollments: z.number(),
  total_enrollments: z.number(),
  steps: z.array(CampaignStepItem),
});
export type CampaignItem = z.infer<typeof CampaignItem>;
export const CampaignList = wholeList(CampaignItem);
export type CampaignList = z.infer<typeof CampaignList>;

export const EnrollmentItem = z.object({
  id: z.number(),
  recruit: z.object({ id: z.number(), name: z.string(), email: z.string(), status: recruitStatus }),
  campaign: z.object({ id: z.number(), name: z.string(), campaign_type: campaignType, duration_days: z.number() }),
  is_active: z.boolean(),
  enrolled_at: timestamp,
  /** Position of the last step that ran (0 before the first). */
  current_step: z.number(),
  total_steps: z.number(),
  paused_until: timestamp.nullable(),
  /** Active and paused right now (the server's clock). */
  is_paused: z.boolean(),
  ended_at: timestamp.nullable(),
  ended_reason: z.string().nullable(),
  upcoming_steps: z.array(
    z.object({ position: z.number(), day_offset: z.number(), channel: stepChannel, title: z.string(), due_at: timestamp }),
  ),
  past_steps: z.array(
    z.object({
      position: z.number(),
      channel: stepChannel,
      title: z.string(),
      outcome: stepOutcome,
      note: z.string(),
      ran_at: timestamp,
    }),
  ),
});
export type EnrollmentItem = z.infer<typeof EnrollmentItem>;
export const EnrollmentList = wholeList(EnrollmentItem);
export type EnrollmentList = z.infer<typeof EnrollmentList>;

export const MeetingItem = z.object({
  id: z.number(),
  recruit: recruitRef,
  meeting_type: z.enum(MEETING_TYPES),
  scheduled_at: timestamp,
  duration_minutes: z.number(),
  meeting_link: z.string(),
  notes: z.string(),
  attended: z.boolean().nullable(),
  attended_at: timestamp.nullable(),
  outcome: z.string(),
  sequence: z.number(),
});
export type MeetingItem = z.infer<typeof MeetingItem>;
export const MeetingList = wholeList(MeetingItem);
export type MeetingList = z.infer<typeof MeetingList>;

export const NurtureTaskItem = z.object({
  id: z.number(),
  recruit: recruitRef,
  title: z.string(),
  due_at: timestamp,
  completed_at: timestamp.nullable(),
  assigned_to: z.string().nullable(),
});
export type NurtureTaskItem = z.infer<typeof NurtureTaskItem>;
export const NurtureTaskList = wholeList(NurtureTaskItem);
export type NurtureTaskList = z.infer<typeof NurtureTaskList>;

/** Everything a screen shows about one recruit's nurture: Stay Connected, the details tab. */
export const RecruitNurture = z.object({
  recruit_id: z.number(),
  status: recruitStatus,
  enrollment: EnrollmentItem.nullable(),
  meetings: z.array(MeetingItem),
  sms: z.object({ consent: z.boolean(), opted_out: z.boolean(), phone: z.string().nullable() }),
});
export type RecruitNurture = z.infer<typeof RecruitNurture>;

export const NurtureOverview = z.object({
  tiles: z.object({ active_enrollments: z.number(), high_engagement: z.number(), long_term: z.number(), meetings_scheduled: z.number() }),
  recruits: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      status: recruitStatus,
      campaign_name: z.string().nullable(),
      enrollment_id: z.number().nullable(),
    }),
  ),
  /** Messages to recruits over the last 30 days, by status. */
  email_tracking: MessageStatusCounts.extend({ total: z.number(), open_rate: z.number(), accepted_rate: z.number() }),
  progress: z.object({
    funnel: z.array(z.object({ label: z.string(), count: z.number() })),
    videos_watched: z.number(),
    avg_watch_percentage: z.number(),
    sms_consented: z.number(),
  }),
  open_tasks: z.number(),
});
export type NurtureOverview = z.infer<typeof NurtureOverview>;

/** The answer of an action that has nothing else to say (a task completed, a video recorded). */
export const NurtureMessage = z.object({ message: z.string() });
export type NurtureMessage = z.infer<typeof NurtureMessage>;
/** POST /nurture/send-email/: queued, with the message's id in the log. */
export const EmailQueued = NurtureMessage.extend({ message_id: z.number() });
export type EmailQueued = z.infer<typeof EmailQueued>;
