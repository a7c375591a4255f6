// Recruits book their own calls (docs/scheduling.md, "Booking link"): a signed link per recruit
// shows the free slots of the recruit's host (bookingHost) for the next 14 days; a booking is a
// nurture meeting with that host, whose busy time the database keeps from overlapping any other
// (an exclusion constraint), so of two simultaneous bookings of one slot exactly one succeeds.
import { randomUUID } from 'node:crypto';
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { present } from '../../../lib/present.ts';
import { BOOKING_DAYS, freeSlots } from '@shared/domain/booking.ts';
import { MEETING_TYPE_LABELS, type MeetingType } from '@shared/domain/nurture.ts';
import { recruitZone, suitsRecruit } from '@shared/domain/scheduling.ts';
import { formatDateTimeLong } from '@shared/format/dates.ts';
import type { BookBody, BookedMeeting, BookingLink, CancelledMeeting, SlotList } from '@shared/schemas/booking.ts';
import { logActivity } from '../../activity/repo.ts';
import { notifyRecruiterOf } from '../../notifications/repo.ts';
import { availabilityOf, generatedMeetingLink, lockedRecruitBusy, tellRecruiterOfBooking } from '../../scheduling/service.ts';
import { endForExit } from '../enrollments/service.ts';
import * as meetings from '../meetings/repo.ts';
import { queueMeetingInvitation } from '../meetings/invitation.ts';
import { findNurtureRecruit, type NurtureRecruit } from '../recruit-repo.ts';
import { bookingHost, hostById } from './repo.ts';
import { bookingToken, bookingUrl, manageToken, readBookingToken, readManageToken } from './links.ts';

const DAY_MS = 86_400_000;
const BOOKING_LINK_INVALID = 'This booking link has expired or is not valid. Ask your recruiter for a new one.';
const SLOT_TAKEN = 'This time was just taken. Please pick another.';
const SLOT_UNAVAILABLE = 'This time is not available. Please pick one of the times shown.';

/** GET /recruits/{id}/booking_link/: staff for any recruit, a recruit for itself (the route's guard). */
export async function bookingLink(deps: Deps, recruitId: number): Promise<BookingLink> {
  if (!(await findNurtureRecruit(deps.sql, recruitId))) throw notFound('Recruit not found');
  return { url: bookingUrl(deps.config, recruitId, deps.now()) };
}

async function recruitOfLink(deps: Deps, sql: Sql, token: string): Promise<NurtureRecruit> {
  const id = readBookingToken(deps.config.jwtSecret, token, deps.now());
  const recruit = id === null ? undefined : await findNurtureRecruit(sql, id);
  if (!recruit) throw notFound(BOOKING_LINK_INVALID);
  return recruit;
}

async function hostOf(sql: Sql, recruitId: number) {
  return present(await bookingHost(sql, recruitId), 'A staff account to book with');
}

/** The host's free slots of one meeting type from now to 14 days ahead. */
async function slotsFor(deps: Deps, sql: Sql, hostId: number, type: MeetingType) {
  const now = deps.now();
  const availability = await availabilityOf(sql, hostId);
  const busy = await meetings.hostBusyRanges(sql, hostId, now, new Date(now.getTime() + (BOOKING_DAYS + 1) * DAY_MS));
  const minutes = availability.lengths[type];
  return { slots: freeSlots({ now, availability, minutes, busy }), minutes, buffer: availability.buffer_minutes };
}

/** GET /booking/{token}/slots/: the free times, and the zone the page shows them in. */
export async function listSlots(deps: Deps, token: string, type: MeetingType): Promise<SlotList> {
  const recruit = await recruitOfLink(deps, deps.sql, token);
  const host = await hostOf(deps.sql, recruit.id);
  const { slots } = await slotsFor(deps, deps.sql, host.id, type);
  return {
    zone: recruitZone(recruit.profile_timezone),
    host_name: host.name,
    slots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })),
  };
}

/**
 * POST /booking/{token}/: books a free slot (a new meeting, or with `reschedule` a manage token, a
 * new time for that meeting). 409 when the time is not free or was taken meanwhile.
 */
export async function book(deps: Deps, token: string, body: BookBody & { reschedule?: string }): Promise<BookedMeeting> {
  const start = new Date(body.start);
  let meetingId: number;
  try {
    meetingId = await transaction(deps.sql, async (tx) => {
      const recruit = await recruitOfLink(deps, tx, token);
      const host = await hostOf(tx, recruit.id);
      const { slots, minutes, buffer } = await slotsFor(deps, tx, host.id, body.meeting_type);
      const moving = body.reschedule ? await meetingOfManageToken(deps, tx, body.reschedule, recruit.id) : undefined;
      const free = slots.some((s) => s.start === start.getTime());
      if (!free) throw conflict(SLOT_UNAVAILABLE);
      const busyUntil = new Date(start.getTime() + (minutes + buffer) * 60_000);
      if (!moving)
        return insertHostedMeeting(deps, tx, { recruit, host, type: body.meeting_type, start, minutes, buffer, via: 'booking_link' });
      await meetings.moveHostedMeeting(tx, moving.id, start, busyUntil);
      await announceBooking(deps, tx, { id: moving.id, recruit, host, type: body.meeting_type, start, moved: true, via: 'booking_link' });
      return moving.id;
    });
  } catch (err) {
    if (isHostClash(err)) throw conflict(SLOT_TAKEN);
    throw err;
  }
  const meeting = present(await meetings.findMeeting(deps.sql, meetingId), 'The booked meeting');
  return { ...meeting, ...manageUrls(deps, token, meetingId, start) };
}

/** The exclusion constraint: another booking of the host's time committed first. */
const isHostClash = (err: unknown) => (err as { code?: string }).code === '23P01';

type Host = { id: number; name: string; email: string };
type Via = 'booking_link' | 'dashboard';

/** A new call on the host's calendar: the meeting, the end of the drip, the invitation to both, the activity and the host's notice. */
async function insertHostedMeeting(
  deps: Deps,
  tx: Sql,
  b: { recruit: NurtureRecruit; host: Host; type: MeetingType; start: Date; minutes: number; buffer: number; via: Via },
): Promise<number> {
  const id = await meetings.insertMeeting(tx, {
    recruitId: b.recruit.id,
    type: b.type,
    at: b.start,
    minutes: b.minutes,
    link: await generatedMeetingLink(tx, deps.config.meetingBaseUrl, b.type.replace('_', '-')),
    notes: '',
    uid: `${randomUUID()}@clearpath`,
    createdBy: null,
    host: { id: b.host.id, busyUntil: new Date(b.start.getTime() + (b.minutes + b.buffer) * 60_000) },
  });
  await endForExit(tx, b.recruit.id, 'meeting_booked', deps.now());
  await announceBooking(deps, tx, { id, recruit: b.recruit, host: b.host, type: b.type, start: b.start, moved: false, via: b.via });
  return id;
}

async function announceBooking(
  deps: Deps,
  tx: Sql,
  b: { id: number; recruit: NurtureRecruit; host: Host; type: MeetingType; start: Date; moved: boolean; via: Via },
): Promise<void> {
  await sendInvitation(deps, tx, b.id, b.recruit.id, b.host, b.moved);
  await logActivity(tx, {
    recruitId: b.recruit.id,
    actorId: null,
    action: b.moved ? 'meeting_rescheduled' : 'meeting_scheduled',
    details: { meeting_id: b.id, meeting_type: b.type, scheduled_at: b.start.toISOString(), via: b.via },
  });
  await tellRecruiterOfBooking(tx, b.recruit.id, {
    title: b.via === 'booking_link' ? 'Call booked' : 'Call scheduled',
    what: `a ${MEETING_TYPE_LABELS[b.type]}`,
    at: b.start,
  });
}

const NO_FREE_SLOT = 'Your recruiter has no free time that suits you in the next two weeks. Please reply to their e-mail to find one.';

/**
 * The recruit dashboard's quick "schedule a call" (docs/scheduling.md, "Booking link"): the host's
 * first free slot that also falls at business hours in the recruit's zone and clear of the
 * recruit's other bookings, booked as the booking page books it. 409 when the next 14 days have
 * none; a slot taken meanwhile by someone else is skipped for the next.
 */
export async function bookFirstFreeSlot(deps: Deps, recruitId: number, type: MeetingType): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction(deps.sql, async (tx) => {
        const recruit = present(await findNurtureRecruit(tx, recruitId), 'The recruit');
        const host = await hostOf(tx, recruit.id);
        const { slots, minutes, buffer } = await slotsFor(deps, tx, host.id, type);
        const busy = await lockedRecruitBusy(tx, recruit.id);
        const zone = recruitZone(recruit.profile_timezone);
        const slot = slots.find((s) => suitsRecruit(new Date(s.start), { zone, minutes, busy }));
        if (!slot) throw conflict(NO_FREE_SLOT);
        return insertHostedMeeting(deps, tx, { recruit, host, type, start: new Date(slot.start), minutes, buffer, via: 'dashboard' });
      });
    } catch (err) {
      if (!isHostClash(err) || attempt === 3) throw isHostClash(err) ? conflict(SLOT_TAKEN) : err;
    }
  }
}

function manageUrls(deps: Deps, token: string, meetingId: number, start: Date) {
  const manage = manageToken(deps.config.jwtSecret, meetingId, start);
  const base = `${deps.config.appUrl}/book/${token}`;
  return { reschedule_url: `${base}?reschedule=${manage}`, cancel_url: `${base}?cancel=${manage}` };
}

async function meetingOfManageToken(deps: Deps, tx: Sql, token: string, recruitId?: number) {
  const id = readManageToken(deps.config.jwtSecret, token, deps.now());
  const meeting = id === null ? undefined : await meetings.lockMeeting(tx, id);
  if (!meeting || meeting.cancelled_at || (recruitId !== undefined && meeting.recruit_id !== recruitId)) {
    throw notFound('This meeting link has expired, or the meeting was cancelled.');
  }
  return meeting;
}

/** The invitation to the recruit and the host, with the reschedule and cancel links in place of the notes. */
async function sendInvitation(deps: Deps, tx: Sql, meetingId: number, recruitId: number, host: Host, update: boolean) {
  const m = present(await meetings.lockMeeting(tx, meetingId), 'The meeting');
  const urls = manageUrls(deps, bookingToken(deps.config.jwtSecret, recruitId, deps.now()), m.id, m.scheduled_at);
  await queueMeetingInvitation(tx, meetingId, {
    update,
    actorId: null,
    lines: [`Need another time? Reschedule: ${urls.reschedule_url}`, `Cannot make it? Cancel: ${urls.cancel_url}`],
    host,
  });
}

/** POST /booking/meetings/{token}/cancel/: the manage link cancels its meeting; the host's time is free again. */
export async function cancelBooking(deps: Deps, token: string): Promise<CancelledMeeting> {
  return transaction(deps.sql, async (tx) => {
    const m = await meetingOfManageToken(deps, tx, token);
    await meetings.cancelMeeting(tx, m.id, deps.now());
    const host = m.host_id === null ? undefined : await hostById(tx, m.host_id);
    await queueMeetingInvitation(tx, m.id, { update: true, cancelled: true, actorId: null, ...(host ? { host } : {}) });
    await logActivity(tx, { recruitId: m.recruit_id, actorId: null, action: 'meeting_cancelled', details: { meeting_id: m.id } });
    await notifyRecruiterOf(tx, m.recruit_id, {
      title: 'Call cancelled',
      message: `{name} cancelled their ${MEETING_TYPE_LABELS[m.meeting_type]} of ${formatDateTimeLong(m.scheduled_at, { timeZone: 'UTC' })}.`,
      type: 'warning',
    });
    return { id: m.id, cancelled: true as const };
  });
}
