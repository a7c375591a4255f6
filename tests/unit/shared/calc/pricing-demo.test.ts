// The Live Pricing Tool demo (docs/spec/doc2.md §9), worked by hand.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SCENARIO, MARKET_RATES, monthlyPayment, pricingOptions } from '@shared/calc/pricing-demo';

describe('monthlyPayment (standard amortisation over 360 months)', () => {
  it.each([
    [7.125, 2694.87],
    [6.875, 2627.72],
    [7.25, 2728.71],
  ])('400,000 at %f % is %f a month', (rate, payment) => {
    expect(monthlyPayment(400_000, rate)).toBeCloseTo(payment, 2);
  });
  it('a 0 % loan is the principal in equal parts; no principal, no payment', () => {
    expect(monthlyPayment(360_000, 0)).toBe(1000);
    expect(monthlyPayment(0, 7)).toBe(0);
  });
});

describe('pricingOptions', () => {
  it('par, buy-down and premium for the default conventional loan', () => {
    const [par, buyDown, premium] = pricingOptions(DEFAULT_PRICING_SCENARIO);
    expect(par).toMatchObject({ key: 'par', rate: 7.125, points: 0, points_cost: 0 });
    expect(buyDown).toMatchObject({ key: 'buy_down', rate: 6.875, points: 1.5, points_cost: 6000 });
    expect(premium).toMatchObject({ key: 'premium', rate: 7.25, points: -0.75, points_cost: -3000 });
    expect(buyDown.monthly_payment).toBeCloseTo(2627.72, 2);
    expect(premium.monthly_payment).toBeCloseTo(2728.71, 2);
  });
  it('uses the chosen loan type’s market rate', () => {
    expect(pricingOptions({ ...DEFAULT_PRICING_SCENARIO, loan_type: 'va_30' })[0].rate).toBe(7);
  });
  it('has the four rate tiles of doc2 §9', () => {
    expect(MARKET_RATES.map((r) => [r.rate_type, r.rate, r.par_rate])).toEqual([
      ['conventional_30', 7.125, 7],
      ['fha_30', 7.25, 7.125],
      ['va_30', 7, 6.875],
      ['jumbo_30', 7.375, 7.25],
    ]);
  });
});
