// Inputs, calculation, starting values, overview and comparison through the real API
// (docs/proforma.md, "Inputs", "Formulas", "Starting values", "Overview" and "Compare").
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { PROFORMA_TEXTS } from '@shared/domain/proforma.ts';
import { YES_NO_TEXT } from '@shared/schemas/proforma.ts';
import { completedSession, proformaRecruit, scheduleSession } from './helpers.ts';
import { inDays } from '../recruits/helpers.ts';
import { SOLO_INPUTS } from '../../fixtures/proforma.ts';

const ctx = setupTestApp();
const h = signInStaff(ctx);

describe('proforma inputs and calculation', () => {
  it('saves typed values with their category, unit and description; empty entries are not saved, text is 0', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const res = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, {
      inputs: [
        { category: 'production', field_name: 'monthly_units', value: '8' },
        { field_name: 'avg_loan_amount', value: 400000 },
        { field_name: 'target_margin_bps', value: 250 },
        { field_name: 'marketing_budget', value: 'lots' },
        { field_name: 'other_expenses', value: '' },
        { field_name: 'technology_costs', value: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = (await call(ctx, 'GET', `/api/proforma/sessions/${s.id}/inputs/`, h)).json();
    const byName = Object.fromEntries(saved.results.map((i: { field_name: string }) => [i.field_name, i]));
    expect(byName.monthly_units).toEqual({
      category: 'production',
      field_name: 'monthly_units',
      value: 8,
      unit: 'units',
      description: 'Loans closed per month',
    });
    expect(byName.marketing_budget.value).toBe(0);
    expect(byName.other_expenses).toBeUndefined();
    expect(byName.technology_costs).toBeUndefined();
    expect(byName.monthly_volume).toMatchObject({ value: 3_200_000, unit: 'dollars' });
    expect(byName.margin_percentage).toMatchObject({ value: 2.5, unit: 'percentage' });
    expect(saved.computed).toEqual({ monthly_volume: 3_200_000, margin_percentage: 2.5 });
  });

  it('saves one entry through POST /proforma/inputs/ and refuses unknown fields and wrong categories', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const one = await call(ctx, 'POST', '/api/proforma/inputs/', h, {
      session: s.id,
      category: 'expenses',
      field_name: 'marketing_budget',
      value: 1200,
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ field_name: 'marketing_budget', value: 1200, unit: 'dollars' });
    expect(
      (await call(ctx, 'POST', '/api/proforma/inputs/', h, { session: s.id, field_name: 'marketing_budget', value: '' })).statusCode,
    ).toBe(204);
    const bad = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, {
      inputs: [
        { field_name: 'monthly_units', value: 5 },
        { field_name: 'yacht_budget', value: 1 },
        { category: 'setup', field_name: 'marketing_budget', value: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(['yacht_budget', 'marketing_budget']);
    const values = (await call(ctx, 'GET', `/api/proforma/sessions/${s.id}/inputs/`, h)).json().results;
    expect(values.find((i: { field_name: string }) => i.field_name === 'monthly_units')).toBeUndefined();
  });

  it('refuses a yes/no field other than 1 or 0 (plans_to_recruit, office_space_needed) in every way inputs arrive', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const listed = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, {
      inputs: [{ field_name: 'plans_to_recruit', value: 7 }],
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().field_errors).toEqual({ 'inputs.plans_to_recruit': [YES_NO_TEXT] });
    const typed = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, { inputs: { office_space_needed: '2' } });
    expect(typed.json().field_errors).toEqual({ 'inputs.office_space_needed': [YES_NO_TEXT] });
    const single = await call(ctx, 'POST', '/api/proforma/inputs/', h, { session: s.id, field_name: 'plans_to_recruit', value: -1 });
    expect(single.statusCode).toBe(400);
    const preSession = await call(ctx, 'POST', '/api/proforma/pre-session-data/', h, { recruit: r.id, data: { plans_to_recruit: 7 } });
    expect(preSession.json().field_errors).toEqual({ 'data.plans_to_recruit': [YES_NO_TEXT] });

    // 1 and 0 are taken; nothing of the refused saves was stored.
    const ok = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, {
      inputs: { plans_to_recruit: 0, office_space_needed: '1' },
    });
    expect(ok.statusCode).toBe(200);
    const saved = (await call(ctx, 'GET', `/api/proforma/sessions/${s.id}/inputs/`, h)).json();
    const byName = Object.fromEntries(saved.results.map((i: { field_name: string; value: number }) => [i.field_name, i.value]));
    expect(byName).toMatchObject({ plans_to_recruit: 0, office_space_needed: 1 });
  });

  it('calculates only with the three required inputs; calculate_live uses the typed values without saving', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const path = `/api/proforma/sessions/${s.id}/`;
    const none = await call(ctx, 'POST', `${path}calculate/`, h);
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().field_errors)).toEqual(['monthly_units', 'avg_loan_amount', 'target_margin_bps']);
    const live = await call(ctx, 'POST', `${path}calculate_live/`, h, { inputs: SOLO_INPUTS });
    expect(live.statusCode).toBe(200);
    expect(live.json().yearly_summary).toEqual({
      total_revenue: 360000,
      total_expenses: 21300,
      net_profit: 338700,
      avg_monthly_profit: 56450,
      break_even_month: 1,
    });
    expect(live.json().monthly_projections).toHaveLength(6);
    expect(live.json().charts_data.revenue_trend[0]).toEqual({ month: 1, label: 'Month 1', revenue: 20000, expenses: 9800 });
    expect((await call(ctx, 'POST', `${path}calculate/`, h)).statusCode).toBe(400);
    await call(ctx, 'POST', `${path}save_inputs/`, h, { inputs: SOLO_INPUTS });
    expect((await call(ctx, 'POST', `${path}calculate/`, h)).json().yearly_summary.net_profit).toBe(338700);
  });

  it('keeps a completed session read-only', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await completedSession(ctx, h, r.id);
    const res = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, { inputs: { monthly_units: 20 } });
    expect(res.statusCode).toBe(409);
  });

  it('suggests starting values: ClearView baseline figures, then pre-session data; defaults without them', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await scheduleSession(ctx, h, r.id);
    const path = `/api/proforma/sessions/${s.id}/clearview_data/`;
    // The test ClearView session completed with no production figures: the documented defaults
    // (and the ClearView calculator's default recruiting goal of 2).
    const plain = (await call(ctx, 'GET', path, h)).json();
    expect(plain.suggested_inputs).toEqual({
      target_margin_bps: 250,
      avg_loan_amount: 400000,
      monthly_units: 8,
      plans_to_recruit: 1,
      target_team_size: 2,
    });
    await ctx.sql`
      update scenarios set data = ${ctx.sql.json({
        productionDetails: { monthlyVolume: 3_000_000, avgLoanSize: 375_000 },
        loanPricing: { currentMargin: 2.25 },
        recruiting: { recruitingGoal: 2, avgRecruitVolume: 2_000_000 },
      })} where recruit_id = ${r.id} and type = 'baseline'`;
    const fromClearview = (await call(ctx, 'GET', path, h)).json();
    expect(fromClearview.clearview_data).toEqual({
      production: { current_monthly_production: 3_000_000, average_loan_amount: 375_000 },
      recruiting: { team_size_goal: 2, recruiting_goal: 4_000_000 },
    });
    expect(fromClearview.suggested_inputs).toEqual({
      target_margin_bps: 225,
      avg_loan_amount: 375_000,
      monthly_units: 8,
      plans_to_recruit: 1,
      target_team_size: 2,
    });
    const pre = await call(ctx, 'POST', '/api/proforma/pre-session-data/', h, {
      recruit: r.id,
      data: { monthly_units: '10', office_space_needed: 1, other_expenses: '' },
      notes: 'Wants an office downtown',
    });
    expect(pre.json()).toMatchObject({
      recruit: r.id,
      data: { monthly_units: 10, office_space_needed: 1 },
      notes: 'Wants an office downtown',
    });
    expect((await call(ctx, 'GET', `/api/proforma/pre-session-data/?recruit=${r.id}`, h)).json().data).toEqual({
      monthly_units: 10,
      office_space_needed: 1,
    });
    const merged = (await call(ctx, 'GET', path, h)).json();
    expect(merged.suggested_inputs).toMatchObject({ monthly_units: 10, office_space_needed: 1, target_margin_bps: 225 });
    expect(merged.source).toEqual({ clearview: true, pre_session: true });
  });

  it('the live view answers the starting values with where each comes from; completing keeps what was shown', async () => {
    const r = await proformaRecruit(ctx, h);
    await ctx.sql`
      update scenarios set data = ${ctx.sql.json({ productionDetails: { monthlyVolume: 3_000_000, avgLoanSize: 300_000 } })}
      where recruit_id = ${r.id} and type = 'baseline'`;
    const s = await scheduleSession(ctx, h, r.id);
    const live = (await call(ctx, 'GET', `/api/proforma/live/${s.token}/`, h)).json();
    // Loan amount and units from ClearView; the margin is the doc2 §9 default where ClearView has none.
    expect(live.defaults.values).toMatchObject({ avg_loan_amount: 300_000, monthly_units: 10, target_margin_bps: 250 });
    expect(live.defaults.from).toMatchObject({ avg_loan_amount: 'clearview', monthly_units: 'clearview', target_margin_bps: 'standard' });

    // Nothing saved, one field typed and saved: completion fills the other required inputs as shown.
    await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/start_session/`, h);
    await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, h, { inputs: { monthly_units: 12 } });
    expect((await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/complete_session/`, h)).statusCode).toBe(200);
    const saved = (await call(ctx, 'GET', `/api/proforma/sessions/${s.id}/inputs/`, h)).json();
    const value = (f: string) => saved.results.find((i: { field_name: string }) => i.field_name === f)?.value;
    expect([value('monthly_units'), value('avg_loan_amount'), value('target_margin_bps')]).toEqual([12, 300_000, 250]);
    expect((await call(ctx, 'GET', `/api/proforma/sessions/${s.id}/download_pdf/`, h)).statusCode).toBe(200);
  });

  it('serves templates and assumptions', async () => {
    const templates = (await call(ctx, 'GET', '/api/proforma/templates/', h)).json();
    expect(templates.results[0]).toMatchObject({ id: 1, model_type: 1, model_type_details: { model_type: 'loan_officer' } });
    expect(templates.results[0].inputs).toContainEqual(expect.objectContaining({ field_name: 'monthly_units', value: 8, unit: 'units' }));
    const assumptions = (await call(ctx, 'GET', '/api/proforma/assumptions/', h)).json();
    expect(assumptions.results).toContainEqual(expect.objectContaining({ key: 'support_staff_monthly_cost', value: 4500 }));
  });
});

describe('proforma overview and comparison', () => {
  it('counts sessions of a recruit with the conversion rate to one decimal', async () => {
    const r = await proformaRecruit(ctx, h);
    await completedSession(ctx, h, r.id);
    const b = await scheduleSession(ctx, h, r.id);
    await scheduleSession(ctx, h, r.id);
    await call(ctx, 'POST', `/api/proforma/sessions/${b.id}/start_session/`, h);
    const o = (await call(ctx, 'GET', `/api/proforma/dashboard/overview/?recruit=${r.id}`, h)).json();
    expect(o).toMatchObject({
      total_sessions: 3,
      completed_sessions: 1,
      scheduled_sessions: 1,
      in_progress_sessions: 1,
      conversion_rate: 33.3,
    });
    expect(o.recent_sessions).toHaveLength(3);
  });

  it('lists recent sessions by their date, latest first, whatever order they were made in', async () => {
    const r = await proformaRecruit(ctx, h);
    const later = await scheduleSession(ctx, h, r.id, { scheduled_at: inDays(9) });
    const sooner = await scheduleSession(ctx, h, r.id, { scheduled_at: inDays(3) });
    const latest = await scheduleSession(ctx, h, r.id, { scheduled_at: inDays(12) });
    const o = (await call(ctx, 'GET', `/api/proforma/dashboard/overview/?recruit=${r.id}`, h)).json();
    expect(o.recent_sessions.map((s: { id: number }) => s.id)).toEqual([latest.id, later.id, sooner.id]);
    const list = (await call(ctx, 'GET', `/api/proforma/sessions/?recruit=${r.id}`, h)).json();
    expect(list.results.map((s: { id: number }) => s.id)).toEqual([latest.id, later.id, sooner.id]);
  });

  it('compares exactly two sessions, with the texts of the spec otherwise', async () => {
    const r = await proformaRecruit(ctx, h);
    const a = await completedSession(ctx, h, r.id);
    const b = await scheduleSession(ctx, h, r.id, { model_type: 2 });
    await call(ctx, 'POST', `/api/proforma/sessions/${b.id}/save_inputs/`, h, { inputs: { ...SOLO_INPUTS, monthly_units: 10 } });
    const post = (ids: unknown) => call(ctx, 'POST', '/api/proforma/dashboard/compare_sessions/', h, { session_ids: ids });
    expect((await post([a.id])).json().error).toBe(PROFORMA_TEXTS.compareExactly);
    expect((await post([a.id, a.id])).json().error).toBe(PROFORMA_TEXTS.compareExactly);
    expect((await post([a.id, b.id, 3])).json().error).toBe(PROFORMA_TEXTS.compareAtMost);
    const res = await post([a.id, b.id]);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.comparison_metrics).toEqual({
      duration_difference: 6,
      model_types: { session1: 'loan_officer', session2: 'branch_manager' },
      status_comparison: { both_completed: false },
    });
    // Session 2: 10 units, 100,000 at full production over 12 months: 25,000 + 50,000 + 75,000 + 9 × 100,000.
    expect(c.revenue_comparison).toEqual({ session1_revenue: 360000, session2_revenue: 1050000, difference: 690000 });
    expect(c.sessions.map((s: { id: number }) => s.id)).toEqual([a.id, b.id]);
    expect(c.charts_data.revenue_trend).toHaveLength(12);
    expect(c.charts_data.revenue_trend[6]).toEqual({ month: 7, label: 'Month 7', session1: null, session2: 100000 });
  });
});
