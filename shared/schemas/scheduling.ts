// The parts every booking body shares (docs/scheduling.md): its time and its meeting link, checked
// by the same rules on the client before sending and on the server, and the answers of the
// scheduling calls.
import { z } from 'zod';
import { isMeetingUrl, isTimeZone, SCHEDULING_TEXTS, scheduleTimeRefusal } from '../domain/scheduling.ts';
import { optionalQuery, positiveId, timestamp, wholeList } from './common.ts';

/**
 * A booking's date-time, with its offset: missing or malformed says `missing` (each form's own
 * text); then a time in the past, today included, or more than a year ahead is refused.
 */
export const bookingTime = (missing: string) =>
  z.string({ error: missing }).superRefine((v, ctx) => {
    const refusal = scheduleTimeRefusal(v, Date.now(), missing);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

/** An optional meeting link: empty, or a web address. */
export const optionalMeetingLink = z
  .string({ error: SCHEDULING_TEXTS.linkNotUrl })
  .trim()
  .max(500, 'The meeting link must be at most 500 characters')
  .refine((v) => v === '' || isMeetingUrl(v), SCHEDULING_TEXTS.linkNotUrl)
  .optional();

/** The zone the recruit's browser reports, for a booking the server places (their profile's zone wins). */
export const browserTimeZone = z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional();

export const UpcomingQuery = z.object({ recruit: optionalQuery(positiveId('Recruit must be a number')) });

export const UPCOMING_KINDS = ['clearview', 'ops_discovery', 'founder_culture', 'proforma'] as const;
export type UpcomingKind = (typeof UPCOMING_KINDS)[number];

/** One booked session of a recruit, as their dashboard lists it. */
const UpcomingSession = z.object({
  kind: z.enum(UPCOMING_KINDS),
  id: z.number(),
  title: z.string(),
  scheduled_at: timestamp,
  duration_minutes: z.number(),
  status: z.enum(['scheduled', 'in_progress']),
  /** The video call (Zoom, Teams, Jitsi…), when there is one. */
  meeting_link: z.string(),
  /** The product's own page of the session: the ClearView calculator or the live proforma. */
  session_url: z.string().nullable(),
});
export const UpcomingResponse = wholeList(UpcomingSession);
export type UpcomingResponse = z.infer<typeof UpcomingResponse>;
