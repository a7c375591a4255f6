import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '@shared/calc/settings.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createSession } from '../../support/clearview.ts';

const ctx = setupTestApp();
const get = (headers?: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/company/settings/', headers });
const patch = (payload: unknown, headers?: Record<string, string>, id = 1) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/company/settings/${id}/`, headers, payload: payload as object });

describe('company settings', () => {
  it('answers the doc1 §9 defaults to any signed-in user when never changed', async () => {
    const recruit = await signedIn(ctx, 'recruit');
    const res = await get(recruit.headers);
    expect(res.statusCode).toBe(200);
    const { id, updated_at, pipeline_visibility, ...settings } = res.json();
    expect(id).toBe(1);
    expect(updated_at).toEqual(expect.any(String));
    expect(pipeline_visibility).toBe('team');
    expect(settings).toEqual(DEFAULT_COMPANY_SETTINGS);
  });

  it('merges a recruiter’s partial change deeply and keeps the rest', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const res = await patch({ growthRates: { production: 0.2 }, parRates: { clearPAR: 3.5 } }, recruiter.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.growthRates).toEqual({ ...DEFAULT_COMPANY_SETTINGS.growthRates, production: 0.2 });
    expect(body.parRates).toEqual({ clearPAR: 3.5, clearMargin: 2.75 });
    expect(body.financialMetrics).toEqual(DEFAULT_COMPANY_SETTINGS.financialMetrics);
    const categories = [{ key: 'coaching', label: 'Coaching', required: false, defaultAmount: 100 }];
    await patch({ expenseCategories: categories }, recruiter.headers);
    const after = (await get(recruiter.headers)).json();
    expect(after.expenseCategories).toEqual(categories);
    expect(after.growthRates.production).toBe(0.2);
    // ClearView saves derive their computed figures from the current settings.
    const { token } = await createSession(ctx.sql);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/clearview/${token}/save/`,
      payload: { module: 'all', sessionData: {} },
    });
    expect(saved.json().session.data.loanPricing.clearPAR).toBe(3.5);
    await patch(
      { parRates: { clearPAR: 3.25 }, growthRates: { production: 0.15 }, expenseCategories: DEFAULT_COMPANY_SETTINGS.expenseCategories },
      recruiter.headers,
    );
    expect((await get(recruiter.headers)).json()).toMatchObject(DEFAULT_COMPANY_SETTINGS);
  });

  it.each([
    ['a rate above 1', { growthRates: { production: 1.5 } }, 'growthRates.production'],
    ['a negative rate', { financialMetrics: { discountRate: -0.1 } }, 'financialMetrics.discountRate'],
    ['a zero amount', { financialMetrics: { baseDistributionPool: 0 } }, 'financialMetrics.baseDistributionPool'],
    ['a number as text', { parRates: { clearPAR: '3.5' } }, 'parRates.clearPAR'],
    ['an unknown key', { colours: { primary: 'blue' } }, '_'],
    ['a category without label', { expenseCategories: [{ key: 'x', required: false, defaultAmount: 0 }] }, 'expenseCategories.0.label'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const res = await patch(payload, recruiter.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    if (field !== '_') expect(res.json().field_errors).toHaveProperty([field]);
  });

  it('lets only recruiters change them: 401 anonymous, 403 recruit, 404 for another id', async () => {
    const recruit = await signedIn(ctx, 'recruit');
    const recruiter = await signedIn(ctx, 'recruiter');
    expect((await get()).statusCode).toBe(401);
    expect((await patch({ growthRates: { production: 0.2 } })).statusCode).toBe(401);
    expect((await patch({ growthRates: { production: 7 } })).statusCode).toBe(401); // before validation
    expect((await patch({ growthRates: { production: 7 } }, recruit.headers)).statusCode).toBe(403);
    expect((await patch({ growthRates: { production: 0.2 } }, recruit.headers)).statusCode).toBe(403);
    expect((await patch({}, recruiter.headers, 2)).statusCode).toBe(404);
  });
});
