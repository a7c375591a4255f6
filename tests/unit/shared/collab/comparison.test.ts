import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '@shared/calc/settings.ts';
import { compareScenarioData } from '@shared/collab/comparison.ts';
import { deriveSnapshot, summaryFromSnapshot } from '@shared/collab/snapshot.ts';
import { inputsFromJson } from '@shared/collab/normalize.ts';

const settings = DEFAULT_COMPANY_SETTINGS;
const figure = (sections: ReturnType<typeof compareScenarioData>, section: string, id: string) =>
  sections.find((s) => s.id === section)?.figures.find((f) => f.id === id);

describe('compareScenarioData', () => {
  it('lists every module in the calculator’s order, then the five-year summary', () => {
    const sections = compareScenarioData({}, {}, settings);
    expect(sections.map((s) => s.title)).toEqual([
      'Production Details',
      'Personal Business',
      'Loan Pricing Comparisons',
      'Recruiting Goals',
      'Ownership Projection',
      'Five-Year Summary',
    ]);
    // The same data: no figure differs.
    expect(sections.flatMap((s) => s.figures).every((f) => f.difference === 0)).toBe(true);
  });

  it('derives the figures from each side’s stored inputs (hand-worked: 2,000,000 vs 3,000,000 a month at 400,000 a loan)', () => {
    const baseline = { productionDetails: { monthlyVolume: 2_000_000, avgLoanSize: 400_000, annualVolume: 1 } };
    const sandbox = { production_details: { monthly_volume: 3_000_000, avg_loan_size: 400_000 } };
    const sections = compareScenarioData(baseline, sandbox, settings);
    // The stored computed figure (annualVolume: 1) is ignored: 12 × the monthly volume.
    expect(figure(sections, 'productionDetails', 'annual-volume')).toEqual({
      id: 'annual-volume',
      label: 'Annual Volume',
      format: 'currency',
      first: 24_000_000,
      second: 36_000_000,
      difference: 12_000_000,
    });
    // 2,000,000 ÷ 400,000 = 5 units; 3,000,000 ÷ 400,000 = 7.5, rounded to 8.
    expect(figure(sections, 'productionDetails', 'units-per-month')).toMatchObject({ first: 5, second: 8, difference: 3 });
    expect(figure(sections, 'productionDetails', 'avg-loan-size')?.difference).toBe(0);
  });

  it('takes the summary figures from the same five-year summary the calculator shows', () => {
    const sandbox = { personalBusiness: { grossIncome: 300_000 }, recruiting: { recruitingGoal: 6 } };
    const sections = compareScenarioData({}, sandbox, settings);
    const expected = summaryFromSnapshot(deriveSnapshot(inputsFromJson(sandbox), settings), settings);
    expect(figure(sections, 'summary', 'five-year-total')?.second).toBe(expected.fiveYearTotal);
    expect(figure(sections, 'summary', 'year3-total')?.second).toBe(expected.years[2].total);
    expect(figure(sections, 'summary', 'net-present-value')?.second).toBe(expected.netPresentValue);
    expect(figure(sections, 'recruiting', 'recruiting-goal')?.second).toBe(6);
    expect(figure(sections, 'summary', 'five-year-total')?.difference).toBeGreaterThan(0);
  });
});
