// Scheduling shared by ClearView sessions, nurture calls and proforma sessions (docs/scheduling.md):
// generated meeting rooms, where and when a booking goes, the time check of a reschedule, the
// recruiter's notice of a booking the recruit made, and the recruit's upcoming sessions.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { MEETING_TYPE_LABELS } from '@shared/domain/nurture.ts';
import { recruitZone, scheduleTimeRefusal, slotDaysAhead } from '@shared/domain/scheduling.ts';
import { DEFAULT_AVAILABILITY } from '@shared/domain/booking.ts';
import type { AvailabilityBody, AvailabilityResponse } from '@shared/schemas/booking.ts';
import type { UpcomingResponse } from '@shared/schemas/scheduling.ts';
import { notifyRecruiterOf } from '../notifications/repo.ts';
import { recruitFilterFor } from '../recruits/visibility.ts';
import { type BookingRow, findAvailability, lockBookings, meetingLinkTaken, openBookings, saveAvailability } from './repo.ts';

/** A meeting room of its own under MEETING_BASE_URL, e.g. https://meet.jit.si/Clearpath-ClearView-1f…; never one in use. */
export async function generatedMeetingLink(sql: Sql, base: string, label: string): Promise<string> {
  for (;;) {
    const link = `${base}/Clearpath-${label}-${randomBytes(8).toString('hex')}`;
    if (!(await meetingLinkTaken(sql, link))) return link;
  }
}

/** The refusal of a new time that breaks the time rules (a reschedule; new bookings check it in their schema). */
export function assertBookable(iso: string, field: string, missing: string): Date {
  const refusal = scheduleTimeRefusal(iso, Date.now(), missing);
  if (refusal) throw badRequest(refusal, { [field]: [refusal] });
  return new Date(iso);
}

/**
 * The time a dashboard booking takes (docs/scheduling.md, "Slots"): `days` ahead in the recruit's
 * zone, at business hours on a weekday, clear of every other meeting the recruit has booked. Run
 * it in the transaction that inserts the booking: it holds the recruit's booking lock until then.
 */
async function dashboardSlot(
  tx: Sql,
  recruit: { id: number; profile_timezone: string | null },
  booking: { days: number; minutes: number; browserZone?: string },
): Promise<Date> {
  const busy = await lockedRecruitBusy(tx, recruit.id);
  const zone = recruitZone(recruit.profile_timezone, booking.browserZone);
  return slotDaysAhead({ now: new Date(), days: booking.days, zone, minutes: booking.minutes, busy });
}

/**
 * The recruit's booked times, with their bookings locked until the caller's transaction ends, so a
 * second dashboard booking waits for the first and sees it.
 */
export async function lockedRecruitBusy(tx: Sql, recruitId: number): Promise<{ start: Date; minutes: number }[]> {
  await lockBookings(tx, recruitId);
  return (await openBookings(tx, recruitId)).map((b) => ({ start: b.scheduled_at, minutes: b.minutes }));
}

/**
 * Where and when a new booking goes: the time the body gives, else the dashboard's slot `daysAhead`
 * days ahead; the link the body gives, else a new meeting room named after `room`. Run it in the
 * transaction that inserts the booking.
 */
export async function placeBooking(
  tx: Sql,
  recruit: { id: number; profile_timezone: string | null },
  b: {
    scheduledAt?: string;
    meetingLink?: string;
    room: { base: string; label: string };
    minutes: number;
    daysAhead: number;
    browserZone?: string;
  },
): Promise<{ at: Date; link: string }> {
  const at = b.scheduledAt
    ? new Date(b.scheduledAt)
    : await dashboardSlot(tx, recruit, { days: b.daysAhead, minutes: b.minutes, browserZone: b.browserZone });
  const link = b.meetingLink || (await generatedMeetingLink(tx, b.room.base, b.room.label));
  return { at, link };
}

/** Tells the recruiter that the recruit booked `what` ("a Founder Culture Call") from its dashboard. */
export async function tellRecruiterOfBooking(tx: Sql, recruitId: number, n: { title: string; what: string; at: Date }): Promise<void> {
  await notifyRecruiterOf(tx, recruitId, {
    title: n.title,
    message: `{name} scheduled ${n.what} for ${n.at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    type: 'info',
  });
}

function titleOf(b: BookingRow): string {
  if (b.kind === 'clearview') return 'ClearView session';
  if (b.kind === 'proforma') return `Proforma build-out${b.model_name ? ` (${b.model_name})` : ''}`;
  return MEETING_TYPE_LABELS[b.kind];
}

const pageOf = (appUrl: string, b: BookingRow): string | null => {
  if (!b.token) return null;
  return `${appUrl}/${b.kind === 'clearview' ? 'clearview' : 'proforma'}/${b.token}`;
};

/** A recruit's upcoming sessions, calls and proforma sessions with their links: staff a recruit they see, a recruit its own. */
export async function listUpcoming(deps: Deps, user: AccessClaims, recruit: number | undefined): Promise<UpcomingResponse> {
  const recruitId = await recruitFilterFor(deps.sql, user, recruit);
  if (recruitId === undefined) throw badRequest('Recruit is required', { recruit: ['Recruit is required'] });
  const results = (await openBookings(deps.sql, recruitId)).map((b) => ({
    kind: b.kind,
    id: b.id,
    title: titleOf(b),
    scheduled_at: b.scheduled_at.toISOString(),
    duration_minutes: b.minutes,
    status: b.status,
    meeting_link: b.meeting_link,
    session_url: pageOf(deps.config.appUrl, b),
  }));
  return { results };
}

/** A staff user's weekly hours for booking links (docs/scheduling.md, "Booking link"): the defaults until they save their own. */
export async function availabilityOf(sql: Sql, userId: number): Promise<AvailabilityResponse> {
  const saved = await findAvailability(sql, userId);
  return saved ? { ...saved, is_default: false } : { ...DEFAULT_AVAILABILITY, is_default: true };
}

export async function getMyAvailability(deps: Deps, userId: number): Promise<AvailabilityResponse> {
  return availabilityOf(deps.sql, userId);
}

export async function saveMyAvailability(deps: Deps, userId: number, body: AvailabilityBody): Promise<AvailabilityResponse> {
  await saveAvailability(deps.sql, userId, body);
  return availabilityOf(deps.sql, userId);
}
