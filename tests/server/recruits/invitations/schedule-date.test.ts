import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { createRecruit, earlierToday, walk } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

// "The date cannot be before today" is judged on the calendar of the offset the client sends.
const ctx = setupTestApp();
const headers = signInStaff(ctx);

const DAY_MS = 24 * 60 * 60 * 1000;

/** `time` on the day `dayDelta` days from today as seen in `offset` ("Z" or "±hh:mm"), written with that offset. */
function onLocalDay(offset: string, dayDelta: number, time: string): string {
  const [h, m] = offset === 'Z' ? [0, 0] : offset.slice(1).split(':').map(Number);
  const minutes = (offset.startsWith('-') ? -1 : 1) * (h * 60 + m);
  const day = new Date(Date.now() + minutes * 60_000 + dayDelta * DAY_MS).toISOString().slice(0, 10);
  return `${day}T${time}${offset}`;
}

/** The instant `at` written as the wall-clock time of `offset`. */
function inOffset(offset: string, at: number): string {
  const [h, m] = offset === 'Z' ? [0, 0] : offset.slice(1).split(':').map(Number);
  const minutes = (offset.startsWith('-') ? -1 : 1) * (h * 60 + m);
  return `${new Date(Math.ceil(at / 1000) * 1000 + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}

async function schedule(scheduledDate: string) {
  const r = await createRecruit(ctx, headers);
  await walk(ctx, headers, r.id, ['profile_accepted']);
  return call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, { scheduledDate, linkType: 'generated' });
}

describe('schedule_clearview: the date cannot be before today', () => {
  it.each([
    ['-05:00', '23:59:00'],
    ['+14:00', '23:59:00'],
    ['-11:00', '23:59:00'],
    ['Z', '23:59:59'],
  ])('refuses yesterday late evening in %s (less than 24 hours ago)', async (offset, time) => {
    const res = await schedule(onLocalDay(offset, -1, time));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The date cannot be before today',
      field_errors: { scheduledDate: ['The date cannot be before today'] },
    });
  });

  it.each(['-05:00', '+14:00', '+05:30', 'Z'])('accepts a time ten minutes from now, written in %s', async (offset) => {
    const when = inOffset(offset, Date.now() + 10 * 60_000);
    const res = await schedule(when);
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().session.scheduled_at).getTime()).toBe(new Date(when).getTime());
  });

  it('refuses a time earlier today: it has already passed', async () => {
    const res = await schedule(earlierToday());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This time has already passed. Please choose a later time.',
      field_errors: { scheduledDate: ['This time has already passed. Please choose a later time.'] },
    });
  });

  it('refuses a date more than a year ahead', async () => {
    const res = await schedule(onLocalDay('-05:00', 400, '10:00:00'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The date must be within the next year');
  });

  it('answers 400 for a date-time without an offset', async () => {
    const res = await schedule(onLocalDay('Z', 1, '10:00:00').replace('Z', ''));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.scheduledDate).toEqual(['Please select both date and time']);
  });
});
