// The proforma formulas of docs/proforma.md, checked against cases worked by hand there.
import { describe, expect, it } from 'vitest';
import { calculateProforma, computedInputs, hasRequiredInputs, readInputValue, teamSizeIn } from '@shared/calc/proforma.ts';
import { BRANCH_INPUTS, SOLO_INPUTS } from '../../../fixtures/proforma.ts';

describe('proforma calculation (docs/proforma.md)', () => {
  it('works out monthly volume and margin percentage', () => {
    expect(computedInputs({ monthly_units: 8, avg_loan_amount: 400000, target_margin_bps: 250 })).toEqual({
      monthly_volume: 3_200_000,
      margin_percentage: 2.5,
    });
  });

  it('needs monthly units, average loan amount and target margin', () => {
    expect(hasRequiredInputs({ monthly_units: 8, avg_loan_amount: 400000 })).toBe(false);
    expect(calculateProforma({ monthly_units: 8, avg_loan_amount: 400000 }, 6)).toBeNull();
    expect(hasRequiredInputs({ monthly_units: 0, avg_loan_amount: 0, target_margin_bps: 0 })).toBe(true);
  });

  it('solo loan officer, 6 months: ramped production, desk costs, setup in month 1 (case A)', () => {
    const r = calculateProforma(SOLO_INPUTS, 6);
    expect(r?.monthly_projections.map((m) => m.revenue)).toEqual([20000, 40000, 60000, 80000, 80000, 80000]);
    expect(r?.monthly_projections.map((m) => m.expenses)).toEqual([9800, 2300, 2300, 2300, 2300, 2300]);
    expect(r?.monthly_projections.map((m) => m.profit)).toEqual([10200, 37700, 57700, 77700, 77700, 77700]);
    expect(r?.monthly_projections.map((m) => m.cumulative_profit)).toEqual([10200, 47900, 105600, 183300, 261000, 338700]);
    expect(r?.yearly_summary).toEqual({
      total_revenue: 360000,
      total_expenses: 21300,
      net_profit: 338700,
      avg_monthly_profit: 56450,
      break_even_month: 1,
    });
  });

  it('branch, 12 months: office, support staff and a team of 3 recruited over the year (case B)', () => {
    const r = calculateProforma(BRANCH_INPUTS, 12);
    expect(r?.monthly_projections.map((m) => m.team_size)).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3]);
    expect(r?.monthly_projections.map((m) => m.revenue)).toEqual([
      25000, 50000, 75000, 125000, 125000, 125000, 125000, 150000, 150000, 150000, 150000, 175000,
    ]);
    expect(r?.monthly_projections[0]).toMatchObject({ expenses: 57800, profit: -32800, cumulative_profit: -32800 });
    expect(r?.monthly_projections[1]).toMatchObject({ expenses: 12800, profit: 37200, cumulative_profit: 4400 });
    expect(r?.yearly_summary).toEqual({
      total_revenue: 1425000,
      total_expenses: 198600,
      net_profit: 1226400,
      avg_monthly_profit: 102200,
      break_even_month: 2,
    });
    expect(r?.charts_data.revenue_trend[11]).toEqual({ month: 12, label: 'Month 12', revenue: 175000, expenses: 12800 });
    expect(r?.charts_data.profit_trend[1]).toEqual({ month: 2, label: 'Month 2', profit: 37200, cumulative_profit: 4400 });
  });

  it('a model that never breaks even has no break-even month (case C)', () => {
    const r = calculateProforma({ monthly_units: 1, avg_loan_amount: 100000, target_margin_bps: 100, marketing_budget: 2000 }, 6);
    expect(r?.monthly_projections.map((m) => m.revenue)).toEqual([250, 500, 750, 1000, 1000, 1000]);
    expect(r?.yearly_summary).toEqual({
      total_revenue: 4500,
      total_expenses: 12000,
      net_profit: -7500,
      avg_monthly_profit: -1250,
      break_even_month: null,
    });
  });

  it('ignores the team without plans to recruit and the office cost without office space', () => {
    const values = { ...SOLO_INPUTS, plans_to_recruit: 0, target_team_size: 4, office_space_needed: 0, monthly_office_cost: 9000 };
    expect(calculateProforma(values, 6)?.yearly_summary).toEqual(calculateProforma(SOLO_INPUTS, 6)?.yearly_summary);
  });

  it('spreads hiring over the whole model when no recruiting timeline is given', () => {
    const values = { plans_to_recruit: 1, target_team_size: 2 };
    expect([1, 2, 3, 4, 5, 6].map((m) => teamSizeIn(values, m, 6))).toEqual([0, 0, 1, 1, 1, 2]);
    expect(teamSizeIn({ ...values, recruiting_timeline: 2 }, 6, 6)).toBe(2);
  });
});

describe('typed input values (docs/proforma.md, "Inputs")', () => {
  it('leaves empty entries unsaved, saves non-numeric text as 0, and flags as 1 or 0', () => {
    expect(readInputValue('monthly_units', '')).toBeUndefined();
    expect(readInputValue('monthly_units', '  ')).toBeUndefined();
    expect(readInputValue('monthly_units', null)).toBeUndefined();
    expect(readInputValue('monthly_units', 'abc')).toBe(0);
    expect(readInputValue('avg_loan_amount', '$400,000')).toBe(400000);
    expect(readInputValue('marketing_budget', -50)).toBe(0);
    expect(readInputValue('plans_to_recruit', 3)).toBe(1);
    expect(readInputValue('office_space_needed', '0')).toBe(0);
  });
});
