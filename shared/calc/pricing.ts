// Loan pricing rules of docs/spec/doc1.md §9: current company versus Clear.
import type { CompanySettings } from './settings';
import { DEFAULT_COMPANY_SETTINGS } from './settings';

/** Income per loan = loan amount × margin percent ÷ 100 (margin 2.75 means 2.75 %). */
export function incomePerLoan(loanAmount: number, marginPercent: number): number {
  return (loanAmount * marginPercent) / 100;
}

/** Rate to customer = PAR + margin, both in percent points. */
export function rateToCustomer(par: number, margin: number): number {
  return par + margin;
}

/** One side of the comparison. */
interface PricingSide {
  par: number;
  margin: number;
  rateToCustomer: number;
  incomePerLoan: number;
}

/** Current company next to Clear, with Clear's differences (positive = Clear is higher). */
export interface PricingComparison {
  current: PricingSide;
  clear: PricingSide;
  rateDifference: number;
  incomePerLoanDifference: number;
}

/** The recruit's current pricing inputs; Clear's PAR and margin come from settings. */
interface PricingInputs {
  currentCompanyPAR: number;
  currentMargin: number;
  loanAmount: number;
}

function side(par: number, margin: number, loanAmount: number): PricingSide {
  return { par, margin, rateToCustomer: rateToCustomer(par, margin), incomePerLoan: incomePerLoan(loanAmount, margin) };
}

/** Compares the recruit's current company with Clear's PAR and margin from settings. */
export function comparePricing(inputs: PricingInputs, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): PricingComparison {
  const current = side(inputs.currentCompanyPAR, inputs.currentMargin, inputs.loanAmount);
  const clear = side(settings.parRates.clearPAR, settings.parRates.clearMargin, inputs.loanAmount);
  return {
    current,
    clear,
    rateDifference: clear.rateToCustomer - current.rateToCustomer,
    incomePerLoanDifference: clear.incomePerLoan - current.incomePerLoan,
  };
}
