import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { createSession } from '../../support/clearview.ts';

const ctx = setupTestApp();
const save = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/clearview/${token}/save/`, payload: payload as object });
const page = async (token: string) => (await ctx.app.inject({ method: 'GET', url: `/api/clearview/${token}/` })).json();

describe('POST /api/clearview/{token}/save/', () => {
  it('stores the module data with every computed field and starts the session', async () => {
    const s = await createSession(ctx.sql);
    const res = await save(s.token, {
      module: 'productionDetails',
      sessionData: {
        productionDetails: { monthlyVolume: 2_000_000, avgLoanSize: 400_000, annualVolume: 1, loanMix: { purchase: 60, refi: 1 } },
      },
    });
    expect(res.statusCode).toBe(200);
    const { session } = res.json();
    expect(session.status).toBe('in_progress');
    expect(session.data.productionDetails).toEqual({
      monthlyVolume: 2_000_000,
      avgLoanSize: 400_000,
      closingRatio: 0,
      annualVolume: 24_000_000, // computed, the client's 1 is ignored
      unitsPerMonth: 5,
      loanMix: { purchase: 60, refi: 40 },
    });
    expect(session.data.loanPricing).toMatchObject({ loanAmount: 400_000, clearPAR: 3.25, clearMargin: 2.75 });
    expect((await page(s.token)).session).toEqual(session);
  });

  it('saves only the named module and keeps the others as stored', async () => {
    const s = await createSession(ctx.sql);
    await save(s.token, {
      module: 'all',
      sessionData: { productionDetails: { monthlyVolume: 100 }, personalBusiness: { grossIncome: 50 } },
    });
    const res = await save(s.token, {
      module: 'personalBusiness',
      sessionData: { productionDetails: { monthlyVolume: 999 }, personalBusiness: { grossIncome: 80, staffingCosts: 30 } },
    });
    const data = res.json().session.data;
    expect(data.productionDetails.monthlyVolume).toBe(100);
    expect(data.personalBusiness).toMatchObject({ grossIncome: 80, staffingCosts: 30, netIncome: 50 });
  });

  it('accepts the module’s own fields as sessionData and snake_case names', async () => {
    const s = await createSession(ctx.sql);
    await save(s.token, { module: 'loanPricing', sessionData: { current_company_par: 3.5, currentMargin: '2.5' } });
    const res = await save(s.token, { module: 'all', sessionData: { recruiting_goals: { recruiting_goal: 4 } } });
    const data = res.json().session.data;
    expect(data.loanPricing).toMatchObject({ currentCompanyPAR: 3.5, currentMargin: 2.5 });
    expect(data.recruiting.recruitingGoal).toBe(4);
  });

  it('keeps at most 5,000 characters of the current comp plan', async () => {
    const { token } = await createSession(ctx.sql);
    const res = await save(token, { module: 'personalBusiness', sessionData: { currentCompPlan: 'x'.repeat(900_000) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.data.personalBusiness.currentCompPlan).toBe('x'.repeat(5000));
    expect((await page(token)).session.data.personalBusiness.currentCompPlan).toHaveLength(5000);
  });

  it('refuses a completed session with 409', async () => {
    const s = await createSession(ctx.sql, { sessionStatus: 'completed' });
    const res = await save(s.token, { module: 'all', sessionData: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This session is completed and can no longer be edited' });
  });

  it('answers 404 for an unknown token', async () => {
    const res = await save('nope', { module: 'all', sessionData: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Invalid or expired session' });
  });

  it.each([
    ['no body fields', {}, 'module'],
    ['an unknown module', { module: 'taxes', sessionData: {} }, 'module'],
    ['sessionData that is not an object', { module: 'all', sessionData: [1, 2] }, 'sessionData'],
    ['sessionData as a string', { module: 'all', sessionData: 'x' }, 'sessionData'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const s = await createSession(ctx.sql);
    const res = await save(s.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toHaveProperty(field);
  });

  it('answers 400 for malformed JSON and 413 for a body over 1 MiB', async () => {
    const s = await createSession(ctx.sql);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/clearview/${s.token}/save/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"module":',
    });
    expect(bad.statusCode).toBe(400);
    const big = await save(s.token, { module: 'all', sessionData: { notes: 'x'.repeat(1_100_000) } });
    expect(big.statusCode).toBe(413);
  });
});
