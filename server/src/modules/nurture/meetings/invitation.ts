// The invitation of a nurture call (docs/scheduling.md, "Invitations"): one for every way a call is
// set, by staff, from the recruit's dashboard or through the booking link.
import type { Sql } from '../../../db/connect.ts';
import { present } from '../../../lib/present.ts';
import { MEETING_TYPE_LABELS } from '@shared/domain/nurture.ts';
import { queueInvitation } from '../../scheduling/invitation.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import * as repo from './repo.ts';

type InvitationOptions = {
  update: boolean;
  actorId: number | null;
  /** The lines under the details: the meeting's notes unless the caller gives others (the booking page's manage links). */
  lines?: string[];
  /** The host, sent their own copy (a call booked on the host's calendar). */
  host?: { email: string; name: string };
  /** The call is off: the e-mail says so and its calendar part removes the event. */
  cancelled?: boolean;
};

const subjectOf = (label: string, o: InvitationOptions) =>
  o.cancelled
    ? `Cancelled: your Clearpath ${label}`
    : o.update
      ? `Updated: your Clearpath ${label}`
      : `Your Clearpath ${label} is scheduled`;

/** The invitation (after a change the update, after a cancellation the cancel) e-mail with its calendar part: one for every way a meeting is set. */
export async function queueMeetingInvitation(tx: Sql, meetingId: number, o: InvitationOptions): Promise<void> {
  const m = present(await repo.lockMeeting(tx, meetingId), 'The meeting');
  const recruit = present(await findNurtureRecruit(tx, m.recruit_id), 'The meeting recruit');
  const label = MEETING_TYPE_LABELS[m.meeting_type];
  await queueInvitation(tx, {
    recruit,
    what: label,
    subject: subjectOf(label, o),
    update: o.update,
    cancelled: o.cancelled,
    start: m.scheduled_at,
    minutes: m.duration_minutes,
    meetingLink: m.meeting_link,
    lines: o.lines ?? [m.notes],
    uid: m.ics_uid,
    sequence: m.ics_sequence,
    actorId: o.actorId,
    ...(o.host ? { host: o.host } : {}),
  });
}
