// Meetings with ops and the founders (docs/nurture.md, "Meetings"): booked through the scheduling
// module (docs/scheduling.md), each invitation with a calendar part whose UID stays the same and
// whose SEQUENCE rises on every reschedule.
import { randomUUID } from 'node:crypto';
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.ts';
import { present } from '../../../lib/present.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { MEETING_DONE_STATUS, MEETING_TYPE_LABELS, NURTURE_TEXTS, STAY_CONNECTED_STATUSES } from '@shared/domain/nurture.ts';
import { canTransition } from '@shared/domain/pipeline-transitions.ts';
import { MEETING_MINUTES } from '@shared/domain/scheduling.ts';
import type { CreateMeetingBody, MeetingItem, MeetingList, MeetingsQuery, PatchMeetingBody } from '@shared/schemas/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import { recruitScope } from '../../recruits/visibility.ts';
import { assertPhaseAction } from '../../recruits/journey.ts';
import { changeRecruitStatus } from '../../recruits/status.ts';
import { bookFirstFreeSlot } from '../booking/service.ts';
import { queueMeetingInvitation } from './invitation.ts';
import { assertBookable, generatedMeetingLink, tellRecruiterOfBooking } from '../../scheduling/service.ts';
import { endForExit } from '../enrollments/service.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import * as repo from './repo.ts';

/** Calls newest first (soonest first with `upcoming`), of the recruits the user sees; a recruit reads only its own. */
export async function listMeetings(deps: Deps, user: AccessClaims, q: MeetingsQuery): Promise<MeetingList> {
  const { scope } = await recruitScope(deps.sql, user, 'm.recruit_id', q.recruit);
  return { results: await repo.listMeetings(deps.sql, { scope, upcoming: q.upcoming }) };
}

/** The recruit a call may be booked for now: it exists, the pipeline allows a call, and a recruit books only after ClearView. */
async function bookableRecruit(sql: Sql, user: AccessClaims, recruitId: number) {
  const recruit = await findNurtureRecruit(sql, recruitId);
  if (!recruit) throw notFound('Recruit not found');
  if (user.type === 'recruit' && !STAY_CONNECTED_STATUSES.includes(recruit.status)) {
    throw forbidden('Calls can be scheduled from your dashboard after your ClearView session');
  }
  await assertPhaseAction(sql, recruit.id, 'schedule_meeting');
  return recruit;
}

/**
 * Books a call. Staff give the time (and may give a link; without one a meeting room is made). The
 * recruit's own dashboard leaves the time out: it gets the first free slot of the recruit's host
 * that suits the recruit, on the host's calendar as a booking-link booking would be.
 */
export async function createMeeting(d: Deps, user: AccessClaims, body: CreateMeetingBody): Promise<MeetingItem> {
  const minutes = body.duration_minutes ?? MEETING_MINUTES.call;
  const scheduledAt = body.scheduled_at;
  if (!scheduledAt) {
    if (user.type !== 'recruit') throw badRequest(NURTURE_TEXTS.selectDateTime, { scheduled_at: [NURTURE_TEXTS.selectDateTime] });
    await bookableRecruit(d.sql, user, body.recruit);
    return present(await repo.findMeeting(d.sql, await bookFirstFreeSlot(d, body.recruit, body.meeting_type)), 'The new meeting');
  }
  const id = await transaction(d.sql, async (tx) => {
    const recruit = await bookableRecruit(tx, user, body.recruit);
    const at = new Date(scheduledAt);
    const link = body.meeting_link || (await generatedMeetingLink(tx, d.config.meetingBaseUrl, body.meeting_type.replace('_', '-')));
    const id = await repo.insertMeeting(tx, {
      recruitId: recruit.id,
      type: body.meeting_type,
      at,
      minutes,
      link,
      notes: body.notes ?? '',
      uid: `${randomUUID()}@clearpath`,
      createdBy: user.sub,
    });
    await queueMeetingInvitation(tx, id, { update: false, actorId: user.sub });
    await logActivity(tx, {
      recruitId: recruit.id,
      actorId: user.sub,
      action: 'meeting_scheduled',
      details: { meeting_id: id, meeting_type: body.meeting_type, scheduled_at: at.toISOString() },
    });
    await endForExit(tx, recruit.id, 'meeting_booked', d.now());
    if (user.type === 'recruit') {
      await tellRecruiterOfBooking(tx, recruit.id, { title: 'Call scheduled', what: `a ${MEETING_TYPE_LABELS[body.meeting_type]}`, at });
    }
    return id;
  });
  return present(await repo.findMeeting(d.sql, id), 'The new meeting');
}

/**
 * Attendance, outcome, notes, or a new time (which sends an updated invitation). An attended
 * meeting moves the recruit to the call's completed status where the pipeline rule allows.
 */
export async function patchMeeting(d: Deps, actorId: number, id: number, body: PatchMeetingBody): Promise<MeetingItem> {
  await transaction(d.sql, async (tx) => {
    const meeting = await repo.lockMeeting(tx, id);
    if (!meeting) throw notFound('Meeting not found');
    const newTime = body.scheduled_at ? new Date(body.scheduled_at) : undefined;
    const rescheduled = newTime !== undefined && newTime.getTime() !== meeting.scheduled_at.getTime();
    if (rescheduled && body.scheduled_at) assertBookable(body.scheduled_at, 'scheduled_at', NURTURE_TEXTS.selectDateTime);
    const linkChanged = body.meeting_link !== undefined && body.meeting_link !== meeting.meeting_link;
    const attendedAt =
      body.attended === true ? (body.attended_at ? new Date(body.attended_at) : d.now()) : body.attended === false ? null : undefined;
    await repo.updateMeeting(tx, id, {
      attended: body.attended,
      attended_at: attendedAt,
      notes: body.notes,
      outcome: body.outcome,
      scheduled_at: rescheduled ? newTime : undefined,
      meeting_link: body.meeting_link,
      bumpSequence: rescheduled || linkChanged,
    });
    if (rescheduled || linkChanged) await queueMeetingInvitation(tx, id, { update: true, actorId });
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
