// Meetings with ops and the founders (docs/nurture.md, "Meetings"): each invitation e-mail carries
// a calendar invitation whose UID stays the same and whose SEQUENCE rises on every reschedule.
import { randomBytes, randomUUID } from 'node:crypto';
import { transaction, type Sql } from '../../db/connect.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { Out, ServiceDeps } from '../../lib/service-deps.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { MEETING_DONE_STATUS, MEETING_TYPE_LABELS, STAY_CONNECTED_STATUSES } from '../../../../shared/domain/nurture.ts';
import { canTransition } from '../../../../shared/domain/pipeline-transitions.ts';
import type { CreateMeetingBody, MeetingItem, PatchMeetingBody } from '../../../../shared/schemas/nurture.ts';
import { logActivity } from '../activity/repo.ts';
import { notifyRecruiterOf } from '../notifications/repo.ts';
import { queueEmail } from '../messages/queue.ts';
import { changeRecruitStatus } from '../recruits/status.ts';
import { invitationIcs } from './ics.ts';
import * as repo from './meetings-repo.ts';
import { findNurtureRecruit } from './recruit-repo.ts';
import { present } from '../../lib/present.ts';

/** A few minutes of grace, so a time picked "now" is not refused by the time it arrives. */
const PAST_GRACE_MS = 5 * 60_000;

export async function createMeeting(d: ServiceDeps, user: AccessClaims, body: Out<typeof CreateMeetingBody>): Promise<MeetingItem> {
  const at = new Date(body.scheduled_at);
  if (at.getTime() < Date.now() - PAST_GRACE_MS)
    throw badRequest('The meeting time must not be in the past', { scheduled_at: ['Must not be in the past'] });
  const id = await transaction(d.sql, async (tx) => {
    const recruit = await findNurtureRecruit(tx, body.recruit);
    if (!recruit) throw notFound('Recruit not found');
    if (user.type === 'recruit' && !STAY_CONNECTED_STATUSES.includes(recruit.status)) {
      throw forbidden('Calls can be scheduled from your dashboard after your ClearView session');
    }
    const link = body.meeting_link || (await generatedLink(tx, d.meetingBaseUrl, body.meeting_type));
    const id = await repo.insertMeeting(tx, {
      recruitId: recruit.id,
      type: body.meeting_type,
      at,
      minutes: body.duration_minutes ?? 30,
      link,
      notes: body.notes ?? '',
      uid: `${randomUUID()}@clearpath`,
      createdBy: user.sub,
    });
    await queueInvitation(tx, id, false, user.sub);
    await logActivity(tx, {
      recruitId: recruit.id,
      actorId: user.sub,
      action: 'meeting_scheduled',
      details: { meeting_id: id, meeting_type: body.meeting_type, scheduled_at: at.toISOString() },
    });
    if (user.type === 'recruit') {
      await notifyRecruiterOf(tx, recruit.id, {
        title: 'Call scheduled',
        message: `{name} scheduled a ${MEETING_TYPE_LABELS[body.meeting_type]} for ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        type: 'info',
      });
    }
    return id;
  });
  return present(await repo.findMeeting(d.sql, id), 'The new meeting');
}

/**
 * Attendance, outcome, notes, or a new time (which sends an updated invitation). An attended
 * meeting moves the recruit to the call's completed status where the pipeline rule allows.
 */
export async function patchMeeting(d: ServiceDeps, actorId: number, id: number, body: Out<typeof PatchMeetingBody>): Promise<MeetingItem> {
  await transaction(d.sql, async (tx) => {
    const meeting = await repo.lockMeeting(tx, id);
    if (!meeting) throw notFound('Meeting not found');
    const newTime = body.scheduled_at ? new Date(body.scheduled_at) : undefined;
    const rescheduled = newTime !== undefined && newTime.getTime() !== meeting.scheduled_at.getTime();
    if (rescheduled && newTime.getTime() < Date.now() - PAST_GRACE_MS) {
      throw badRequest('The meeting time must not be in the past', { scheduled_at: ['Must not be in the past'] });
    }
    const linkChanged = body.meeting_link !== undefined && body.meeting_link !== meeting.meeting_link;
    const attendedAt =
      body.attended === true ? (body.attended_at ? new Date(body.attended_at) : new Date()) : body.attended === false ? null : undefined;
    await repo.updateMeeting(tx, id, {
      attended: body.attended,
      attended_at: attendedAt,
      notes: body.notes,
      outcome: body.outcome,
      scheduled_at: rescheduled ? newTime : undefined,
      meeting_link: body.meeting_link,
      bumpSequence: rescheduled || linkChanged,
    });
    if (rescheduled || linkChanged) await queueInvitation(tx, id, true, actorId);
    if (body.attended === true && meeting.attended !== true) {
      const done = MEETING_DONE_STATUS[meeting.meeting_type];
      const recruit = await findNurtureRecruit(tx, meeting.recruit_id);
      if (recruit && canTransition(recruit.status, done)) {
        await changeRecruitStatus(tx, {
          recruitId: recruit.id,
          to: done,
          actorId,
          notes: `${MEETING_TYPE_LABELS[meeting.meeting_type]} attended`,
        });
      }
    }
    await logActivity(tx, {
      recruitId: meeting.recruit_id,
      actorId,
      action: body.attended === true ? 'meeting_attended' : rescheduled ? 'meeting_rescheduled' : 'meeting_updated',
      details: { meeting_id: id, ...(body.outcome ? { outcome: body.outcome } : {}) },
    });
  });
  return present(await repo.findMeeting(d.sql, id), 'The updated meeting');
}

/** The invitation (or, after a change, the update) e-mail with its calendar part. */
async function queueInvitation(tx: Sql, meetingId: number, update: boolean, actorId: number): Promise<void> {
  const m = present(await repo.lockMeeting(tx, meetingId), 'The meeting');
  const recruit = present(await findNurtureRecruit(tx, m.recruit_id), 'The meeting recruit');
  const label = MEETING_TYPE_LABELS[m.meeting_type];
  const when = m.scheduled_at.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'full', timeStyle: 'short' });
  const ics = await invitationIcs({
    uid: m.ics_uid,
    sequence: m.ics_sequence,
    meetingType: m.meeting_type,
    start: m.scheduled_at,
    durationMinutes: m.duration_minutes,
    meetingLink: m.meeting_link,
    notes: m.notes,
    attendee: { name: `${recruit.first_name} ${recruit.last_name}`, email: recruit.email },
    organizer: recruit.recruiter_email ? { name: recruit.recruiter_name, email: recruit.recruiter_email } : undefined,
  });
  await queueEmail(tx, {
    recruitId: recruit.id,
    to: recruit.email,
    type: 'invitation',
    createdBy: actorId,
    subject: update ? `Updated: your Clearpath ${label}` : `Your Clearpath ${label} is scheduled`,
    text:
      `Hi ${recruit.first_name},\n\n${update ? 'Your call has a new time' : 'Your call is scheduled'}: ` +
      `${label}, ${when} (Eastern Time; ${m.scheduled_at.toISOString()}), ${m.duration_minutes} minutes.\n\n` +
      (m.meeting_link ? `Join the meeting: ${m.meeting_link}\n\n` : '') +
      (m.notes ? `${m.notes}\n\n` : '') +
      `The calendar invitation is attached.\n`,
    ics,
  });
}

async function generatedLink(sql: Sql, base: string, type: string): Promise<string> {
  for (;;) {
    const link = `${base}/Clearpath-${type.replace('_', '-')}-${randomBytes(8).toString('hex')}`;
    if (!(await repo.meetingLinkTaken(sql, link))) return link;
  }
}
