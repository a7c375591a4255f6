import { describe, it, expect } from 'vitest';
import { comparePricing, incomePerLoan, mergeSettings, rateToCustomer } from '@shared/calc';

describe('loan pricing', () => {
  it('income per loan = loan amount × margin percent', () => {
    expect(incomePerLoan(400000, 2.75)).toBeCloseTo(11000, 6); // 400,000 × 2.75 % = 11,000
    expect(incomePerLoan(400000, 0)).toBe(0);
  });

  it('rate to customer = PAR + margin', () => {
    expect(rateToCustomer(3.25, 2.75)).toBe(6);
    expect(rateToCustomer(3.5, 3)).toBe(6.5);
  });

  it('compares the current company with Clear from settings', () => {
    const result = comparePricing({ currentCompanyPAR: 3.5, currentMargin: 3, loanAmount: 400000 });
    // current: 3.5 + 3 = 6.5 %, 400,000 × 3 % = 12,000; Clear: 3.25 + 2.75 = 6 %, 400,000 × 2.75 % = 11,000
    expect(result.current).toEqual({ par: 3.5, margin: 3, rateToCustomer: 6.5, incomePerLoan: 12000 });
    expect(result.clear.par).toBe(3.25);
    expect(result.clear.margin).toBe(2.75);
    expect(result.clear.rateToCustomer).toBe(6);
    expect(result.clear.incomePerLoan).toBeCloseTo(11000, 6);
    expect(result.rateDifference).toBeCloseTo(-0.5, 10);
    expect(result.incomePerLoanDifference).toBeCloseTo(-1000, 6);
  });

  it('uses Clear PAR and margin overridden by settings', () => {
    const settings = mergeSettings({ parRates: { clearPAR: 3, clearMargin: 3.5 } });
    const result = comparePricing({ currentCompanyPAR: 3.5, currentMargin: 3, loanAmount: 400000 }, settings);
    expect(result.clear.rateToCustomer).toBe(6.5); // 3 + 3.5
    expect(result.clear.incomePerLoan).toBe(14000); // 400,000 × 3.5 %
  });
});
