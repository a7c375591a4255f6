// The time rules every booking follows, and the slot a dashboard booking takes (docs/scheduling.md).
import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  firstFreeSlot,
  isMeetingUrl,
  recruitZone,
  scheduleTimeProblem,
  slotDaysAhead,
  timeInZone,
  zonedInstant,
} from '@shared/domain/scheduling.ts';

const NOW = Date.parse('2030-01-08T15:00:00Z'); // Tuesday 10:00 in New York

describe('scheduleTimeProblem', () => {
  it('refuses an earlier day, then a time earlier today, on the calendar of the offset written', () => {
    expect(scheduleTimeProblem('2030-01-07T23:59:00-05:00', NOW)).toBe('dateBeforeToday');
    expect(scheduleTimeProblem('2030-01-08T09:00:00-05:00', NOW)).toBe('timePassed');
    // 01:00 on the 9th in +14:00 is 11:00 UTC on the 8th: passed, but it is "today" there.
    expect(scheduleTimeProblem('2030-01-09T01:00:00+14:00', NOW)).toBe('timePassed');
  });

  it('accepts now (within the grace of a minute picker), later today and up to a year ahead', () => {
    expect(scheduleTimeProblem('2030-01-08T09:59:00-05:00', NOW)).toBeNull();
    expect(scheduleTimeProblem('2030-01-08T17:00:00Z', NOW)).toBeNull();
    expect(scheduleTimeProblem('2031-01-01T10:00:00Z', NOW)).toBeNull();
    expect(scheduleTimeProblem('2031-02-01T10:00:00Z', NOW)).toBe('dateTooFar');
  });

  it('asks for a date and time when the value has no offset or is no date-time', () => {
    expect(scheduleTimeProblem('2030-01-09T10:00:00', NOW)).toBe('dateAndTimeRequired');
    expect(scheduleTimeProblem('tomorrow', NOW)).toBe('dateAndTimeRequired');
    expect(scheduleTimeProblem('', NOW)).toBe('dateAndTimeRequired');
  });
});

describe('isMeetingUrl', () => {
  it('takes web addresses only', () => {
    expect(isMeetingUrl('https://meet.example.com/abc')).toBe(true);
    expect(isMeetingUrl('http://zoom.us/j/1')).toBe(true);
    for (const bad of ['zoom meeting', 'javascript:alert(1)', 'https://localhost', 'ftp://x.example.com', 'https://a.example.com/x y']) {
      expect(isMeetingUrl(bad), bad).toBe(false);
    }
  });
});

describe('zones', () => {
  it('maps the profile choice first, then the browser zone, then Eastern', () => {
    expect(recruitZone('PST', 'Europe/Berlin')).toBe('America/Los_Angeles');
    expect(recruitZone(null, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(recruitZone('', 'Not/AZone')).toBe('America/New_York');
  });

  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(zonedInstant('2030-01-07', 10, 0, 'America/New_York').toISOString()).toBe('2030-01-07T15:00:00.000Z');
    expect(zonedInstant('2030-07-08', 10, 0, 'America/New_York').toISOString()).toBe('2030-07-08T14:00:00.000Z');
    const at = zonedInstant('2030-03-11', 10, 30, 'America/Los_Angeles');
    expect([dayInZone(at, 'America/Los_Angeles'), timeInZone(at, 'America/Los_Angeles')]).toEqual(['2030-03-11', '10:30']);
  });
});

describe('slots', () => {
  const zone = 'America/Los_Angeles';
  it('books at 10:00 local on the day, skipping the weekend', () => {
    const now = new Date('2030-01-09T09:39:00Z'); // Wednesday 01:39 in Los Angeles
    const slot = slotDaysAhead({ now, days: 3, zone, minutes: 60, busy: [] }); // Saturday → Monday
    expect([dayInZone(slot, zone), timeInZone(slot, zone)]).toEqual(['2030-01-14', '10:00']);
  });

  it('never overlaps a meeting already booked, and moves to the next day when the day is full', () => {
    const first = zonedInstant('2030-01-14', 10, 0, zone);
    const second = firstFreeSlot({
      fromDay: '2030-01-14',
      zone,
      minutes: 30,
      busy: [{ start: first, minutes: 30 }],
      notBefore: new Date(0),
    });
    expect(timeInZone(second, zone)).toBe('10:30');
    const busy = [{ start: zonedInstant('2030-01-14', 10, 0, zone), minutes: 7 * 60 }];
    const next = firstFreeSlot({ fromDay: '2030-01-14', zone, minutes: 60, busy, notBefore: new Date(0) });
    expect([dayInZone(next, zone), timeInZone(next, zone)]).toEqual(['2030-01-15', '10:00']);
  });
});
