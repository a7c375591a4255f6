import { MEETING_TYPE_LABELS, type MeetingType } from '../../../../shared/domain/nurture.ts';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';

const icsLibrary = loadOnFirstUse(() => import('ics'));

type Invitation = {
  uid: string;
  /** Raised on every reschedule, so calendars replace the event instead of adding one. */
  sequence: number;
  meetingType: MeetingType;
  start: Date;
  durationMinutes: number;
  meetingLink: string;
  notes: string;
  attendee: { name: string; email: string };
  /** The recruit's recruiter, when they have one. */
  organizer?: { name: string; email: string };
};

/** The calendar invitation (METHOD:REQUEST, a stable UID) an e-mail client offers to add. */
export async function invitationIcs(i: Invitation): Promise<string> {
  const s = i.start;
  const { error, value } = (await icsLibrary()).createEvent({
    uid: i.uid,
    sequence: i.sequence,
    method: 'REQUEST',
    productId: 'clearpath/nurture',
    start: [s.getUTCFullYear(), s.getUTCMonth() + 1, s.getUTCDate(), s.getUTCHours(), s.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: i.durationMinutes },
    title: `Clearpath: ${MEETING_TYPE_LABELS[i.meetingType]}`,
    description: [i.meetingLink && `Join: ${i.meetingLink}`, i.notes].filter(Boolean).join('\n\n'),
    location: i.meetingLink || undefined,
    url: i.meetingLink || undefined,
    status: 'CONFIRMED',
    ...(i.organizer ? { organizer: i.organizer } : {}),
    attendees: [{ ...i.attendee, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be built');
  return value;
}
