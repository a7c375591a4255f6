// Two scenarios side by side (docs/discovery.md "Scenario comparison"): each module's key figures and
// the five-year summary, computed afresh from each scenario's stored inputs with the same settings.
import { comparePricing, type PricingComparison } from '../calc/pricing';
import type { FiveYearSummary } from '../calc/summary';
import type { CompanySettings } from '../calc/settings';
import { MODULE_TITLES, type ModuleKey } from './fields';
import { inputsFromJson } from './normalize';
import { deriveSnapshot, summaryFromSnapshot, type ClearViewSnapshot } from './snapshot';

type FigureFormat = 'currency' | 'number' | 'percent';

/** One figure of both scenarios; `difference` is the second minus the first. */
export interface ComparedFigure {
  id: string;
  label: string;
  format: FigureFormat;
  first: number;
  second: number;
  difference: number;
}

interface ComparedSection {
  id: ModuleKey | 'summary';
  title: string;
  figures: ComparedFigure[];
}

/** One scenario's figures, each computed once: the snapshot, its five-year summary, its pricing. */
type Side = { snapshot: ClearViewSnapshot; summary: FiveYearSummary; pricing: PricingComparison };

type FigureSpec = { id: string; label: string; format: FigureFormat; read: (side: Side) => number };

const MODULE_FIGURES: Record<ModuleKey, FigureSpec[]> = {
  productionDetails: [
    { id: 'monthly-volume', label: 'Monthly Volume', format: 'currency', read: ({ snapshot: s }) => s.productionDetails.monthlyVolume },
    { id: 'annual-volume', label: 'Annual Volume', format: 'currency', read: ({ snapshot: s }) => s.productionDetails.annualVolume },
    { id: 'avg-loan-size', label: 'Average Loan Size', format: 'currency', read: ({ snapshot: s }) => s.productionDetails.avgLoanSize },
    { id: 'units-per-month', label: 'Units per Month', format: 'number', read: ({ snapshot: s }) => s.productionDetails.unitsPerMonth },
    { id: 'closing-ratio', label: 'Closing Ratio', format: 'percent', read: ({ snapshot: s }) => s.productionDetails.closingRatio },
  ],
  personalBusiness: [
    { id: 'gross-income', label: 'Gross Income', format: 'currency', read: ({ snapshot: s }) => s.personalBusiness.grossIncome },
    {
      id: 'business-expenses',
      label: 'Business Expenses',
      format: 'currency',
      read: ({ snapshot: s }) => s.personalBusiness.businessExpenses,
    },
    { id: 'net-income', label: 'Net Income', format: 'currency', read: ({ snapshot: s }) => s.personalBusiness.netIncome },
  ],
  loanPricing: [
    { id: 'current-par', label: 'Current PAR', format: 'percent', read: ({ snapshot: s }) => s.loanPricing.currentCompanyPAR },
    { id: 'current-margin', label: 'Current Margin', format: 'percent', read: ({ snapshot: s }) => s.loanPricing.currentMargin },
    { id: 'loan-amount', label: 'Loan Amount', format: 'currency', read: ({ snapshot: s }) => s.loanPricing.loanAmount },
    {
      id: 'income-per-loan-gain',
      label: 'Extra Income per Loan at Clear',
      format: 'currency',
      read: ({ pricing }) => pricing.incomePerLoanDifference,
    },
  ],
  recruiting: [
    { id: 'recruiting-goal', label: 'Recruits per Year', format: 'number', read: ({ snapshot: s }) => s.recruiting.recruitingGoal },
    {
      id: 'avg-recruit-volume',
      label: 'Average Recruit Volume',
      format: 'currency',
      read: ({ snapshot: s }) => s.recruiting.avgRecruitVolume,
    },
    { id: 'retention-rate', label: 'Retention Rate', format: 'percent', read: ({ snapshot: s }) => s.recruiting.retentionRate },
    {
      id: 'year5-recruits',
      label: 'Active Recruits in Year 5',
      format: 'number',
      read: ({ snapshot: s }) => s.recruiting.projections.year5.activeRecruits,
    },
    {
      id: 'year5-recruiting-income',
      label: 'Recruiting Income in Year 5',
      format: 'currency',
      read: ({ snapshot: s }) => s.recruiting.projections.year5.income,
    },
  ],
  ownership: [
    { id: 'production-goal', label: 'Production Goal', format: 'currency', read: ({ snapshot: s }) => s.ownership.productionGoal },
    {
      id: 'ownership-percentage',
      label: 'Ownership Percentage',
      format: 'percent',
      read: ({ snapshot: s }) => s.ownership.ownershipData.ownershipPercentage,
    },
    {
      id: 'year5-distribution',
      label: 'Year 5 Distribution',
      format: 'currency',
      read: ({ snapshot: s }) => s.ownership.ownershipData.year5Distribution,
    },
    {
      id: 'five-year-distributions',
      label: 'Five-Year Distributions',
      format: 'currency',
      read: ({ snapshot: s }) => s.ownership.ownershipData.totalFiveYearDistributions,
    },
    { id: 'equity-value', label: 'Equity Value', format: 'currency', read: ({ snapshot: s }) => s.ownership.ownershipData.equityValue },
  ],
};

const SUMMARY_FIGURES: FigureSpec[] = [
  ...[1, 2, 3, 4, 5].map(
    (year): FigureSpec => ({
      id: `year${year}-total`,
      label: `Year ${year} Income`,
      format: 'currency',
      read: ({ summary }) => summary.years[year - 1].total,
    }),
  ),
  {
    id: 'five-year-total',
    label: '5-Year Total',
    format: 'currency',
    read: ({ summary }) => summary.fiveYearTotal,
  },
  {
    id: 'net-present-value',
    label: 'Net Present Value',
    format: 'currency',
    read: ({ summary }) => summary.netPresentValue,
  },
];

/** The sections of the comparison of two scenarios' stored data, in the calculator's order. */
export function compareScenarioData(first: unknown, second: unknown, settings: CompanySettings): ComparedSection[] {
  const side = (data: unknown): Side => {
    const snapshot = deriveSnapshot(inputsFromJson(data), settings);
    return { snapshot, summary: summaryFromSnapshot(snapshot, settings), pricing: comparePricing(snapshot.loanPricing, settings) };
  };
  const a = side(first);
  const b = side(second);
  const compare = (spec: FigureSpec): ComparedFigure => {
    const x = spec.read(a);
    const y = spec.read(b);
    return { id: spec.id, label: spec.label, format: spec.format, first: x, second: y, difference: y - x };
  };
  return [
    ...(Object.keys(MODULE_FIGURES) as ModuleKey[]).map((module) => ({
      id: module,
      title: MODULE_TITLES[module],
      figures: MODULE_FIGURES[module].map(compare),
    })),
    { id: 'summary' as const, title: 'Five-Year Summary', figures: SUMMARY_FIGURES.map(compare) },
  ];
}
