import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';

const icsLibrary = loadOnFirstUse(() => import('ics'));

/** A calendar event sent with an invitation e-mail. */
type CalendarEvent = {
  /** Stays the same for the life of the booking, so a calendar updates the event instead of adding one. */
  uid: string;
  /** Raised on every reschedule. */
  sequence: number;
  title: string;
  start: Date;
  durationMinutes: number;
  meetingLink: string;
  description: string;
  attendee: { name: string; email: string };
  /** The recruit's recruiter, when they have one. */
  organizer?: { name: string; email: string };
  /** A cancellation (METHOD:CANCEL, a higher sequence): calendars remove the event. */
  cancelled?: boolean;
};

/** The calendar invitation (METHOD:REQUEST, a stable UID) an e-mail client offers to add, or its cancellation. */
export async function invitationIcs(e: CalendarEvent): Promise<string> {
  const s = e.start;
  const { error, value } = (await icsLibrary()).createEvent({
    uid: e.uid,
    sequence: e.sequence,
    method: e.cancelled ? 'CANCEL' : 'REQUEST',
    productId: 'clearpath/scheduling',
    start: [s.getUTCFullYear(), s.getUTCMonth() + 1, s.getUTCDate(), s.getUTCHours(), s.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: e.durationMinutes },
    title: e.title,
    description: [e.meetingLink && `Join: ${e.meetingLink}`, e.description].filter(Boolean).join('\n\n'),
    location: e.meetingLink || undefined,
    url: e.meetingLink || undefined,
    status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
    ...(e.organizer ? { organizer: e.organizer } : {}),
    attendees: [{ ...e.attendee, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be built');
  return value;
}
