// The free slots of a booking link (docs/scheduling.md, "Booking link"): a host's weekly hours in
// the host's zone, minus what keeps the host busy, for the next BOOKING_DAYS days. The server
// answers them and checks a booking against them; the page lists them in the recruit's zone.
import { dayInZone, zonedInstant } from './scheduling.ts';

export const BOOKING_DAYS = 14;
/** Slots start on this grid from the start of each window. */
const SLOT_STEP_MINUTES = 30;
const DAY_MS = 86_400_000;

export type WeeklyWindow = { weekday: number; from: string; until: string };
export type Availability = {
  zone: string;
  weekly: WeeklyWindow[];
  buffer_minutes: number;
  lengths: { ops_discovery: number; founder_culture: number };
};

/** What a staff user without saved hours offers: weekdays 10:00–17:00 Eastern, 15 minutes between calls. */
export const DEFAULT_AVAILABILITY: Availability = {
  zone: 'America/New_York',
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '10:00', until: '17:00' })),
  buffer_minutes: 15,
  lengths: { ops_discovery: 30, founder_culture: 30 },
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
type Range = { start: number; end: number };

/**
 * Free slots of `minutes` from `now` to BOOKING_DAYS ahead: starts on the grid of each window, the
 * meeting inside the window, and the meeting plus the buffer after it clear of every busy range
 * (which already holds its own buffer). The same rule as the database's exclusion constraint.
 */
export function freeSlots(o: { now: Date; availability: Availability; minutes: number; busy: readonly Range[] }): Range[] {
  const { zone, weekly, buffer_minutes: buffer } = o.availability;
  const slots: Range[] = [];
  for (let i = 0; i <= BOOKING_DAYS; i += 1) {
    const day = dayInZone(new Date(o.now.getTime() + i * DAY_MS), zone);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    for (const w of weekly.filter((x) => x.weekday === weekday)) {
      for (let m = minutesOf(w.from); m + o.minutes <= minutesOf(w.until); m += SLOT_STEP_MINUTES) {
        const start = zonedInstant(day, Math.floor(m / 60), m % 60, zone).getTime();
        if (start <= o.now.getTime() || start > o.now.getTime() + BOOKING_DAYS * DAY_MS) continue;
        const held = start + (o.minutes + buffer) * 60_000;
        if (o.busy.some((b) => start < b.end && b.start < held)) continue;
        slots.push({ start, end: start + o.minutes * 60_000 });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start).filter((s, i, all) => i === 0 || s.start !== all[i - 1].start);
}
