// Dates and times in the reader's time zone: the browser's own on screens, the recipient's
// (given as `timeZone`) in e-mails the server writes. Never an ISO string on a screen.

const LOCALE = 'en-US';

type DateInput = string | number | Date | null | undefined;
type DateOptions = { timeZone?: string; fallback?: string };

/** A Date from a Date, epoch ms or ISO text; a bare yyyy-mm-dd is that calendar day at local midnight. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare yyyy-mm-dd is a calendar day; parsing it as UTC would show the previous day west of UTC.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True for text that is an ISO date or date-time ("2026-12-06", "2026-12-06T11:00:00.000Z"). */
export const isIsoDateText = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value);

function formatWith(value: DateInput, options: Intl.DateTimeFormatOptions, { timeZone, fallback = '—' }: DateOptions): string {
  const date = toDate(value);
  // A bare calendar day is not an instant: it is shown as written, whatever the zone.
  const zone = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? undefined : timeZone;
  return date ? new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone }).format(date) : fallback;
}

/** "Jan 5, 2025". */
export const formatDate = (value: DateInput, options: DateOptions = {}): string =>
  formatWith(value, { year: 'numeric', month: 'short', day: 'numeric' }, options);

/** "Jan 5": a day within a range the reader already sees (chart axes). */
export const formatDayMonth = (value: DateInput, options: DateOptions = {}): string =>
  formatWith(value, { month: 'short', day: 'numeric' }, options);

/** "Jan 5, 2025, 3:04 PM". */
export const formatDateTime = (value: DateInput, options: DateOptions = {}): string =>
  formatWith(value, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, options);

/** "3:04 PM". */
export const formatTime = (value: DateInput, options: DateOptions = {}): string =>
  formatWith(value, { hour: 'numeric', minute: '2-digit' }, options);

/** "Sunday, December 6, 2026 at 11:00 AM EST": for e-mails, where the reader's zone must be named. */
export const formatDateTimeLong = (value: DateInput, options: DateOptions = {}): string =>
  formatWith(
    value,
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    options,
  );

/** "just now", "5m ago", "3h ago", "2d ago", then the date. */
export function formatRelativeTime(value: DateInput, now: Date = new Date(), fallback = ''): string {
  const date = toDate(value);
  if (!date) return fallback;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h ago`;
  if (seconds < 7 * 86400) return `${Math.floor(seconds / 86400)}d ago`;
  return formatDate(date);
}
