// Who may call each proforma endpoint: staff everything; a recruit only reads its own sessions and
// schedules one for itself from its dashboard; nobody anonymous (docs/proforma.md, "Permissions").
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Method, signInStaff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { inDays } from '../recruits/helpers.ts';
import { completedSession, proformaRecruit, scheduleSession } from './helpers.ts';

const ctx = setupTestApp();
const staffHeaders = signInStaff(ctx);
let ownHeaders: Record<string, string>;
let own: number;
let other: number;
let ownSession: { id: number; token: string };
let otherSession: { id: number; token: string };

beforeAll(async () => {
  own = (await proformaRecruit(ctx, staffHeaders)).id;
  other = (await proformaRecruit(ctx, staffHeaders)).id;
  ownHeaders = (await signedIn(ctx, 'recruit', { recruit_id: own })).headers;
  ownSession = await completedSession(ctx, staffHeaders, own);
  otherSession = await completedSession(ctx, staffHeaders, other);
});

type Case = [Method, string, () => unknown];
const S = '/api/proforma/sessions';
// Every path of docs/spec/doc2.md §7 Proforma that only staff call, aimed at the recruit's own session.
const STAFF_ONLY: (() => Case)[] = [
  () => ['GET', '/api/proforma/model-types/', () => undefined],
  () => ['GET', '/api/proforma/templates/', () => undefined],
  () => ['GET', '/api/proforma/assumptions/', () => undefined],
  () => ['POST', `${S}/`, () => ({ recruit: own, model_type: 1, scheduled_at: inDays(2) })],
  () => ['PATCH', `${S}/${ownSession.id}/`, () => ({ status: 'in_progress' })],
  () => ['POST', `${S}/${ownSession.id}/start_session/`, () => undefined],
  () => ['POST', `${S}/${ownSession.id}/complete_session/`, () => undefined],
  () => ['POST', `${S}/${ownSession.id}/save_inputs/`, () => ({ inputs: { monthly_units: 99 } })],
  () => ['POST', `${S}/${ownSession.id}/calculate/`, () => undefined],
  () => ['POST', `${S}/${ownSession.id}/calculate_live/`, () => ({ inputs: { monthly_units: 99 } })],
  () => ['POST', `${S}/${ownSession.id}/generate_pdf/`, () => undefined],
  () => ['POST', `${S}/${ownSession.id}/email_pdf/`, () => ({ subject: 'S', message: 'M' })],
  () => ['GET', `${S}/${ownSession.id}/clearview_data/`, () => undefined],
  () => ['POST', '/api/proforma/inputs/', () => ({ session: ownSession.id, field_name: 'monthly_units', value: 99 })],
  () => ['GET', `/api/proforma/pre-session-data/?recruit=${own}`, () => undefined],
  () => ['POST', '/api/proforma/pre-session-data/', () => ({ recruit: own, data: { monthly_units: 99 } })],
  () => ['GET', '/api/proforma/dashboard/overview/', () => undefined],
  () => ['GET', '/api/proforma/dashboard/upcoming-sessions/', () => undefined],
  () => ['POST', '/api/proforma/dashboard/compare_sessions/', () => ({ session_ids: [ownSession.id, otherSession.id] })],
];
// What a recruit may read of its own, aimed at another recruit's session.
const OWN_ONLY: (() => Case)[] = [
  () => ['GET', `${S}/${otherSession.id}/`, () => undefined],
  () => ['GET', `${S}/${otherSession.id}/inputs/`, () => undefined],
  () => ['GET', `${S}/${otherSession.id}/download_pdf/`, () => undefined],
  () => ['GET', `/api/proforma/live/${otherSession.token}/`, () => undefined],
  () => ['POST', '/api/proforma/dashboard/schedule-session/', () => ({ recruit: other })],
];

describe('proforma permissions', () => {
  it('answers 401 to an anonymous caller everywhere', async () => {
    const list: Case = ['GET', `${S}/`, () => undefined];
    for (const [method, path, body] of [...STAFF_ONLY.map((c) => c()), ...OWN_ONLY.map((c) => c()), list]) {
      expect((await call(ctx, method, path, undefined, body())).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a recruit on staff-only endpoints, even for its own session, and changes nothing', async () => {
    for (const [method, path, body] of STAFF_ONLY.map((c) => c())) {
      expect((await call(ctx, method, path, ownHeaders, body())).statusCode, `${method} ${path}`).toBe(403);
    }
    const inputs = await ctx.sql`select value from proforma_inputs where session_id = ${ownSession.id} and field_name = 'monthly_units'`;
    expect(inputs.map((r) => Number(r.value))).toEqual([8]);
    expect(await ctx.sql`select 1 from proforma_sessions where recruit_id = ${own}`).toHaveLength(1);
    expect(await ctx.sql`select 1 from proforma_pre_session_data where recruit_id = ${own}`).toHaveLength(0);
  });

  it("answers 403 to a recruit reading another recruit's session or scheduling for it", async () => {
    for (const [method, path, body] of OWN_ONLY.map((c) => c())) {
      expect((await call(ctx, method, path, ownHeaders, body())).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await ctx.sql`select 1 from proforma_sessions where recruit_id = ${other}`).toHaveLength(1);
  });

  it('lets a recruit read its own sessions (by id and by token) and download its own report', async () => {
    const list = (await call(ctx, 'GET', `${S}/?recruit=${other}`, ownHeaders)).json();
    expect(list.results.map((s: { id: number }) => s.id)).toEqual([ownSession.id]);
    expect((await call(ctx, 'GET', `${S}/${ownSession.id}/`, ownHeaders)).json().status).toBe('completed');
    const inputs = (await call(ctx, 'GET', `${S}/${ownSession.id}/inputs/`, ownHeaders)).json();
    expect(inputs.computed.monthly_volume).toBe(3_200_000);
    const live = (await call(ctx, 'GET', `/api/proforma/live/${ownSession.token}/`, ownHeaders)).json();
    expect(live.session.id).toBe(ownSession.id);
    expect(live.calculation.yearly_summary.break_even_month).toBe(1);
    const pdf = await call(ctx, 'GET', `${S}/${ownSession.id}/download_pdf/`, ownHeaders);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await call(ctx, 'GET', '/api/proforma/live/not-a-real-token/', ownHeaders)).statusCode).toBe(404);
  });

  it("keeps the staff's session notes out of every answer the recruit gets", async () => {
    await ctx.sql`update proforma_sessions set notes = 'STAFF-ONLY: pushing for the branch model' where id = ${ownSession.id}`;
    expect((await call(ctx, 'GET', `${S}/${ownSession.id}/`, staffHeaders)).json().notes).toBe('STAFF-ONLY: pushing for the branch model');
    for (const path of [`${S}/${ownSession.id}/`, `${S}/`, `/api/proforma/live/${ownSession.token}/`]) {
      const res = await call(ctx, 'GET', path, ownHeaders);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('STAFF-ONLY');
      expect(res.body, path).not.toContain('"notes"');
    }
  });

  it('lets a recruit schedule a session for itself from its dashboard only at discovery access', async () => {
    const fresh = (await proformaRecruit(ctx, staffHeaders)).id;
    const headers = (await signedIn(ctx, 'recruit', { recruit_id: fresh })).headers;
    const res = await call(ctx, 'POST', '/api/proforma/dashboard/schedule-session/', headers, { recruit: fresh });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recruit: fresh, model_type: 1, status: 'scheduled' });
    // Now at proforma_scheduled: the dashboard no longer offers it, and the server agrees.
    const again = await call(ctx, 'POST', '/api/proforma/dashboard/schedule-session/', headers, { recruit: fresh });
    expect(again.statusCode).toBe(403);
    // Staff schedule at any stage.
    expect((await scheduleSession(ctx, staffHeaders, fresh)).status).toBe('scheduled');
  });
});
