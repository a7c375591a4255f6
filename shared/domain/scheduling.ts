// Time rules every booking follows (docs/scheduling.md): a ClearView session, a nurture call and a
// proforma session are checked by the same function on the client (before sending) and on the
// server (before writing), with one text per problem; and the slot the recruit dashboard books in
// the recruit's own zone, at business hours, clear of the recruit's other meetings.

/** One text per problem (docs/spec/doc1.md §5 gives the first, the third and the fifth verbatim). */
export const SCHEDULING_TEXTS = {
  dateAndTimeRequired: 'Please select both date and time',
  timeRequired: 'Please select a time',
  dateBeforeToday: 'The date cannot be before today',
  timePassed: 'This time has already passed. Please choose a later time.',
  dateTooFar: 'The date must be within the next year',
  customLinkRequired: 'Please provide a custom meeting link',
  linkNotUrl: 'The meeting link must be a web address starting with https://',
} as const;

/** A time this little behind now still counts as now: a minute picker, and the request's travel. */
const SCHEDULE_GRACE_MS = 2 * 60_000;
const DAY_MS = 86_400_000;
const MAX_AHEAD_MS = 366 * DAY_MS;

type TimeProblem = 'dateAndTimeRequired' | 'dateBeforeToday' | 'timePassed' | 'dateTooFar';

/** Minutes east of UTC written at the end of an ISO date-time (Z is 0); null when it has none. */
function offsetMinutesOf(iso: string): number | null {
  if (/Z$/i.test(iso)) return 0;
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : null;
}

/** An ISO date-time with a date, a time and an offset (2030-01-07T10:00:00-05:00 or …Z). */
const isZonedDateTime = (iso: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(iso) && !Number.isNaN(Date.parse(iso));

/**
 * Why a booking at `iso` cannot be made at `now`, or null when it can. "Today" is the calendar day
 * of the offset the time is written in (the scheduler's own), so a time earlier today says the time
 * has passed and an earlier day says the date is before today.
 */
export function scheduleTimeProblem(iso: string, now: number): TimeProblem | null {
  const offset = offsetMinutesOf(iso);
  if (!isZonedDateTime(iso) || offset === null) return 'dateAndTimeRequired';
  const at = Date.parse(iso);
  if (at < now - SCHEDULE_GRACE_MS) {
    const today = new Date(now + offset * 60_000).toISOString().slice(0, 10);
    return iso.slice(0, 10) < today ? 'dateBeforeToday' : 'timePassed';
  }
  if (at > now + MAX_AHEAD_MS) return 'dateTooFar';
  return null;
}

/** The text that refuses a booking at `iso` (`missing`: the form's own text for no time), or null when it can be made. */
export function scheduleTimeRefusal(iso: string, now: number, missing: string): string | null {
  const problem = scheduleTimeProblem(iso, now);
  if (!problem) return null;
  return problem === 'dateAndTimeRequired' ? missing : SCHEDULING_TEXTS[problem];
}

/** True for an http(s) address a browser can open. */
export function isMeetingUrl(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(link);
  } catch {
    return false;
  }
}

/**
 * A form's local date (yyyy-mm-dd) and time (HH:mm) as an ISO date-time with the offset of that
 * moment in the device's zone (a date across a DST change gets its own), e.g. 2030-12-01T10:00:00-05:00.
 */
export function localDateTimeIso(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const minutesEast = -new Date(y, m - 1, d, hh, mm).getTimezoneOffset();
  const abs = Math.abs(minutesEast);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(hh)}:${pad(mm)}:00${minutesEast < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today on the device, yyyy-mm-dd (the date inputs' minimum). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// --- the recruit's zone and the dashboard's slots ---

/** The profile's time zone choices (docs/spec/doc2.md §5) as IANA zones. */
const PROFILE_ZONES: Record<string, string> = {
  EST: 'America/New_York',
  CST: 'America/Chicago',
  MST: 'America/Denver',
  PST: 'America/Los_Angeles',
};
const DEFAULT_ZONE = 'America/New_York';

/** The zone this device's clock runs in (the browser's), e.g. America/Chicago. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** True when the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

/** The recruit's zone: their profile's choice, else the zone their browser reported, else Eastern. */
export function recruitZone(profileTimezone: string | null | undefined, browserZone?: string | null): string {
  const fromProfile = PROFILE_ZONES[profileTimezone ?? ''];
  if (fromProfile) return fromProfile;
  return browserZone && isTimeZone(browserZone) ? browserZone : DEFAULT_ZONE;
}

/** The zone's wall-clock parts of an instant. */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const offsetAt = (instant: number, zone: string): number => {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
};

/** The instant a wall-clock time on a calendar day (yyyy-mm-dd) names in `zone`. */
export function zonedInstant(day: string, hour: number, minute: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  const first = guess - offsetAt(guess, zone);
  return new Date(guess - offsetAt(first, zone));
}

/** The calendar day (yyyy-mm-dd) of an instant in `zone`. */
export function dayInZone(instant: Date, zone: string): string {
  const w = wallClock(instant.getTime(), zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The wall-clock hour and minute of an instant in `zone`, e.g. "10:30". */
export function timeInZone(instant: Date, zone: string): string {
  const w = wallClock(instant.getTime(), zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** Dashboard bookings start at these local times, Monday to Friday (docs/scheduling.md, "Slots"). */
export const BUSINESS_HOURS = { fromHour: 10, untilHour: 17, stepMinutes: 30 } as const;
/** How long each kind of meeting takes on a calendar. */
export const MEETING_MINUTES = { clearview: 90, call: 30, proforma: 60 } as const;

type Busy = { start: Date; minutes: number };

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
const overlaps = (start: number, minutes: number, b: Busy) =>
  start < b.start.getTime() + b.minutes * 60_000 && b.start.getTime() < start + minutes * 60_000;

/**
 * The first business-hours slot in `zone` on `fromDay` or a later weekday that starts after
 * `notBefore` and overlaps none of `busy` (the recruit's other meetings).
 */
export function firstFreeSlot(o: { fromDay: string; zone: string; minutes: number; busy: readonly Busy[]; notBefore: Date }): Date {
  let day = o.fromDay;
  for (let i = 0; i < 366; i += 1, day = nextDay(day)) {
    if (isWeekend(day)) continue;
    for (let m = BUSINESS_HOURS.fromHour * 60; m + o.minutes <= BUSINESS_HOURS.untilHour * 60; m += BUSINESS_HOURS.stepMinutes) {
      const start = zonedInstant(day, Math.floor(m / 60), m % 60, o.zone);
      if (start.getTime() < o.notBefore.getTime()) continue;
      if (!o.busy.some((b) => overlaps(start.getTime(), o.minutes, b))) return start;
    }
  }
  throw new Error('No free slot within a year');
}

/**
 * True when a meeting of `minutes` from `start` falls within business hours on a weekday in the
 * recruit's `zone` and overlaps none of `busy`: the recruit's side of a slot the host offers.
 */
export function suitsRecruit(start: Date, o: { zone: string; minutes: number; busy: readonly Busy[] }): boolean {
  const [hh, mm] = timeInZone(start, o.zone).split(':').map(Number);
  const from = hh * 60 + mm;
  if (isWeekend(dayInZone(start, o.zone))) return false;
  if (from < BUSINESS_HOURS.fromHour * 60 || from + o.minutes > BUSINESS_HOURS.untilHour * 60) return false;
  return !o.busy.some((b) => overlaps(start.getTime(), o.minutes, b));
}

/** A booking `days` ahead: the first free slot from that day in the recruit's zone. */
export function slotDaysAhead(o: { now: Date; days: number; zone: string; minutes: number; busy: readonly Busy[] }): Date {
  const fromDay = dayInZone(new Date(o.now.getTime() + o.days * DAY_MS), o.zone);
  return firstFreeSlot({ fromDay, zone: o.zone, minutes: o.minutes, busy: o.busy, notBefore: o.now });
}
