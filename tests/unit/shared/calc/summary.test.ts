import { describe, it, expect } from 'vitest';
import * as Y from 'yjs';
import { fiveYearSummary, mergeSettings, netPresentValue } from '@shared/calc';
import { docToSnapshot, setField, summaryFromSnapshot } from '@shared/collab';

describe('five-year summary', () => {
  // Defaults worked through: net income 150,000; recruiting and ownership from the calculator defaults.
  const recruitingIncome = [6000, 9900, 14520, 19965, 26353.8];
  const distributions = [3400, 3910, 4496.5, 5170.975, 5946.62125];
  const summary = fiveYearSummary({ netIncome: 150000, recruitingIncome, distributions });

  it('adds personal income grown 15 %/yr, recruiting income and distributions', () => {
    // personal: 150,000 × 1.15^(y−1) = 150,000; 172,500; 198,375; 228,131.25; 262,350.9375
    const personal = [150000, 172500, 198375, 228131.25, 262350.9375];
    // totals: 159,400; 186,310; 217,391.5; 253,267.225; 294,651.35875
    const totals = [159400, 186310, 217391.5, 253267.225, 294651.35875];
    summary.years.forEach((y, i) => {
      expect(y.year).toBe(i + 1);
      expect(y.personal).toBeCloseTo(personal[i], 6);
      expect(y.total).toBeCloseTo(totals[i], 6);
    });
    expect(summary.fiveYearTotal).toBeCloseTo(1111020.08375, 5); // sum of the totals
  });

  it('discounts at the settings rate: Σ income_y ÷ 1.08^y', () => {
    const [a, b, c, d, e] = [159400, 186310, 217391.5, 253267.225, 294651.35875];
    const byHand = a / 1.08 + b / 1.08 ** 2 + c / 1.08 ** 3 + d / 1.08 ** 4 + e / 1.08 ** 5;
    expect(summary.netPresentValue).toBeCloseTo(byHand, 6);
    expect(summary.netPresentValue).toBeCloseTo(866589.5047, 3);
  });

  it('a 15 % discount rate cancels 15 % growth: NPV = 5 × income ÷ 1.15', () => {
    const settings = mergeSettings({ financialMetrics: { discountRate: 0.15 } });
    expect(fiveYearSummary({ netIncome: 115 }, settings).netPresentValue).toBeCloseTo(500, 9);
    expect(netPresentValue([100, 100], 0)).toBe(200);
  });

  it('brackets year 5 by ±10 % at 80 % confidence', () => {
    expect(summary.year5Range.low).toBeCloseTo(265186.222875, 5); // 294,651.35875 × 0.9
    expect(summary.year5Range.high).toBeCloseTo(324116.494625, 5); // × 1.1
    expect(summary.year5Range.confidence).toBe(0.8);
    expect(summary.year5Range.label).toBe('80% confidence');
  });

  it('without per-year distributions grows the year 1 distribution 15 %/yr', () => {
    const result = fiveYearSummary({ netIncome: 0, year1Distribution: 1000 });
    // 1,000; 1,150; 1,322.50; 1,520.875; 1,749.00625
    const expected = [1000, 1150, 1322.5, 1520.875, 1749.00625];
    for (const [i, y] of result.years.entries()) expect(y.ownership).toBeCloseTo(expected[i], 6);
    expect(result.fiveYearTotal).toBeCloseTo(6742.38125, 6);
  });

  it('all zeros stay zero', () => {
    const result = fiveYearSummary({ netIncome: 0 });
    expect(result.fiveYearTotal).toBe(0);
    expect(result.netPresentValue).toBe(0);
    expect(result.year5Range).toMatchObject({ low: 0, high: 0 });
  });

  describe('company settings overrides', () => {
    it('grows personal income by growthRates.production', () => {
      const settings = mergeSettings({ growthRates: { production: 0.2 } });
      const result = fiveYearSummary({ netIncome: 1000 }, settings);
      // 1,000 × 1.2^(y−1): 1,000; 1,200; 1,440; 1,728; 2,073.6
      const expected = [1000, 1200, 1440, 1728, 2073.6];
      for (const [i, y] of result.years.entries()) expect(y.personal).toBeCloseTo(expected[i], 9);
      expect(result.fiveYearTotal).toBeCloseTo(7441.6, 9);
    });

    it('grows the distribution fallback by growthRates.company, not by production', () => {
      const settings = mergeSettings({ growthRates: { production: 0.5, company: 0.1 } });
      const result = fiveYearSummary({ netIncome: 0, year1Distribution: 1000 }, settings);
      // 1,000 × 1.1^(y−1): 1,000; 1,100; 1,210; 1,331; 1,464.1
      const expected = [1000, 1100, 1210, 1331, 1464.1];
      for (const [i, y] of result.years.entries()) expect(y.ownership).toBeCloseTo(expected[i], 9);
      // Per-year distributions given: taken as they are.
      expect(fiveYearSummary({ netIncome: 0, distributions: [1, 2, 3, 4, 5] }, settings).years.map((y) => y.ownership)).toEqual([
        1, 2, 3, 4, 5,
      ]);
    });

    it('the defaults are doc1 §9’s 15 % for both', () => {
      const byDefault = fiveYearSummary({ netIncome: 100, year1Distribution: 10 });
      const explicit = fiveYearSummary(
        { netIncome: 100, year1Distribution: 10 },
        mergeSettings({ growthRates: { production: 0.15, company: 0.15 } }),
      );
      expect(byDefault).toEqual(explicit);
      expect(byDefault.years[4].personal).toBeCloseTo(100 * 1.15 ** 4, 9);
    });

    it('reaches the session summary: summaryFromSnapshot uses the settings it is given', () => {
      const doc = new Y.Doc();
      setField(doc, 'personalBusiness', 'grossIncome', 100000);
      const settings = mergeSettings({ growthRates: { production: 0.1 } });
      const summary = summaryFromSnapshot(docToSnapshot(doc, settings), settings);
      expect(summary.years[1].personal).toBeCloseTo(110000, 6);
      expect(summaryFromSnapshot(docToSnapshot(doc)).years[1].personal).toBeCloseTo(115000, 6);
    });

    it('growthRates.recruiting, riskProfiles and expenseCategories are informational: no figure changes', () => {
      const doc = new Y.Doc();
      setField(doc, 'personalBusiness', 'grossIncome', 100000);
      const settings = mergeSettings({
        growthRates: { recruiting: 0.9 },
        riskProfiles: { conservative: 0.1, moderate: 0.2, aggressive: 0.3 },
        expenseCategories: [{ key: 'rent', label: 'Rent', required: true, defaultAmount: 999 }],
      });
      const snapshot = docToSnapshot(doc, settings);
      expect(snapshot).toEqual(docToSnapshot(doc));
      expect(summaryFromSnapshot(snapshot, settings)).toEqual(summaryFromSnapshot(docToSnapshot(doc)));
    });
  });
});
