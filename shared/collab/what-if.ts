// The What-If Loan Calculator's figures (docs/clearview.md): income at the current company and at
// Clear for a loan size and a pace. The live calculator and the server's ClearView PDF both use it.
import { comparePricing } from '../calc/pricing';
import type { CompanySettings } from '../calc/settings';
import type { ClearViewSnapshot } from './snapshot';

/** The what-if figures the participants typed; a missing one follows the plan's own figure. */
export interface WhatIfValues {
  loanAmount?: number;
  loansPerMonth?: number;
}

type WhatIfSide = { rate: number; perLoan: number; monthly: number; annual: number };

export interface WhatIfResult {
  loanAmount: number;
  loansPerMonth: number;
  current: WhatIfSide;
  clear: WhatIfSide;
  annualDifference: number;
}

/**
 * Until someone types, the calculator starts from the session's own figures: the sample loan
 * amount and the recruit's units per month.
 */
export function computeWhatIf(stored: WhatIfValues, snapshot: ClearViewSnapshot, settings: CompanySettings): WhatIfResult {
  const loanAmount = stored.loanAmount ?? snapshot.loanPricing.loanAmount;
  const loansPerMonth = stored.loansPerMonth ?? snapshot.productionDetails.unitsPerMonth;
  const pricing = comparePricing(
    { currentCompanyPAR: snapshot.loanPricing.currentCompanyPAR, currentMargin: snapshot.loanPricing.currentMargin, loanAmount },
    settings,
  );
  const side = (s: typeof pricing.current): WhatIfSide => ({
    rate: s.rateToCustomer,
    perLoan: s.incomePerLoan,
    monthly: s.incomePerLoan * loansPerMonth,
    annual: s.incomePerLoan * loansPerMonth * 12,
  });
  const current = side(pricing.current);
  const clear = side(pricing.clear);
  return { loanAmount, loansPerMonth, current, clear, annualDifference: clear.annual - current.annual };
}
