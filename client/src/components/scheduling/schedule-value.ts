import { localDateTimeIso } from '@shared/domain/scheduling';

export type LinkType = 'generated' | 'custom';

/** What the scheduling fields hold: the local day and time, and the meeting link. */
export interface ScheduleValue {
  date: string; // yyyy-mm-dd, the scheduler's own calendar
  time: string; // HH:mm, local
  linkType: LinkType;
  meetingLink: string;
}

export const EMPTY_SCHEDULE: ScheduleValue = { date: '', time: '', linkType: 'generated', meetingLink: '' };

/** The chosen time with the device's offset (2030-12-01T10:00:00-05:00), or '' until both parts are set. */
export const scheduledAt = (v: ScheduleValue): string => (v.date && v.time ? localDateTimeIso(v.date, v.time) : '');

/** The time and link of a nurture call's or a proforma session's body (a room is made when the link is empty). */
export const bookingFields = (v: ScheduleValue): { scheduled_at: string; meeting_link: string } => ({
  scheduled_at: scheduledAt(v),
  meeting_link: v.meetingLink.trim(),
});
