// Dates and times in the reader's zone, never as ISO text (docs/client.md "Formatting").
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDateTimeLong,
  formatRelativeTime,
  formatTime,
  isIsoDateText,
} from '@shared/format';

const INSTANT = '2026-12-06T16:00:00.000Z';

describe('dates in a zone', () => {
  it('shows the same instant in the zone asked for', () => {
    expect(formatDateTime(INSTANT, { timeZone: 'America/New_York' })).toBe('Dec 6, 2026, 11:00 AM');
    expect(formatDateTime(INSTANT, { timeZone: 'America/Los_Angeles' })).toBe('Dec 6, 2026, 8:00 AM');
    expect(formatTime(INSTANT, { timeZone: 'America/Chicago' })).toBe('10:00 AM');
    expect(formatDate('2026-12-07T02:00:00Z', { timeZone: 'America/Denver' })).toBe('Dec 6, 2026');
  });

  it('names the zone in the long form e-mails use', () => {
    expect(formatDateTimeLong(INSTANT, { timeZone: 'America/New_York' })).toBe('Sunday, December 6, 2026 at 11:00 AM EST');
  });

  it('shows a bare calendar day as that day whatever the zone', () => {
    expect(formatDate('2026-03-01', { timeZone: 'Pacific/Honolulu' })).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01', { timeZone: 'Asia/Tokyo' })).toBe('Mar 1, 2026');
    // A chart axis within a range the reader already sees: day and month, not "03-01".
    expect(formatDayMonth('2026-03-01', { timeZone: 'Pacific/Honolulu' })).toBe('Mar 1');
  });

  it('uses the fallback for a missing or broken value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('', { fallback: 'No due date' })).toBe('No due date');
    expect(formatDateTime('not a date', { fallback: 'Not set' })).toBe('Not set');
  });
});

describe('relative time and ISO detection', () => {
  it('counts back from now, then shows the date', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(formatRelativeTime('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-01-10T11:55:00Z', now)).toBe('5m ago');
    expect(formatRelativeTime('2026-01-10T09:00:00Z', now)).toBe('3h ago');
    expect(formatRelativeTime('2026-01-08T12:00:00Z', now)).toBe('2d ago');
    expect(formatRelativeTime('2025-12-01T12:00:00Z', now)).toMatch(/^(Nov 30|Dec 1), 2025$/);
  });

  it('recognises ISO dates and date-times but not other text', () => {
    expect(isIsoDateText('2026-12-06T11:00:00.000Z')).toBe(true);
    expect(isIsoDateText('2026-12-06')).toBe(true);
    expect(isIsoDateText('2026-12-06T11:00:00-05:00')).toBe(true);
    expect(isIsoDateText('Dec 6')).toBe(false);
    expect(isIsoDateText(10)).toBe(false);
  });
});
