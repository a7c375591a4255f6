// Worked by hand from docs/spec/doc2.md §9 (docs/discovery.md, "Recruiting goals").
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECRUITING_GOALS as D,
  personalMonthlyIncome,
  projectedQuarters,
  projectRecruitingGoals,
} from '@shared/calc/recruiting-goals';

describe('personal monthly income', () => {
  it('commission: a twelfth of the production goal at the commission percent (1,000,000 ÷ 12 × 0.75 % = 625)', () => {
    expect(personalMonthlyIncome(D)).toBeCloseTo(625, 9);
  });
  it('salary plus: a twelfth of the base salary on top (5,000 + 625)', () => {
    expect(personalMonthlyIncome({ ...D, compensation_structure: 'salary_plus', base_salary: 60_000 })).toBeCloseTo(5625, 9);
  });
  it('draw plus: the greater of commission and draw', () => {
    expect(personalMonthlyIncome({ ...D, compensation_structure: 'draw_plus', draw_amount: 3000 })).toBe(3000);
    expect(personalMonthlyIncome({ ...D, compensation_structure: 'draw_plus', draw_amount: 500 })).toBeCloseTo(625, 9);
  });
  it('ignores the salary and draw of the other structures', () => {
    expect(personalMonthlyIncome({ ...D, base_salary: 60_000, draw_amount: 3000 })).toBeCloseTo(625, 9);
  });
});

describe('projectRecruitingGoals with the defaults (12 recruits, 150,000 each, 12 months)', () => {
  const p = projectRecruitingGoals(D);
  it('adds one recruit a month; override = recruits × 150,000 ÷ 12 × 0.5 × 0.15 % = 9.375 per recruit', () => {
    expect(p.monthly_breakdown).toHaveLength(12);
    expect(p.monthly_breakdown[0]).toMatchObject({ month: 1, month_name: 'January', cumulative_recruits: 1 });
    expect(p.monthly_breakdown[0].override_income).toBeCloseTo(9.375, 9);
    expect(p.monthly_breakdown[11].override_income).toBeCloseTo(112.5, 9);
    expect(p.monthly_breakdown[11].total_income).toBeCloseTo(737.5, 9);
  });
  it('year end: 12 × 625 + 9.375 × 78 = 8,231.25; production 1,000,000 + 12,500 × 78', () => {
    expect(p.year_end_projections.total_recruits).toBe(12);
    expect(p.year_end_projections.total_income).toBeCloseTo(8231.25, 9);
    expect(p.year_end_projections.average_monthly_income).toBeCloseTo(685.9375, 9);
    expect(p.year_end_projections.total_production).toBeCloseTo(1_975_000, 6);
    expect(p.projected_annual_income).toBeCloseTo(8231.25, 9);
  });
  it('quarters average the cumulative recruits and sum the income of their three months', () => {
    expect(p.growth_trajectory.quarter_1.recruits).toBe(2);
    expect(p.growth_trajectory.quarter_1.income).toBeCloseTo(1931.25, 9);
    expect(p.growth_trajectory.quarter_4.recruits).toBe(11);
    expect(p.growth_trajectory.quarter_4.income).toBeCloseTo(2184.375, 9);
  });
});

describe('other timeframes', () => {
  it('24 months: the table stops at 12, the production spreads over 24, the average divides by 24', () => {
    const p = projectRecruitingGoals({ ...D, target_timeframe_months: 24 });
    expect(p.monthly_breakdown).toHaveLength(12);
    expect(p.monthly_breakdown[0].override_income).toBeCloseTo(4.6875, 9);
    expect(p.year_end_projections.total_recruits).toBe(24);
    expect(p.year_end_projections.total_income).toBeCloseTo(24 * 625 + 4.6875 * 300, 9);
    expect(p.year_end_projections.average_monthly_income).toBeCloseTo(16406.25 / 24, 9);
  });
  it('6 months: the last two quarters are empty', () => {
    const p = projectRecruitingGoals({ ...D, target_timeframe_months: 6 });
    expect(p.monthly_breakdown).toHaveLength(6);
    expect(p.growth_trajectory.quarter_3).toEqual({ recruits: 0, income: 0 });
    expect(p.growth_trajectory.quarter_2.recruits).toBe(5);
  });
});

describe('projectedQuarters (what the calculator shows)', () => {
  it('shows only the quarters a 6-month timeframe reaches', () => {
    const p = projectRecruitingGoals({ ...D, target_timeframe_months: 6 });
    expect(projectedQuarters(p, 6).map((q) => q.quarter)).toEqual([1, 2]);
    expect(projectedQuarters(p, 12).map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
  });
  it('counts recruits whole, as the table does: 3 a year average half a recruit in quarter 1, which is none yet', () => {
    const g = { ...D, target_annual_recruits: 3 };
    const [q1, q2] = projectedQuarters(projectRecruitingGoals(g), 12);
    expect(q1.recruits).toBe(0); // months 1–3 hold 0.25, 0.5 and 0.75 of a recruit
    expect(q2.recruits).toBe(1); // 1, 1.25, 1.5
    expect(Number.isInteger(q2.recruits)).toBe(true);
  });
});
