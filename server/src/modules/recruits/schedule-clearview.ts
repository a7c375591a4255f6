import { randomBytes } from 'node:crypto';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { present } from '../../lib/present.ts';
import { transaction, type Sql } from '../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { newToken } from '../../lib/tokens.ts';
import { STATUS_LABELS } from '../../../../shared/domain/recruit-status.ts';
import { SCHEDULE_MESSAGES, type ScheduleClearviewBody, type ScheduleClearviewResponse } from '../../../../shared/schemas/recruits.ts';
import { logActivity } from '../activity/repo.ts';
import * as repo from './repo.ts';
import { queueEmail } from '../messages/queue.ts';
import * as sessions from './schedule-repo.ts';
import { changeRecruitStatus } from './status.ts';

const { dateAndTimeRequired, dateBeforeToday, dateTooFar } = SCHEDULE_MESSAGES;
const CUSTOM_LINK_NEEDED = 'Please provide a custom meeting link';
const DAY_MS = 24 * 60 * 60 * 1000;

type Body = Required<Pick<ScheduleClearviewBody, 'scheduledDate' | 'linkType'>> & { meetingLink?: string | null };

/**
 * The calendar day a date-time names in its own offset, and today's day in that same offset. The
 * client sends the scheduler's local offset (2026-12-01T10:00:00-05:00), so "before today" is
 * judged on the scheduler's calendar; a Z (UTC) time is judged on the UTC calendar.
 */
function calendarDays(iso: string, now = Date.now()): { day: string; today: string } {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  const offsetMinutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return { day: iso.slice(0, 10), today: new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10) };
}

function checkDate(iso: string): Date {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) throw badRequest(dateAndTimeRequired, { scheduledDate: [dateAndTimeRequired] });
  const { day, today } = calendarDays(iso);
  if (day < today) throw badRequest(dateBeforeToday, { scheduledDate: [dateBeforeToday] });
  if (when.getTime() > Date.now() + 366 * DAY_MS) {
    throw badRequest(dateTooFar, { scheduledDate: [dateTooFar] });
  }
  return when;
}

function checkCustomLink(link: string | null | undefined): string {
  try {
    const url = new URL(link ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // fall through to the refusal
  }
  throw badRequest(CUSTOM_LINK_NEEDED, { meetingLink: [CUSTOM_LINK_NEEDED] });
}

async function generatedLink(sql: Sql, base: string): Promise<string> {
  for (;;) {
    const link = `${base}/Clearpath-ClearView-${randomBytes(8).toString('hex')}`;
    if (!(await sessions.meetingLinkTaken(sql, link))) return link;
  }
}

/** Schedules (or, at clearview_scheduled, re-schedules) the recruit's ClearView session and invites them. */
export async function scheduleClearview(
  d: ServiceDeps,
  actorId: number,
  recruitId: number,
  body: Body,
): Promise<ScheduleClearviewResponse> {
  const scheduledAt = checkDate(body.scheduledDate);
  const customLink = body.linkType === 'custom' ? checkCustomLink(body.meetingLink) : null;

  const { session, clearviewUrl } = await transaction(d.sql, async (tx) => {
    const current = await repo.lockRecruitStatus(tx, recruitId);
    if (!current) throw notFound('Recruit not found');
    if (current.status !== 'profile_accepted' && current.status !== 'clearview_scheduled') {
      throw conflict(
        `A ClearView session can be scheduled once the profile is accepted; this recruit is at "${STATUS_LABELS[current.status]}"`,
      );
    }
    const open = current.status === 'clearview_scheduled' ? await sessions.findOpenSession(tx, recruitId) : undefined;
    if (open?.status === 'in_progress') throw conflict('The ClearView session is already in progress and cannot be re-scheduled');
    // A re-schedule keeps a generated link the recruit may already have saved; a custom link replaces it.
    const meetingLink = customLink ?? (open?.link_type === 'generated' ? open.meeting_link : await generatedLink(tx, d.meetingBaseUrl));
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
    const recruit = present(await repo.findRecruitById(tx, recruitId), 'The recruit just scheduled');
    const clearviewUrl = `${d.appUrl}/clearview/${session.token}`;
    await queueEmail(tx, {
      recruitId,
      to: recruit.email,
      type: 'invitation',
      createdBy: actorId,
      subject: open ? 'Your ClearView session has a new time' : 'Your ClearView session is scheduled',
      text: invitationText(recruit.first_name, scheduledAt, session.meeting_link, clearviewUrl, Boolean(open)),
      links: [session.meeting_link, clearviewUrl],
    });
    return { session, clearviewUrl };
  });

  return {
    session: { ...session, scheduled_at: session.scheduled_at.toISOString() },
    clearviewUrl,
    meetingLink: session.meeting_link,
  };
}

function invitationText(firstName: string, when: Date, meetingLink: string, clearviewUrl: string, rescheduled: boolean) {
  const date = when.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'full', timeStyle: 'short' });
  return (
    `Hi ${firstName},\n\n` +
    `${rescheduled ? 'Your ClearView session has been moved to' : 'Your ClearView session is scheduled for'} ` +
    `${date} (Eastern Time; ${when.toISOString()}).\n\n` +
    `Join the meeting: ${meetingLink}\n` +
    `Open your ClearView calculator: ${clearviewUrl}\n\n` +
    `The session takes 60-90 minutes. You will share your screen and enter your own numbers, ` +
    `so have your recent production and income figures at hand.\n`
  );
}
