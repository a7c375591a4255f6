// Production and personal-business rules of docs/spec/doc1.md §9.

/** Annual volume = monthly volume × 12. */
export function annualVolume(monthlyVolume: number): number {
  return monthlyVolume * 12;
}

/** Units per month = monthly volume ÷ average loan size, rounded (docs/spec/doc1.md §9); 0 when loan size is 0 or less. */
export function unitsPerMonth(monthlyVolume: number, avgLoanSize: number): number {
  if (!(avgLoanSize > 0)) return 0;
  return Math.round(monthlyVolume / avgLoanSize);
}

/** The four cost lines subtracted from gross income. */
interface CostLines {
  staffingCosts: number;
  marketingCosts: number;
  officeCosts: number;
  businessExpenses: number;
}

/** Net income = gross income − (staffing + marketing + office + business expenses); may be negative. */
export function netIncome(grossIncome: number, costs: CostLines): number {
  return grossIncome - (costs.staffingCosts + costs.marketingCosts + costs.officeCosts + costs.businessExpenses);
}
