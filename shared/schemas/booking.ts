// Contracts of the booking link (docs/scheduling.md, "Booking link"): a staff user's weekly
// availability, the recruit's signed link, its free slots and the booking itself.
import { z } from 'zod';
import { MEETING_TYPES, NURTURE_TEXTS } from '../domain/nurture.ts';
import { isTimeZone } from '../domain/scheduling.ts';
import { timestamp, tokenParam } from './common.ts';
import { MeetingItem } from './nurture.ts';
import { bookingTime } from './scheduling.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, e.g. 09:30');
const length = z.number().int('Whole minutes').min(15, 'At least 15 minutes').max(240, 'At most 4 hours');
const meetingType = z.enum(MEETING_TYPES, { error: 'Meeting type must be ops_discovery or founder_culture' });

export const AvailabilityBody = z.object({
  zone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
  weekly: z
    .array(
      z
        .object({ weekday: z.number().int().min(0, 'Weekday 0 (Sunday) to 6').max(6, 'Weekday 0 (Sunday) to 6'), from: hhmm, until: hhmm })
        .refine((w) => w.from < w.until, 'From must be before until'),
    )
    .max(21, 'At most 21 windows a week'),
  buffer_minutes: z.number().int('Whole minutes').min(0, 'At least 0 minutes').max(120, 'At most 120 minutes'),
  lengths: z.object({ ops_discovery: length, founder_culture: length }),
});
export type AvailabilityBody = z.infer<typeof AvailabilityBody>;
/** GET and PUT /me/availability/ answer the hours in force (the defaults until a user saves their own). */
export const AvailabilityResponse = AvailabilityBody.extend({ is_default: z.boolean() });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

export const BookingLink = z.object({ url: z.string() });
export type BookingLink = z.infer<typeof BookingLink>;

export const BookingParams = tokenParam;
export const SlotsQuery = z.object({ meeting_type: meetingType });
export const SlotList = z.object({
  /** The recruit's zone, in which the page shows the times. */
  zone: z.string(),
  host_name: z.string(),
  slots: z.array(z.object({ start: timestamp, end: timestamp })),
});
export type SlotList = z.infer<typeof SlotList>;

export const BookBody = z.object({ start: bookingTime(NURTURE_TEXTS.selectDateTime), meeting_type: meetingType });
export type BookBody = z.infer<typeof BookBody>;
/** The booked call, with the links its invitation carries. */
export const BookedMeeting = MeetingItem.extend({ reschedule_url: z.string(), cancel_url: z.string() });
export type BookedMeeting = z.infer<typeof BookedMeeting>;

export const ManageParams = tokenParam;
export const CancelledMeeting = z.object({ id: z.number(), cancelled: z.literal(true) });
export type CancelledMeeting = z.infer<typeof CancelledMeeting>;
