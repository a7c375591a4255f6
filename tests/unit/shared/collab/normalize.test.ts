import { describe, it, expect } from 'vitest';
import * as Y from 'yjs';
import { SNAKE_CASE_ALIASES, applySnapshotToDoc, docToSnapshot, normalizeSnapshot } from '@shared/collab';

describe('normalizeSnapshot', () => {
  it('maps the snake_case module aliases of doc1 §3', () => {
    expect(SNAKE_CASE_ALIASES).toEqual({
      production_details: 'productionDetails',
      personal_business_details: 'personalBusiness',
      loan_pricing_comparisons: 'loanPricing',
      recruiting_goals: 'recruiting',
      ownership_projection: 'ownership',
    });
    const patch = normalizeSnapshot({
      production_details: { monthly_volume: '2000000', avg_loan_size: 400000, loan_mix: { purchase: 60, refi: 40 } },
      personal_business_details: { current_comp_plan: 'Split', gross_income: '250000' },
      loan_pricing_comparisons: { current_company_par: 3.5, current_margin: '3' },
      recruiting_goals: { recruiting_goal: 3, retention_rate: 90 },
      ownership_projection: { production_goal: 30000000, company_growth_rate: 10 },
    });
    expect(patch).toEqual({
      productionDetails: { monthlyVolume: 2000000, avgLoanSize: 400000, loanMixPurchase: 60 },
      personalBusiness: { currentCompPlan: 'Split', grossIncome: 250000 },
      loanPricing: { currentCompanyPAR: 3.5, currentMargin: 3 },
      recruiting: { recruitingGoal: 3, retentionRate: 90 },
      ownership: { productionGoal: 30000000, companyGrowthRate: 10 },
    });
  });

  it('drops unknown and computed keys, coerces numbers, skips nulls', () => {
    const patch = normalizeSnapshot({
      productionDetails: { monthlyVolume: 'abc', annualVolume: 5, closingRatio: 150, bogus: 1, avgLoanSize: null },
      recruiting: { recruitingGoal: -2.5, projections: { year1: {} } },
      somethingElse: { a: 1 },
      ownership: 'not an object',
    });
    expect(patch).toEqual({
      productionDetails: { monthlyVolume: 0, closingRatio: 100 },
      recruiting: { recruitingGoal: 0 },
    });
  });

  it('prefers the camelCase spelling when both are present', () => {
    const patch = normalizeSnapshot({
      productionDetails: { monthlyVolume: 2, monthly_volume: 1 },
      production_details: { avgLoanSize: 9, monthlyVolume: 7 },
    });
    expect(patch.productionDetails).toEqual({ monthlyVolume: 2, avgLoanSize: 9 });
  });

  it('returns an empty patch for non-objects', () => {
    expect(normalizeSnapshot(null)).toEqual({});
    expect(normalizeSnapshot('x')).toEqual({});
    expect(normalizeSnapshot([1, 2])).toEqual({});
  });

  it('a snake_case snapshot read into a doc gives the camelCase snapshot', () => {
    const doc = new Y.Doc();
    applySnapshotToDoc(doc, { production_details: { monthly_volume: 2000000, avg_loan_size: 400000 } });
    const snap = docToSnapshot(doc);
    expect(snap.productionDetails).toMatchObject({ annualVolume: 24000000, unitsPerMonth: 5 });
  });
});
