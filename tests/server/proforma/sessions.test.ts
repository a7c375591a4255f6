// Proforma sessions through the real API (docs/proforma.md, "Sessions"): scheduling with its
// validation, the recruit's status and invitation e-mail, the two moves and every refused move.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { PROFORMA_TEXTS } from '@shared/domain/proforma.ts';
import { earlierToday, inDays } from '../recruits/helpers.ts';
import { SCHEDULING_TEXTS, dayInZone, timeInZone } from '@shared/domain/scheduling.ts';
import { messagesOf, nurtureRecruit } from '../nurture/helpers.ts';
import { proformaRecruit, scheduleSession } from './helpers.ts';

const ctx = setupTestApp();
const h = signInStaff(ctx);

const statusOf = async (id: number) => (await ctx.sql`select status from recruits where id = ${id}`)[0].status;

describe('proforma sessions', () => {
  it('lists the seeded model types: loan officer for 6 months and 12-month models', async () => {
    const types = (await call(ctx, 'GET', '/api/proforma/model-types/', h)).json().results;
    expect(types[0]).toMatchObject({ id: 1, model_type: 'loan_officer', duration_months: 6 });
    expect(types.some((t: { duration_months: number }) => t.duration_months === 12)).toBe(true);
  });

  it('schedules a session: scheduled, recruit at proforma_scheduled, an invitation with both links', async () => {
    const r = await proformaRecruit(ctx, h);
    const res = await call(ctx, 'POST', '/api/proforma/sessions/', h, {
      recruit: r.id,
      model_type: 2,
      scheduled_at: inDays(3),
      meeting_link: 'https://meet.example.com/abc',
      notes: 'Bring your last 12 months of production',
    });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      recruit: r.id,
      recruit_details: { first_name: r.first_name, last_name: r.last_name, email: r.email },
      model_type: 2,
      model_type_details: { model_type: 'branch_manager', duration_months: 12 },
      status: 'scheduled',
      completed_at: null,
      meeting_link: 'https://meet.example.com/abc',
    });
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.live_url).toBe(`http://clearpath.test/proforma/${s.token}`);
    expect(await statusOf(r.id)).toBe('proforma_scheduled');
    const mail = (await messagesOf(ctx, r.id)).at(-1);
    expect(mail).toMatchObject({ type: 'invitation', subject: 'Your Clearpath proforma build-out is scheduled' });
    expect(mail?.text_body).toContain('https://meet.example.com/abc');
    expect(mail?.text_body).toContain(`http://clearpath.test/proforma/${s.token}`);
    // The notes are the staff's own (docs/proforma.md, "Permissions"): not in the recruit's inbox.
    expect(s.notes).toBe('Bring your last 12 months of production');
    expect(mail?.text_body).not.toContain('Bring your last 12 months');
  });

  it('refuses a bad schedule with the texts of the spec, and writes nothing', async () => {
    const r = await proformaRecruit(ctx, h);
    const post = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/proforma/sessions/', h, body);
    const missing = await post({ recruit: r.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toMatchObject({
      model_type: [PROFORMA_TEXTS.fillRequired],
      scheduled_at: [PROFORMA_TEXTS.fillRequired],
    });
    expect((await post({ recruit: 'abc', model_type: 1, scheduled_at: inDays(1) })).json().field_errors.recruit).toEqual([
      PROFORMA_TEXTS.invalidRecruit,
    ]);
    const past = await post({ recruit: r.id, model_type: 1, scheduled_at: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().field_errors.scheduled_at).toEqual([SCHEDULING_TEXTS.dateBeforeToday]);
    const earlier = await post({ recruit: r.id, model_type: 1, scheduled_at: earlierToday() });
    expect(earlier.json().field_errors.scheduled_at).toEqual([SCHEDULING_TEXTS.timePassed]);
    const link = await post({ recruit: r.id, model_type: 1, scheduled_at: inDays(1), meeting_link: 'not a url' });
    expect(link.json().field_errors.meeting_link).toEqual([SCHEDULING_TEXTS.linkNotUrl]);
    expect((await post({ recruit: r.id, model_type: 99, scheduled_at: inDays(1) })).statusCode).toBe(400);
    expect((await post({ recruit: 999999, model_type: 1, scheduled_at: inDays(1) })).statusCode).toBe(404);
    expect(await ctx.sql`select 1 from proforma_sessions where recruit_id = ${r.id}`).toHaveLength(0);
    expect(await statusOf(r.id)).toBe('discovery_access_expanded');
    expect(await messagesOf(ctx, r.id)).not.toContainEqual(
      expect.objectContaining({ subject: 'Your Clearpath proforma build-out is scheduled' }),
    );
  });

  it('gives each session its own token', async () => {
    const r = await proformaRecruit(ctx, h);
    const a = await scheduleSession(ctx, h, r.id);
    const b = await scheduleSession(ctx, h, r.id);
    expect(a.token).not.toBe(b.token);
  });

  it('starts, then completes (completed_at, recruit proforma_completed); every other move is a 409', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const path = `/api/proforma/sessions/${s.id}/`;
    expect((await call(ctx, 'POST', `${path}complete_session/`, h)).statusCode).toBe(409);
    expect((await call(ctx, 'PATCH', path, h, { status: 'completed' })).statusCode).toBe(409);
    expect((await call(ctx, 'PATCH', path, h, { status: 'scheduled' })).statusCode).toBe(409);
    const started = await call(ctx, 'POST', `${path}start_session/`, h);
    expect(started.json()).toMatchObject({ status: 'in_progress', completed_at: null });
    expect(started.json().started_at).not.toBeNull();
    expect((await call(ctx, 'POST', `${path}start_session/`, h)).statusCode).toBe(409);
    expect((await call(ctx, 'PATCH', path, h, { status: 'scheduled' })).json().error).toBe(
      'Cannot move a session from "In Progress" to "Scheduled"',
    );
    const done = await call(ctx, 'POST', `${path}complete_session/`, h);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('completed');
    expect(Date.parse(done.json().completed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusOf(r.id)).toBe('proforma_completed');
    for (const move of ['start_session/', 'complete_session/']) {
      const res = await call(ctx, 'POST', `${path}${move}`, h);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('This session is already completed');
    }
    expect((await call(ctx, 'PATCH', path, h, { status: 'in_progress' })).statusCode).toBe(409);
    expect((await call(ctx, 'PATCH', path, h, { status: 'done' })).statusCode).toBe(400);
  });

  it('completing moves a recruit who went back to nurture through proforma_scheduled to proforma_completed', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    expect((await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, h, { status: 'nurture_long_term' })).statusCode).toBe(200);
    await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/start_session/`, h);
    await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/complete_session/`, h);
    expect(await statusOf(r.id)).toBe('proforma_completed');
    const stages = await ctx.sql`select stage from status_timeline where recruit_id = ${r.id} order by id desc limit 2`;
    expect(stages.map((x) => x.stage)).toEqual(['proforma_completed', 'proforma_scheduled']);
  });

  it('moves by PATCH status the same way', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const path = `/api/proforma/sessions/${s.id}/`;
    expect((await call(ctx, 'PATCH', path, h, { status: 'in_progress' })).json().status).toBe('in_progress');
    expect((await call(ctx, 'PATCH', path, h, { status: 'completed' })).json().status).toBe('completed');
  });

  it('lists by recruit and status, a page at a time; 404 for an unknown session', async () => {
    const r = await proformaRecruit(ctx, h);
    const a = await scheduleSession(ctx, h, r.id);
    const b = await scheduleSession(ctx, h, r.id);
    await call(ctx, 'POST', `/api/proforma/sessions/${a.id}/start_session/`, h);
    const all = (await call(ctx, 'GET', `/api/proforma/sessions/?recruit=${r.id}`, h)).json();
    expect(all).toMatchObject({ count: 2, next: null });
    expect(all.results.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    const scheduled = (await call(ctx, 'GET', `/api/proforma/sessions/?recruit=${r.id}&status=scheduled`, h)).json();
    expect(scheduled.results.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect((await call(ctx, 'GET', `/api/proforma/sessions/?recruit=${r.id}&page=2`, h)).json().results).toEqual([]);
    expect((await call(ctx, 'GET', '/api/proforma/sessions/999999/', h)).statusCode).toBe(404);
  });

  it('schedules from the dashboard: model type 1, the first weekday from three days ahead, 10:00 in the recruit zone', async () => {
    const r = await proformaRecruit(ctx, h);
    const res = await call(ctx, 'POST', '/api/proforma/dashboard/schedule-session/', h, { recruit: r.id });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s.model_type).toBe(1);
    const at = new Date(s.scheduled_at);
    const zone = 'America/New_York'; // no profile zone, no browser zone: Eastern
    expect(timeInZone(at, zone)).toBe('10:00');
    const days = Math.round(
      (Date.parse(`${dayInZone(at, zone)}T12:00:00Z`) - Date.parse(`${dayInZone(new Date(), zone)}T12:00:00Z`)) / 86_400_000,
    );
    expect(days).toBeGreaterThanOrEqual(3);
    expect(days).toBeLessThanOrEqual(5);
    expect([0, 6]).not.toContain(new Date(`${dayInZone(at, zone)}T12:00:00Z`).getUTCDay());
    const upcoming = (await call(ctx, 'GET', `/api/proforma/dashboard/upcoming-sessions/?recruit=${r.id}`, h)).json();
    expect(upcoming.results.map((x: { id: number }) => x.id)).toEqual([s.id]);
  });
});

describe('who can have a proforma session (shared/domain/journey.ts)', () => {
  it('allows one for a recruit with discovery access in nurture and after either call', async () => {
    for (const status of ['nurture_high_engagement', 'nurture_long_term', 'ops_call_completed']) {
      const r = await proformaRecruit(ctx, h);
      expect((await call(ctx, 'PATCH', `/api/recruits/${r.id}/`, h, { status })).statusCode).toBe(200);
      expect((await scheduleSession(ctx, h, r.id)).status).toBe('scheduled');
      expect(await statusOf(r.id)).toBe('proforma_scheduled');
    }
  });

  it('refuses one for a recruit without discovery access, naming what to do, and writes nothing', async () => {
    const r = await nurtureRecruit(ctx, h, ['nurture_high_engagement']);
    const res = await call(ctx, 'POST', '/api/proforma/sessions/', h, { recruit: r.id, model_type: 1, scheduled_at: inDays(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Enable discovery access before scheduling a proforma session');
    const early = await nurtureRecruit(ctx, h);
    const refused = await call(ctx, 'POST', '/api/proforma/sessions/', h, { recruit: early.id, model_type: 1, scheduled_at: inDays(2) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'A proforma session can be scheduled from discovery access until onboarding starts; this recruit is at "ClearView completed"',
    );
    expect(await ctx.sql`select 1 from proforma_sessions where recruit_id in ${ctx.sql([r.id, early.id])}`).toHaveLength(0);
  });
});
