// The booking link (docs/scheduling.md, "Booking link"): the host's weekly hours give the free
// slots; a booking is 201 with its invitation to both, 409 when taken, 400 in the past; of two
// simultaneous bookings of one slot exactly one succeeds (the database's exclusion constraint).
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();

/** Monday to Sunday 09:00–17:00 in New York, 30-minute calls, 15 minutes between. */
const HOURS = {
  zone: 'America/New_York',
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', until: '17:00' })),
  buffer_minutes: 15,
  lengths: { ops_discovery: 30, founder_culture: 45 },
};

async function setUp() {
  const { headers, account } = await staff(ctx);
  expect((await call(ctx, 'PUT', '/api/me/availability/', headers, HOURS)).json()).toEqual({ ...HOURS, is_default: false });
  const r = await nurtureRecruit(ctx, headers);
  await ctx.sql`update recruits set recruiter_id = ${account.id} where id = ${r.id}`;
  const { url } = (await call(ctx, 'GET', `/api/recruits/${r.id}/booking_link/`, headers)).json();
  const token = url.split('/book/')[1] as string;
  return { headers, account, recruit: r, token };
}

const slotsOf = async (token: string, type = 'ops_discovery') =>
  (await call(ctx, 'GET', `/api/booking/${token}/slots/?meeting_type=${type}`)).json() as {
    zone: string;
    slots: { start: string; end: string }[];
  };

describe('availability', () => {
  it('answers the defaults until saved, refuses a bad window, and keeps what is saved', async () => {
    const { headers } = await staff(ctx);
    expect((await call(ctx, 'GET', '/api/me/availability/', headers)).json()).toMatchObject({ is_default: true, buffer_minutes: 15 });
    const bad = await call(ctx, 'PUT', '/api/me/availability/', headers, {
      ...HOURS,
      weekly: [{ weekday: 7, from: '17:00', until: '09:00' }],
    });
    expect(bad.statusCode).toBe(400);
    await call(ctx, 'PUT', '/api/me/availability/', headers, HOURS);
    expect((await call(ctx, 'GET', '/api/me/availability/', headers)).json()).toEqual({ ...HOURS, is_default: false });
  });
});

describe('booking link', () => {
  it('lists the host’s free slots for 14 days and books one: 201 with the invitation to both and the links', async () => {
    const { headers, account, recruit, token } = await setUp();
    const { zone, slots } = await slotsOf(token);
    expect(zone).toBe('America/New_York');
    expect(slots.length).toBeGreaterThan(100);
    const last = Date.parse(slots[slots.length - 1].start);
    expect(last - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
    expect(Date.parse(slots[0].end) - Date.parse(slots[0].start)).toBe(30 * 60_000);
    // The founder call takes 45 minutes.
    const founder = (await slotsOf(token, 'founder_culture')).slots[0];
    expect(Date.parse(founder.end) - Date.parse(founder.start)).toBe(45 * 60_000);

    const pick = slots[3];
    const booked = await call(ctx, 'POST', `/api/booking/${token}/`, undefined, { start: pick.start, meeting_type: 'ops_discovery' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      meeting_type: 'ops_discovery',
      scheduled_at: new Date(pick.start).toISOString(),
      duration_minutes: 30,
    });
    expect(booked.json().reschedule_url).toContain(`/book/${token}?reschedule=`);
    expect(booked.json().cancel_url).toContain(`/book/${token}?cancel=`);
    const invitations = await ctx.sql<{ to_address: string; ics: string; text_body: string }[]>`
      select to_address, ics, text_body from messages where recruit_id = ${recruit.id} and type = 'invitation' and subject like 'Your Clearpath %is scheduled' order by id`;
    expect(invitations.map((m) => m.to_address).sort()).toEqual([account.email, recruit.email].sort());
    expect(invitations[0].ics).toContain('METHOD:REQUEST');
    expect(invitations[0].text_body).toMatch(/Reschedule: .*\/book\/.*\?reschedule=/);
    expect(invitations[0].text_body).toMatch(/Cancel: .*\/book\/.*\?cancel=/);
    // The host's own copy is addressed to them, names the recruit, and leaves the recruit's manage links out.
    const hostCopy = invitations.find((m) => m.to_address === account.email);
    expect(hostCopy?.text_body).toMatch(
      new RegExp(`^Hi .*\\n\\n${recruit.first_name} ${recruit.last_name} booked their Operational Discovery call with you for`),
    );
    expect(hostCopy?.text_body).not.toContain('?cancel=');

    // The slot and its buffer are gone from the list; booking it again is a 409.
    const after = (await slotsOf(token)).slots.map((s) => s.start);
    expect(after).not.toContain(pick.start);
    const again = await call(ctx, 'POST', `/api/booking/${token}/`, undefined, { start: pick.start, meeting_type: 'ops_discovery' });
    expect(again.statusCode).toBe(409);
    // In the past: 400.
    const past = await call(ctx, 'POST', `/api/booking/${token}/`, undefined, {
      start: new Date(Date.now() - 86_400_000).toISOString(),
      meeting_type: 'ops_discovery',
    });
    expect(past.statusCode).toBe(400);

    // Cancelling by the link frees the slot.
    const manage = new URL(booked.json().cancel_url).searchParams.get('cancel');
    expect((await call(ctx, 'POST', `/api/booking/meetings/${manage}/cancel/`, undefined)).json()).toEqual({
      id: booked.json().id,
      cancelled: true,
    });
    expect((await slotsOf(token)).slots.map((s) => s.start)).toContain(pick.start);
    expect((await call(ctx, 'GET', `/api/nurture/meetings/?recruit=${recruit.id}`, headers)).json().results).toEqual([]);
    // Both calendars are told: a cancellation with the same UID and a higher SEQUENCE removes the event.
    const cancels = await ctx.sql<{ to_address: string; ics: string; text_body: string }[]>`
      select to_address, ics, text_body from messages where recruit_id = ${recruit.id} and subject like 'Cancelled: your Clearpath %' order by id`;
    expect(cancels.map((m) => m.to_address).sort()).toEqual([account.email, recruit.email].sort());
    const uidOf = (ics: string) => /UID:(\S+)/.exec(ics)?.[1];
    const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    for (const c of cancels) {
      expect(c.ics).toContain('METHOD:CANCEL');
      expect(c.ics).toContain('STATUS:CANCELLED');
      expect(uidOf(c.ics)).toBe(uidOf(invitations[0].ics));
      expect(sequenceOf(c.ics)).toBeGreaterThan(sequenceOf(invitations[0].ics));
    }
    expect(cancels.find((m) => m.to_address === recruit.email)?.text_body).toMatch(/is cancelled\./);
  });

  it('of two simultaneous bookings of one slot exactly one succeeds', async () => {
    const a = await setUp();
    // A second recruit of the same host.
    const other = await nurtureRecruit(ctx, a.headers);
    await ctx.sql`update recruits set recruiter_id = ${a.account.id} where id = ${other.id}`;
    const otherToken = (await call(ctx, 'GET', `/api/recruits/${other.id}/booking_link/`, a.headers)).json().url.split('/book/')[1];
    const slot = (await slotsOf(a.token)).slots[5].start;
    for (let round = 0; round < 3; round++) {
      const start = (await slotsOf(a.token)).slots[5 + round * 4].start;
      const answers = await Promise.all(
        [a.token, otherToken, a.token, otherToken].map((t) =>
          call(ctx, 'POST', `/api/booking/${t}/`, undefined, { start, meeting_type: 'ops_discovery' }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    }
    const [{ count }] = await ctx.sql<{ count: number }[]>`
      select count(*)::int as count from nurture_meetings where host_id = ${a.account.id} and scheduled_at = ${new Date(slot)}`;
    expect(count).toBeLessThanOrEqual(1);
  });

  it('a recruit gets its own link, not another’s; a forged link is a 404', async () => {
    const { headers, recruit } = await setUp();
    const other = await nurtureRecruit(ctx, headers);
    const own = (await signedIn(ctx, 'recruit', { recruit_id: recruit.id })).headers;
    expect((await call(ctx, 'GET', `/api/recruits/${recruit.id}/booking_link/`, own)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/recruits/${other.id}/booking_link/`, own)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/booking/junk/slots/?meeting_type=ops_discovery')).statusCode).toBe(404);
  });
});
