import { describe, it, expect } from 'vitest';
import { CALCULATOR_DEFAULTS, clampPercent, loanMix, parseNumeric, wholeNonNegative } from '@shared/calc';

describe('calculator input rules (doc1 §5)', () => {
  it('parses numbers and turns blank or non-numeric text into 0', () => {
    expect(parseNumeric('2000000')).toBe(2000000);
    expect(parseNumeric('3.25')).toBe(3.25);
    expect(parseNumeric('')).toBe(0);
    expect(parseNumeric('   ')).toBe(0);
    expect(parseNumeric('abc')).toBe(0);
    expect(parseNumeric('12abc')).toBe(0);
    expect(parseNumeric(undefined)).toBe(0);
    expect(parseNumeric(null)).toBe(0);
    expect(parseNumeric(Number.NaN)).toBe(0);
    expect(parseNumeric(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseNumeric(-5)).toBe(-5);
  });

  it('reads the formatting people type: thousands separators, $ and %', () => {
    expect(parseNumeric('$2,000,000')).toBe(2000000);
    expect(parseNumeric('85 %')).toBe(85);
  });

  it('caps closing ratio and purchase share at 100', () => {
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent('150')).toBe(100);
    expect(clampPercent(65)).toBe(65);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent('abc')).toBe(0);
  });

  it('derives refi as 100 − purchase', () => {
    expect(loanMix(70)).toEqual({ purchase: 70, refi: 30 });
    expect(loanMix(120)).toEqual({ purchase: 100, refi: 0 });
    expect(loanMix('')).toEqual({ purchase: 0, refi: 100 });
  });

  it('keeps the recruiting goal a whole number ≥ 0', () => {
    expect(wholeNonNegative(-3)).toBe(0);
    expect(wholeNonNegative(2.7)).toBe(2);
    expect(wholeNonNegative('4')).toBe(4);
    expect(wholeNonNegative('abc')).toBe(0);
  });

  it('has the doc1 §9 calculator defaults', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      sampleLoanAmount: 400000,
      recruitingGoal: 2,
      avgRecruitVolume: 2000000,
      retentionRate: 85,
      productionGoal: 24000000,
      recruitingContribution: 10000000,
      companyGrowthRate: 15,
    });
  });
});
