// The what-if loan calculator's shared state: a top-level Y.Map 'whatIf' beside the modules.
// It is exploration, not plan data: kept in the live doc (both sides see it, it persists with the
// room) but never part of the saved module data.
import type * as Y from 'yjs';
import { parseNumeric, comparePricing, type CompanySettings } from '@shared/calc';
import { WHAT_IF_MAP, type ClearViewSnapshot, type WhatIfField } from '@shared/collab';

export function whatIfMap(doc: Y.Doc): Y.Map<number> {
  return doc.getMap<number>(WHAT_IF_MAP);
}

/** Writes a typed value (non-numeric → 0; loans per month a whole number ≥ 0). */
export function setWhatIf(doc: Y.Doc, field: WhatIfField, raw: string, origin: unknown): void {
  const n = parseNumeric(raw);
  const value = field === 'loansPerMonth' ? Math.max(0, Math.trunc(n)) : Math.max(0, n);
  const map = whatIfMap(doc);
  if (map.get(field) !== value) doc.transact(() => map.set(field, value), origin);
}

interface WhatIfResult {
  loanAmount: number;
  loansPerMonth: number;
  current: { rate: number; perLoan: number; monthly: number; annual: number };
  clear: { rate: number; perLoan: number; monthly: number; annual: number };
  annualDifference: number;
}

/**
 * Until someone types, the calculator starts from the session's own figures: the sample loan
 * amount and the recruit's units per month.
 */
/** The what-if figures the participants typed; a missing one follows the plan's own figure. */
export interface WhatIfValues {
  loanAmount?: number;
  loansPerMonth?: number;
}

export function computeWhatIf(stored: WhatIfValues, snapshot: ClearViewSnapshot, settings: CompanySettings): WhatIfResult {
  const loanAmount = stored.loanAmount ?? snapshot.loanPricing.loanAmount;
  const loansPerMonth = stored.loansPerMonth ?? snapshot.productionDetails.unitsPerMonth;
  const pricing = comparePricing(
    { currentCompanyPAR: snapshot.loanPricing.currentCompanyPAR, currentMargin: snapshot.loanPricing.currentMargin, loanAmount },
    settings,
  );
  const side = (s: typeof pricing.current) => ({
    rate: s.rateToCustomer,
    perLoan: s.incomePerLoan,
    monthly: s.incomePerLoan * loansPerMonth,
    annual: s.incomePerLoan * loansPerMonth * 12,
  });
  const current = side(pricing.current);
  const clear = side(pricing.clear);
  return { loanAmount, loansPerMonth, current, clear, annualDifference: clear.annual - current.annual };
}
