// The scheduling module through the real API (docs/scheduling.md): dashboard bookings in the
// recruit's zone, at business hours, never on top of each other; every invitation with its
// calendar part in the recruit's zone; the upcoming list and who may read it.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff, type Headers } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { BUSINESS_HOURS, dayInZone, timeInZone } from '@shared/domain/scheduling.ts';
import { createRecruit, inDays, walk } from '../recruits/helpers.ts';
import { messagesOf, nurtureRecruit } from '../nurture/helpers.ts';

const ctx = setupTestApp();
let h: Headers;
beforeAll(async () => {
  h = (await staff(ctx)).headers;
});

const PACIFIC = 'America/Los_Angeles';

async function recruitInPacific() {
  const r = await nurtureRecruit(ctx, h, ['discovery_access_expanded']);
  await ctx.sql`update recruits set profile_completion = '{"basic_contact": {"timezone": "PST"}}' where id = ${r.id}`;
  const own = (await signedIn(ctx, 'recruit', { recruit_id: r.id })).headers;
  return { r, own };
}

describe('dashboard bookings', () => {
  it('puts the two calls and the proforma in the recruit zone, at business hours, one after another', async () => {
    const { r, own } = await recruitInPacific();
    const ops = await call(ctx, 'POST', '/api/nurture/meetings/', own, {
      recruit: r.id,
      meeting_type: 'ops_discovery',
      time_zone: 'Europe/Berlin',
    });
    const culture = await call(ctx, 'POST', '/api/nurture/meetings/', own, { recruit: r.id, meeting_type: 'founder_culture' });
    const proforma = await call(ctx, 'POST', '/api/proforma/dashboard/schedule-session/', own, { recruit: r.id });
    expect([ops.statusCode, culture.statusCode, proforma.statusCode]).toEqual([201, 201, 201]);

    const starts = [ops.json().scheduled_at, culture.json().scheduled_at, proforma.json().scheduled_at].map((s: string) => new Date(s));
    for (const at of starts) {
      const [hh, mm] = timeInZone(at, PACIFIC).split(':').map(Number);
      expect(hh * 60 + mm).toBeGreaterThanOrEqual(BUSINESS_HOURS.fromHour * 60);
      expect(hh * 60 + mm).toBeLessThan(BUSINESS_HOURS.untilHour * 60);
      expect([0, 6]).not.toContain(new Date(`${dayInZone(at, PACIFIC)}T12:00:00Z`).getUTCDay());
    }
    // The calls take the host's first free slots that suit the recruit: the culture call follows the
    // ops call after the host's buffer (30 minutes + 15, on the 30-minute grid), within the 14 days.
    expect(starts[1].getTime() - starts[0].getTime()).toBe(60 * 60_000);
    expect(starts[0].getTime() - Date.now()).toBeLessThan(14 * 86_400_000);
    const hosted = await ctx.sql<{ host_id: number | null }[]>`select host_id from nurture_meetings where recruit_id = ${r.id}`;
    expect(hosted.map((m) => m.host_id !== null)).toEqual([true, true]);
    const upcoming = (await call(ctx, 'GET', '/api/scheduling/upcoming/', own)).json().results as {
      scheduled_at: string;
      duration_minutes: number;
    }[];
    const spans = upcoming.map((u) => [Date.parse(u.scheduled_at), Date.parse(u.scheduled_at) + u.duration_minutes * 60_000]);
    for (const [i, a] of spans.entries()) {
      for (const b of spans.slice(i + 1)) expect(a[1] <= b[0] || b[1] <= a[0]).toBe(true);
    }
  });

  it('staff must give the time of a call; a recruit may leave it to the server', async () => {
    const r = await nurtureRecruit(ctx, h);
    const res = await call(ctx, 'POST', '/api/nurture/meetings/', h, { recruit: r.id, meeting_type: 'ops_discovery' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please select date and time', field_errors: { scheduled_at: ['Please select date and time'] } });
  });
});

describe('invitations', () => {
  it('every booking invites with a calendar part and the time on the recruit clock', async () => {
    const { r } = await recruitInPacific();
    const at = inDays(2);
    await call(ctx, 'POST', '/api/nurture/meetings/', h, { recruit: r.id, meeting_type: 'ops_discovery', scheduled_at: at });
    await call(ctx, 'POST', '/api/proforma/sessions/', h, { recruit: r.id, model_type: 1, scheduled_at: at });
    // The ClearView session of the set-up, the call, the proforma (the profile invite has no calendar part).
    const invitations = (await messagesOf(ctx, r.id)).filter((m) => m.ics);
    expect(invitations.map((m) => m.subject)).toEqual([
      'Your ClearView session is scheduled',
      'Your Clearpath Operational Discovery call is scheduled',
      'Your Clearpath proforma build-out is scheduled',
    ]);
    for (const m of invitations) expect(m.ics).toContain('METHOD:REQUEST');
    const clock = new Date(at).toLocaleTimeString('en-US', { timeZone: PACIFIC, hour: 'numeric', minute: '2-digit' });
    expect(invitations[1].text_body).toContain(`${clock} Pacific`);
    expect(invitations[2].text_body).toMatch(/Join the meeting: https:\/\/meet\.jit\.si\/Clearpath-Proforma-[0-9a-f]{16}/);
  });

  it('a ClearView reschedule keeps the calendar UID and raises SEQUENCE', async () => {
    const r = await createRecruit(ctx, h);
    await walk(ctx, h, r.id, ['profile_accepted', 'clearview_scheduled']);
    await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, h, { scheduledDate: inDays(3), linkType: 'generated' });
    const [first, second] = (await messagesOf(ctx, r.id)).filter((m) => m.ics);
    const uid = (ics: string | null) => /UID:(.+)/.exec(ics ?? '')?.[1].trim();
    expect(uid(second.ics)).toBe(uid(first.ics));
    expect(first.ics).toContain('SEQUENCE:0');
    expect(second.ics).toContain('SEQUENCE:1');
    expect(second.subject).toBe('Your ClearView session has a new time');
  });
});

describe('GET /api/scheduling/upcoming/', () => {
  it('lists the ClearView session, calls and proforma sessions with their links, soonest first', async () => {
    const r = await createRecruit(ctx, h);
    await walk(ctx, h, r.id, ['profile_accepted', 'clearview_scheduled']);
    const res = await call(ctx, 'GET', `/api/scheduling/upcoming/?recruit=${r.id}`, h);
    expect(res.statusCode).toBe(200);
    const [clearview] = res.json().results;
    expect(clearview).toMatchObject({ kind: 'clearview', title: 'ClearView session', status: 'scheduled', duration_minutes: 90 });
    expect(clearview.meeting_link).toMatch(/^https:\/\/meet\.jit\.si\/Clearpath-ClearView-/);
    expect(clearview.session_url).toMatch(/^http:\/\/clearpath\.test\/clearview\/[\w-]{43}$/);
  });

  it('answers 401 anonymously, limits a recruit to its own and asks staff which recruit', async () => {
    const { r, own } = await recruitInPacific();
    const other = await nurtureRecruit(ctx, h, ['discovery_access_expanded']);
    await call(ctx, 'POST', '/api/proforma/sessions/', h, { recruit: other.id, model_type: 1, scheduled_at: inDays(2) });
    expect((await call(ctx, 'GET', '/api/scheduling/upcoming/')).statusCode).toBe(401);
    const mine = (await call(ctx, 'GET', `/api/scheduling/upcoming/?recruit=${other.id}`, own)).json();
    expect(mine.results).toEqual([]);
    await call(ctx, 'POST', '/api/proforma/dashboard/schedule-session/', own, { recruit: r.id });
    expect((await call(ctx, 'GET', '/api/scheduling/upcoming/', own)).json().results.map((s: { kind: string }) => s.kind)).toEqual([
      'proforma',
    ]);
    expect((await call(ctx, 'GET', '/api/scheduling/upcoming/', h)).statusCode).toBe(400);
  });
});
