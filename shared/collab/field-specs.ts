// Label and display format of every input of the shared doc: the calculator's fields (labels are
// what getByLabel finds) and the server's ClearView PDF name the inputs the same way.
import { formatMoney, formatNumber } from '../format/numbers';
import type { InputField, ModuleKey } from './fields';

/** How a value is shown when its input is not focused. */
export type DisplayFormat = 'currency' | 'percent' | 'number' | 'text';

interface FieldSpec {
  label: string;
  format: DisplayFormat;
  hint?: string;
}

type Specs = { [M in ModuleKey]: { [F in InputField<M>]: FieldSpec } };

const FIELD_SPECS: Specs = {
  productionDetails: {
    monthlyVolume: { label: 'Monthly Volume', format: 'currency', hint: 'Average funded volume per month' },
    avgLoanSize: { label: 'Average Loan Size', format: 'currency' },
    closingRatio: { label: 'Closing Ratio (%)', format: 'percent', hint: 'Up to 100' },
    loanMixPurchase: { label: 'Purchase Share (%)', format: 'percent', hint: 'Refinance is the rest' },
  },
  personalBusiness: {
    currentCompPlan: { label: 'Current Comp Plan', format: 'text', hint: 'e.g. 100 bps on funded volume' },
    grossIncome: { label: 'Gross Income', format: 'currency' },
    currentIncome: { label: 'Current Income', format: 'currency' },
    businessExpenses: { label: 'Business Expenses', format: 'currency' },
    staffingCosts: { label: 'Staffing Costs', format: 'currency' },
    marketingCosts: { label: 'Marketing Costs', format: 'currency' },
    officeCosts: { label: 'Office Costs', format: 'currency' },
  },
  loanPricing: {
    currentCompanyPAR: { label: 'Current Company PAR (%)', format: 'percent' },
    currentMargin: { label: 'Current Margin (%)', format: 'percent' },
    loanAmount: { label: 'Loan Amount', format: 'currency' },
  },
  recruiting: {
    recruitingGoal: { label: 'Recruiting Goal (per year)', format: 'number', hint: 'Whole recruits, 0 or more' },
    avgRecruitVolume: { label: 'Average Recruit Volume', format: 'currency', hint: 'Annual production per recruit' },
    retentionRate: { label: 'Retention Rate (%)', format: 'percent' },
  },
  ownership: {
    productionGoal: { label: 'Production Goal', format: 'currency', hint: 'Your annual production' },
    recruitingContribution: { label: 'Recruiting Contribution', format: 'currency', hint: 'Annual volume of your recruits' },
    companyGrowthRate: { label: 'Company Growth Rate (%)', format: 'percent' },
  },
};

export function fieldSpec<M extends ModuleKey>(module: M, field: InputField<M>): FieldSpec {
  return (FIELD_SPECS[module] as Record<string, FieldSpec>)[field] as FieldSpec;
}

/** A figure as shown when not being edited: "$2,000,000", "2.125%" (up to 3 decimals), "12", or the text itself. */
export function formatFigure(value: number | string, format: DisplayFormat): string {
  if (format === 'text') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (format === 'currency') return formatMoney(n);
  if (format === 'percent') return `${formatNumber(n, 3)}%`;
  return formatNumber(n, 2);
}
