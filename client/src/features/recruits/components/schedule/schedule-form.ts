/** The Schedule ClearView Session form's values and rules (docs/spec/doc1.md §5, exact texts). */

export type LinkType = 'generated' | 'custom';

export interface ScheduleForm {
  date: string; // yyyy-mm-dd, the scheduler's local day
  time: string; // HH:mm, local
  linkType: LinkType;
  meetingLink: string;
}

export const EMPTY_SCHEDULE_FORM: ScheduleForm = { date: '', time: '', linkType: 'generated', meetingLink: '' };

const DATE_BEFORE_TODAY = 'The date cannot be before today';

/** Today's local date as yyyy-mm-dd, for the date input's min attribute. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first problem with the form, or null when it can be sent. */
export function scheduleError(form: ScheduleForm, now = new Date()): string | null {
  if (!form.date || !form.time) return 'Please select both date and time';
  if (form.date < todayIso(now)) return DATE_BEFORE_TODAY;
  if (form.linkType === 'custom' && !form.meetingLink.trim()) return 'Please provide a custom meeting link';
  return null;
}

/**
 * The local date and time with the browser's UTC offset at that moment, e.g.
 * 2026-12-01T10:00:00-05:00: the server judges "before today" on the scheduler's own calendar.
 */
export function scheduledIso(form: ScheduleForm): string {
  const [y, m, d] = form.date.split('-').map(Number);
  const [hh, mm] = form.time.split(':').map(Number);
  // The offset of that day, not today's: a date across a DST change gets its own.
  const minutesEast = -new Date(y, m - 1, d, hh, mm).getTimezoneOffset();
  const abs = Math.abs(minutesEast);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = `${minutesEast < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${form.date}T${pad(hh)}:${pad(mm)}:00${offset}`;
}
