// The invitation every booking sends (docs/scheduling.md, "Invitations"): the time in the recruit's
// own zone, the meeting link, the product's page of the session, and the calendar part.
import type { Sql } from '../../db/connect.ts';
import { recruitZone } from '@shared/domain/scheduling.ts';
import { queueEmail } from '../messages/queue.ts';
import { invitationIcs } from './ics.ts';

/** Who is invited: the recruit, with the zone of their clock and their recruiter as the organizer. */
type Invitee = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  recruiter_name: string;
  recruiter_email: string | null;
  /** The profile's time zone choice (EST, CST, MST, PST), if the recruit gave one. */
  profile_timezone: string | null;
};

type Invitation = {
  recruit: Invitee;
  /** What is booked, e.g. "ClearView session" (the calendar title is "Clearpath: " and this). */
  what: string;
  subject: string;
  /** True for a new time or link of an existing booking. */
  update: boolean;
  /** The booking is off: the e-mail says so and its calendar part removes the event. */
  cancelled?: boolean;
  start: Date;
  minutes: number;
  meetingLink: string;
  /** The product's page of the session, with the line that introduces it. */
  page?: { label: string; url: string };
  /** Staff notes and what to prepare, in that order. */
  lines?: string[];
  uid: string;
  sequence: number;
  actorId: number | null;
  /** The staff user the meeting is with (a booked call), sent their own copy addressed to them. */
  host?: { email: string; name: string };
};

/** "Monday, January 7, 2030 at 10:00 AM Eastern Standard Time": the time as the recruit's clock shows it. */
function recruitClock(at: Date, zone: string): string {
  return at.toLocaleString('en-US', { timeZone: zone, dateStyle: 'full', timeStyle: 'full' }).replace(/(\d:\d{2}):\d{2} /, '$1 ');
}

/** What the recruit reads: their booking, its time on their clock, the links and lines. */
function recruitText(i: Invitation, when: string, extra: string[]): string {
  const what = i.cancelled
    ? `Your ${i.what} of ${when} is cancelled.`
    : `${i.update ? `Your ${i.what} has a new time` : `Your ${i.what} is scheduled`}: ${when} (${i.minutes} minutes).`;
  if (i.cancelled) return `Hi ${i.recruit.first_name},\n\n${what}\n\n${CALENDAR_CANCEL}\n`;
  return (
    `Hi ${i.recruit.first_name},\n\n${what}\n\n` +
    (i.meetingLink ? `Join the meeting: ${i.meetingLink}\n` : '') +
    (i.page ? `${i.page.label}: ${i.page.url}\n` : '') +
    (extra.length ? `\n${extra.join('\n\n')}\n` : '') +
    `\nThe calendar invitation is attached.\n`
  );
}

/** What the host reads: who booked what with them; the recruit's own manage links are left out. */
function hostText(i: Invitation & { host: { name: string } }, when: string): string {
  const who = `${i.recruit.first_name} ${i.recruit.last_name}`;
  const what = i.cancelled
    ? `${who} cancelled their ${i.what} with you of ${when} (their time).`
    : `${who} ${i.update ? `moved their ${i.what} with you to` : `booked their ${i.what} with you for`} ${when} (their time, ${i.minutes} minutes).`;
  if (i.cancelled) return `Hi ${i.host.name},\n\n${what}\n\n${CALENDAR_CANCEL}\n`;
  return `Hi ${i.host.name},\n\n${what}\n\n${i.meetingLink ? `Join the meeting: ${i.meetingLink}\n\n` : ''}The calendar invitation is attached.\n`;
}

const CALENDAR_CANCEL = 'The attached calendar update removes it from your calendar.';

/** Queues the invitation e-mail with its calendar part (to the recruit, and the host's own copy), in the caller's transaction. */
export async function queueInvitation(tx: Sql, i: Invitation): Promise<void> {
  const zone = recruitZone(i.recruit.profile_timezone);
  const when = recruitClock(i.start, zone);
  const extra = (i.lines ?? []).filter((l) => l.trim() !== '');
  const ics = await invitationIcs({
    uid: i.uid,
    sequence: i.sequence,
    title: `Clearpath: ${i.what.charAt(0).toUpperCase()}${i.what.slice(1)}`,
    start: i.start,
    durationMinutes: i.minutes,
    meetingLink: i.meetingLink,
    description: [i.page && `${i.page.label}: ${i.page.url}`, ...extra].filter(Boolean).join('\n\n'),
    attendee: { name: `${i.recruit.first_name} ${i.recruit.last_name}`, email: i.recruit.email },
    organizer: i.recruit.recruiter_email ? { name: i.recruit.recruiter_name, email: i.recruit.recruiter_email } : undefined,
    cancelled: i.cancelled,
  });
  const links = i.cancelled ? [] : [i.meetingLink, i.page?.url].filter((l): l is string => Boolean(l));
  const mail = { recruitId: i.recruit.id, type: 'invitation' as const, createdBy: i.actorId, subject: i.subject, ics, links };
  await queueEmail(tx, { ...mail, to: i.recruit.email, text: recruitText(i, when, extra) });
  if (i.host) await queueEmail(tx, { ...mail, to: i.host.email, text: hostText({ ...i, host: i.host }, when) });
}
