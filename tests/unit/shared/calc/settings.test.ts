import { describe, it, expect } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, mergeSettings } from '@shared/calc';

describe('company settings', () => {
  it('holds the exact doc1 §9 defaults', () => {
    expect(DEFAULT_COMPANY_SETTINGS.growthRates).toEqual({ production: 0.15, recruiting: 0.1, company: 0.15, volume: 0.1 });
    expect(DEFAULT_COMPANY_SETTINGS.financialMetrics).toEqual({
      baseDistributionPool: 50000,
      companyTotalVolume: 500000000,
      recruitingBasisPoints: 0.0015,
      defaultRetention: 0.85,
      equityMultiple: 8,
      discountRate: 0.08,
    });
    expect(DEFAULT_COMPANY_SETTINGS.parRates).toEqual({ clearPAR: 3.25, clearMargin: 2.75 });
    expect(DEFAULT_COMPANY_SETTINGS.riskProfiles).toEqual({ conservative: 0.75, moderate: 0.85, aggressive: 1.0 });
    const categories = DEFAULT_COMPANY_SETTINGS.expenseCategories;
    expect(categories.map((c) => c.key)).toEqual([
      'salaryAndBenefits',
      'marketing',
      'officeAndOverhead',
      'technologyAndTools',
      'travelAndEntertainment',
    ]);
    expect(categories.filter((c) => c.required).map((c) => c.key)).toEqual(['salaryAndBenefits']);
    expect(categories.every((c) => c.defaultAmount === 0)).toBe(true);
  });

  it('deep-merges overrides and leaves siblings at their defaults', () => {
    const merged = mergeSettings({ growthRates: { volume: 0.2 }, parRates: { clearMargin: 2.5 } });
    expect(merged.growthRates).toEqual({ production: 0.15, recruiting: 0.1, company: 0.15, volume: 0.2 });
    expect(merged.parRates).toEqual({ clearPAR: 3.25, clearMargin: 2.5 });
    expect(merged.financialMetrics).toEqual(DEFAULT_COMPANY_SETTINGS.financialMetrics);
  });

  it('returns a fresh copy, never the defaults object', () => {
    const merged = mergeSettings();
    merged.growthRates.company = 0.5;
    merged.expenseCategories.push({ key: 'x', label: 'X', required: false, defaultAmount: 0 });
    expect(DEFAULT_COMPANY_SETTINGS.growthRates.company).toBe(0.15);
    expect(DEFAULT_COMPANY_SETTINGS.expenseCategories).toHaveLength(5);
  });

  it('accepts decimal strings, ignores junk and unknown keys, replaces arrays whole', () => {
    const merged = mergeSettings({
      financialMetrics: { discountRate: '0.1' as unknown as number, equityMultiple: 'abc' as unknown as number },
      riskProfiles: null as unknown as undefined,
      expenseCategories: [{ key: 'rent', label: 'Rent', required: true, defaultAmount: 100 }],
      extra: 1,
    } as Parameters<typeof mergeSettings>[0]);
    expect(merged.financialMetrics.discountRate).toBe(0.1);
    expect(merged.financialMetrics.equityMultiple).toBe(8);
    expect(merged.riskProfiles).toEqual(DEFAULT_COMPANY_SETTINGS.riskProfiles);
    expect(merged.expenseCategories).toEqual([{ key: 'rent', label: 'Rent', required: true, defaultAmount: 100 }]);
    expect(merged).not.toHaveProperty('extra');
  });
});
