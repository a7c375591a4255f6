import { describe, it, expect } from 'vitest';
import { annualVolume, netIncome, unitsPerMonth } from '@shared/calc';

describe('production rules', () => {
  it('annual volume = monthly × 12', () => {
    expect(annualVolume(2000000)).toBe(24000000); // 2,000,000 × 12
    expect(annualVolume(0)).toBe(0);
  });

  it('units per month = monthly ÷ average loan, rounded', () => {
    expect(unitsPerMonth(2000000, 400000)).toBe(5); // 2,000,000 ÷ 400,000 = 5
    expect(unitsPerMonth(2000000, 350000)).toBe(6); // 5.714… rounds to 6
    expect(unitsPerMonth(1000000, 400000)).toBe(3); // 2.5 rounds half up to 3
    expect(unitsPerMonth(2000000, 450000)).toBe(4); // 4.444… rounds to 4
  });

  it('units per month is 0 when the average loan size is 0 or blank', () => {
    expect(unitsPerMonth(2000000, 0)).toBe(0);
    expect(unitsPerMonth(2000000, Number.NaN)).toBe(0);
    expect(unitsPerMonth(0, 400000)).toBe(0);
  });

  it('net income = gross − (staffing + marketing + office + business expenses)', () => {
    const costs = { staffingCosts: 60000, marketingCosts: 15000, officeCosts: 12000, businessExpenses: 13000 };
    expect(netIncome(250000, costs)).toBe(150000); // 250,000 − 100,000
    expect(netIncome(50000, costs)).toBe(-50000); // a loss stays negative, not clamped
    expect(netIncome(0, { staffingCosts: 0, marketingCosts: 0, officeCosts: 0, businessExpenses: 0 })).toBe(0);
  });
});
