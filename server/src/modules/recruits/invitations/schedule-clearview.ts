import type { Deps } from '../../../deps.ts';
import { present } from '../../../lib/present.ts';
import { transaction } from '../../../db/connect.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { newToken } from '../../../lib/tokens.ts';
import { MEETING_MINUTES } from '@shared/domain/scheduling.ts';
import type { ScheduleClearviewBody, ScheduleClearviewResponse } from '@shared/schemas/recruits.ts';
import { logActivity } from '../../activity/repo.ts';
import { findNurtureRecruit } from '../../nurture/recruit-repo.ts';
import { queueInvitation } from '../../scheduling/invitation.ts';
import { generatedMeetingLink } from '../../scheduling/service.ts';
import { lockRecruitStatus } from '../repo.ts';
import { assertPhaseAction } from '../journey.ts';
import { changeRecruitStatus } from '../status.ts';
import * as sessions from './repo.ts';

// The body as the schema leaves it: a bookable time, and a checked link when the type is custom.
type Body = Required<Pick<ScheduleClearviewBody, 'scheduledDate' | 'linkType'>> & { meetingLink?: string | null };

/** Schedules (or, at clearview_scheduled, re-schedules) the recruit's ClearView session and invites them. */
export async function scheduleClearview(deps: Deps, actorId: number, recruitId: number, body: Body): Promise<ScheduleClearviewResponse> {
  const scheduledAt = new Date(body.scheduledDate);
  const customLink = body.linkType === 'custom' ? (body.meetingLink ?? null) : null;

  const { session, clearviewUrl } = await transaction(deps.sql, async (tx) => {
    if (!(await lockRecruitStatus(tx, recruitId))) throw notFound('Recruit not found');
    const current = await assertPhaseAction(tx, recruitId, 'schedule_clearview');
    const open = current.status === 'clearview_scheduled' ? await sessions.findOpenSession(tx, recruitId) : undefined;
    if (open?.status === 'in_progress') throw conflict('The ClearView session is already in progress and cannot be re-scheduled');
    // A re-schedule keeps a generated link the recruit may already have saved; a custom link replaces it.
    const meetingLink =
      customLink ??
      (open?.link_type === 'generated' ? open.meeting_link : await generatedMeetingLink(tx, deps.config.meetingBaseUrl, 'ClearView'));
    const fields = { scheduledAt, meetingLink, linkType: body.linkType };
    const session = open
      ? await sessions.rescheduleSession(tx, open.id, fields)
      : await sessions.insertSession(tx, { ...fields, recruitId, token: newToken(), createdBy: actorId });
    if (current.status === 'profile_accepted') {
      await changeRecruitStatus(tx, { recruitId, to: 'clearview_scheduled', actorId });
    }
    await logActivity(tx, {
      recruitId,
      actorId,
      action: 'clearview_scheduled',
      details: {
        session_id: session.id,
        scheduled_at: scheduledAt.toISOString(),
        meeting_link: meetingLink,
        link_type: body.linkType,
        rescheduled: Boolean(open),
      },
    });
    const recruit = present(await findNurtureRecruit(tx, recruitId), 'The recruit just scheduled');
    const clearviewUrl = `${deps.config.appUrl}/clearview/${session.token}`;
    await queueInvitation(tx, {
      recruit,
      what: 'ClearView session',
      subject: open ? 'Your ClearView session has a new time' : 'Your ClearView session is scheduled',
      update: Boolean(open),
      start: session.scheduled_at,
      minutes: MEETING_MINUTES.clearview,
      meetingLink: session.meeting_link,
      page: { label: 'Open your ClearView calculator', url: clearviewUrl },
      lines: [
        'The session takes 60-90 minutes. You will share your screen and enter your own numbers, ' +
          'so have your recent production and income figures at hand.',
      ],
      uid: `clearview-${session.id}@clearpath`,
      sequence: session.ics_sequence,
      actorId,
    });
    return { session, clearviewUrl };
  });

  const { ics_sequence: _sequence, ...summary } = session;
  return {
    session: { ...summary, scheduled_at: session.scheduled_at.toISOString() },
    clearviewUrl,
    meetingLink: session.meeting_link,
  };
}
