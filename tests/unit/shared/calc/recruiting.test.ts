import { describe, it, expect } from 'vitest';
import { mergeSettings, nextActiveRecruits, projectRecruiting } from '@shared/calc';

const sample = { recruitingGoal: 2, avgRecruitVolume: 2000000, retentionRate: 85 };

describe('recruiting projection', () => {
  it('projects five years from the calculator defaults', () => {
    const years = projectRecruiting(sample);
    expect(years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5]);
    // active: y1 floor(0 × 0.85) + 2 = 2; y2 floor(1.7) + 2 = 3; y3 floor(2.55) + 2 = 4;
    //         y4 floor(3.4) + 2 = 5;       y5 floor(4.25) + 2 = 6
    expect(years.map((y) => y.activeRecruits)).toEqual([2, 3, 4, 5, 6]);
    // avg volume grows 10 %/yr: 2,000,000; 2,200,000; 2,420,000; 2,662,000; 2,928,200
    const avg = [2000000, 2200000, 2420000, 2662000, 2928200];
    // total = active × avg: 4,000,000; 6,600,000; 9,680,000; 13,310,000; 17,569,200
    const total = [4000000, 6600000, 9680000, 13310000, 17569200];
    // income = total × 0.0015: 6,000; 9,900; 14,520; 19,965; 26,353.80
    const income = [6000, 9900, 14520, 19965, 26353.8];
    years.forEach((y, i) => {
      expect(y.avgVolume).toBeCloseTo(avg[i], 4);
      expect(y.totalVolume).toBeCloseTo(total[i], 4);
      expect(y.income).toBeCloseTo(income[i], 6);
    });
  });

  it('takes retention as a percent and falls back to the settings fraction when omitted', () => {
    const asPercent = projectRecruiting(sample);
    const fromSettings = projectRecruiting({ recruitingGoal: 2, avgRecruitVolume: 2000000 });
    expect(fromSettings).toEqual(asPercent); // default retention 0.85 = 85 %
  });

  it('rounds active recruits down without losing one to floating point', () => {
    expect(nextActiveRecruits(20, 0.85, 0)).toBe(17); // 20 × 0.85 = 17 exactly
    expect(nextActiveRecruits(3, 0.85, 2)).toBe(4); // floor(2.55) + 2
  });

  it('with 100 % retention recruits accumulate, with 0 % only the goal stays', () => {
    expect(projectRecruiting({ ...sample, retentionRate: 100 }).map((y) => y.activeRecruits)).toEqual([2, 4, 6, 8, 10]);
    expect(projectRecruiting({ ...sample, retentionRate: 0 }).map((y) => y.activeRecruits)).toEqual([2, 2, 2, 2, 2]);
  });

  it('a zero goal or zero volume projects nothing', () => {
    expect(projectRecruiting({ ...sample, recruitingGoal: 0 }).every((y) => y.income === 0)).toBe(true);
    expect(projectRecruiting({ ...sample, avgRecruitVolume: 0 }).every((y) => y.income === 0)).toBe(true);
  });

  it('follows basis-point and volume-growth overrides from settings', () => {
    const settings = mergeSettings({ financialMetrics: { recruitingBasisPoints: 0.003 }, growthRates: { volume: 0 } });
    const years = projectRecruiting(sample, settings);
    expect(years[0].income).toBeCloseTo(12000, 6); // 4,000,000 × 0.003
    expect(years[4].avgVolume).toBe(2000000); // no growth
    expect(years[4].income).toBeCloseTo(36000, 6); // 6 × 2,000,000 × 0.003
  });
});
