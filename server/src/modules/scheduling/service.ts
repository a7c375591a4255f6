// Scheduling shared by ClearView sessions, nurture calls and proforma sessions (docs/scheduling.md):
// generated meeting rooms, the slot a dashboard booking takes, the time check of a reschedule and
// the recruit's upcoming sessions.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/connect.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { MEETING_TYPE_LABELS } from '@shared/domain/nurture.ts';
import { recruitZone, SCHEDULING_TEXTS, scheduleTimeProblem, slotDaysAhead } from '@shared/domain/scheduling.ts';
import type { UpcomingResponse, UpcomingSession } from '@shared/schemas/scheduling.ts';
import { ownRecruitScope } from '../recruits/guard.ts';
import { type BookingRow, lockBookings, meetingLinkTaken, openBookings } from './repo.ts';

/** A meeting room of its own under MEETING_BASE_URL, e.g. https://meet.jit.si/Clearpath-ClearView-1f…; never one in use. */
export async function generatedMeetingLink(sql: Sql, base: string, label: string): Promise<string> {
  for (;;) {
    const link = `${base}/Clearpath-${label}-${randomBytes(8).toString('hex')}`;
    if (!(await meetingLinkTaken(sql, link))) return link;
  }
}

/** The refusal of a new time that breaks the time rules (a reschedule; new bookings check it in their schema). */
export function assertBookable(iso: string, field: string, missing: string): Date {
  const problem = scheduleTimeProblem(iso, Date.now());
  if (!problem) return new Date(iso);
  const text = problem === 'dateAndTimeRequired' ? missing : SCHEDULING_TEXTS[problem];
  throw badRequest(text, { [field]: [text] });
}

/**
 * The time a dashboard booking takes (docs/scheduling.md, "Slots"): `days` ahead in the recruit's
 * zone, at business hours on a weekday, clear of every other meeting the recruit has booked. Run
 * it in the transaction that inserts the booking: it holds the recruit's booking lock until then.
 */
export async function dashboardSlot(
  tx: Sql,
  recruit: { id: number; profile_timezone: string | null },
  booking: { days: number; minutes: number; browserZone?: string },
): Promise<Date> {
  await lockBookings(tx, recruit.id);
  const busy = (await openBookings(tx, recruit.id)).map((b) => ({ start: b.scheduled_at, minutes: b.minutes }));
  const zone = recruitZone(recruit.profile_timezone, booking.browserZone);
  return slotDaysAhead({ now: new Date(), days: booking.days, zone, minutes: booking.minutes, busy });
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

/** A recruit's upcoming sessions, calls and proforma sessions with their links: staff any recruit, a recruit its own. */
export async function listUpcoming(d: ServiceDeps, user: AccessClaims, recruit: number | undefined): Promise<UpcomingResponse> {
  const recruitId = ownRecruitScope(user) ?? recruit;
  if (recruitId === undefined) throw badRequest('Recruit is required', { recruit: ['Recruit is required'] });
  const results: UpcomingSession[] = (await openBookings(d.sql, recruitId)).map((b) => ({
    kind: b.kind,
    id: b.id,
    title: titleOf(b),
    scheduled_at: b.scheduled_at.toISOString(),
    duration_minutes: b.minutes,
    status: b.status,
    meeting_link: b.meeting_link,
    session_url: pageOf(d.appUrl, b),
  }));
  return { results, count: results.length };
}
