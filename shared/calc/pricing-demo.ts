// The Live Pricing Tool demo of docs/spec/doc2.md §9 (docs/discovery.md, "Live pricing demo"): market
// rate tiles and three pricing options for a loan, each with its points and 360-month payment. No
// server call: the figures are this module's constants.

const LOAN_TYPES = ['conventional_30', 'fha_30', 'va_30', 'jumbo_30'] as const;
type LoanType = (typeof LOAN_TYPES)[number];

/** Loan type rate rows (doc2 §3): the market rate and the par rate, in percent. */
export const MARKET_RATES: { rate_type: LoanType; label: string; rate: number; par_rate: number }[] = [
  { rate_type: 'conventional_30', label: '30-Year Conventional', rate: 7.125, par_rate: 7 },
  { rate_type: 'fha_30', label: '30-Year FHA', rate: 7.25, par_rate: 7.125 },
  { rate_type: 'va_30', label: '30-Year VA', rate: 7, par_rate: 6.875 },
  { rate_type: 'jumbo_30', label: '30-Year Jumbo', rate: 7.375, par_rate: 7.25 },
];

type PricingScenario = { loan_amount: number; loan_type: LoanType; credit_score: number; ltv: number };
export const DEFAULT_PRICING_SCENARIO: PricingScenario = { loan_amount: 400_000, loan_type: 'conventional_30', credit_score: 740, ltv: 80 };

const TERM_MONTHS = 360;

/** Standard amortisation: the monthly principal and interest of `principal` at `ratePercent` a year. */
export function monthlyPayment(principal: number, ratePercent: number, months = TERM_MONTHS): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

type PricingOption = {
  key: 'par' | 'buy_down' | 'premium';
  label: string;
  rate: number;
  /** Percent of the loan: positive the borrower pays, negative a credit to the borrower. */
  points: number;
  points_cost: number;
  monthly_payment: number;
};

/** Par (the market rate, no points), buy-down (0.25 lower for 1.5 points), premium (0.125 higher for a 0.75-point credit). */
export function pricingOptions(s: PricingScenario): PricingOption[] {
  const market = MARKET_RATES.find((r) => r.rate_type === s.loan_type) ?? MARKET_RATES[0];
  const option = (key: PricingOption['key'], label: string, rate: number, points: number): PricingOption => ({
    key,
    label,
    rate,
    points,
    points_cost: (s.loan_amount * points) / 100,
    monthly_payment: monthlyPayment(s.loan_amount, rate),
  });
  return [
    option('par', 'Par Pricing', market.rate, 0),
    option('buy_down', 'Rate Buy-Down', market.rate - 0.25, 1.5),
    option('premium', 'Premium Pricing', market.rate + 0.125, -0.75),
  ];
}
