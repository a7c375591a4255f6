import { describe, it, expect } from 'vitest';
import { mergeSettings, projectOwnership, roundTo } from '@shared/calc';
import { productionGoalForPercentage } from '@shared/calc/ownership';

const sample = { productionGoal: 24000000, recruitingContribution: 10000000, companyGrowthRate: 15 };

describe('ownership projection', () => {
  it('works the calculator defaults through', () => {
    const result = projectOwnership(sample);
    expect(result.ownershipPercentage).toBe(6.8); // (24M + 10M) ÷ 500M × 100 = 6.800 %
    expect(result.ownershipShare).toBeCloseTo(0.068, 12);
    expect(result.year1Distribution).toBeCloseTo(3400, 6); // 0.068 × 50,000
    // 3,400 × 1.15^n: 3,400; 3,910; 4,496.50; 5,170.975; 5,946.62125
    const expected = [3400, 3910, 4496.5, 5170.975, 5946.62125];
    for (const [i, d] of result.distributions.entries()) expect(d).toBeCloseTo(expected[i], 6);
    expect(result.year5Distribution).toBeCloseTo(5946.62125, 6);
    expect(result.equityValue).toBeCloseTo(47572.97, 6); // 5,946.62125 × 8
    expect(result.totalFiveYearDistributions).toBeCloseTo(22924.09625, 6); // sum of the five
  });

  it('shows the percent to 3 decimals but keeps the money on the unrounded share', () => {
    const result = projectOwnership(
      { productionGoal: 1000000, recruitingContribution: 0, companyGrowthRate: 15 },
      mergeSettings({ financialMetrics: { companyTotalVolume: 300000000 } }),
    );
    expect(result.ownershipPercentage).toBe(0.333); // 1M ÷ 300M = 0.3333… %
    expect(result.year1Distribution).toBeCloseTo((1 / 300) * 50000, 9); // 166.666…, not 166.5
  });

  it("calculator's company growth percent overrides settings; absent, settings apply", () => {
    const flat = projectOwnership({ ...sample, companyGrowthRate: 0 });
    expect(flat.year5Distribution).toBeCloseTo(3400, 6);
    const settings = mergeSettings({ growthRates: { company: 0.1 } });
    const fromSettings = projectOwnership({ productionGoal: 24000000, recruitingContribution: 10000000 }, settings);
    expect(fromSettings.distributions[1]).toBeCloseTo(3740, 6); // 3,400 × 1.10
  });

  it('follows pool, volume and multiple overrides', () => {
    const settings = mergeSettings({
      financialMetrics: { companyTotalVolume: 1000000000, baseDistributionPool: 100000, equityMultiple: 10 },
    });
    const result = projectOwnership(sample, settings);
    expect(result.ownershipPercentage).toBe(3.4); // 34M ÷ 1,000M
    expect(result.year1Distribution).toBeCloseTo(3400, 6); // 0.034 × 100,000
    expect(result.equityValue).toBeCloseTo(59466.2125, 6); // 5,946.62125 × 10
  });

  it('zero company volume or zero goals give 0, never NaN', () => {
    const none = projectOwnership(sample, mergeSettings({ financialMetrics: { companyTotalVolume: 0 } }));
    expect(none.ownershipPercentage).toBe(0);
    expect(none.totalFiveYearDistributions).toBe(0);
    expect(projectOwnership({ productionGoal: 0, recruitingContribution: 0 }).equityValue).toBe(0);
  });

  it('roundTo rounds halves away from floating-point noise', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(6.800000000000001, 3)).toBe(6.8);
  });
});

describe('productionGoalForPercentage (the discovery ownership calculator)', () => {
  it('solves the goal that brings a percentage, so the share the rule gives back is the one asked for', () => {
    const goal = productionGoalForPercentage(3.7, sample); // 3.7 % of 500M = 18.5M, less the 10M contribution
    expect(goal).toBe(8_500_000);
    expect(projectOwnership({ ...sample, productionGoal: goal }).ownershipPercentage).toBe(3.7);
    expect(projectOwnership({ ...sample, productionGoal: productionGoalForPercentage(9.123, sample) }).ownershipPercentage).toBe(9.123);
  });

  it('gives 0 below what the recruiting contribution alone brings, and keeps the goal with no company volume', () => {
    expect(productionGoalForPercentage(1, sample)).toBe(0);
    const noVolume = mergeSettings({ financialMetrics: { companyTotalVolume: 0 } });
    expect(productionGoalForPercentage(5, sample, noVolume)).toBe(sample.productionGoal);
  });
});
