// Plain-JSON ClearView module data (docs/spec/doc1.md §3): the stored inputs plus every computed field.
import {
  DEFAULT_COMPANY_SETTINGS,
  annualVolume,
  fiveYearSummary,
  loanMix,
  netIncome,
  projectOwnership,
  projectRecruiting,
  unitsPerMonth,
  type CompanySettings,
  type FiveYearSummary,
  type RecruitingYear,
} from '../calc';
import type { ClearViewInputs } from './fields';

/** year1..year5 keys of per-year records. */
export type YearKey = 'year1' | 'year2' | 'year3' | 'year4' | 'year5';

/** A value per projection year. */
type PerYear<T> = Record<YearKey, T>;

/** docs/spec/doc1.md §3 productionDetails; annualVolume, unitsPerMonth and loanMix.refi are computed. */
export interface ProductionDetails {
  monthlyVolume: number;
  annualVolume: number;
  avgLoanSize: number;
  unitsPerMonth: number;
  closingRatio: number;
  loanMix: { purchase: number; refi: number };
}

/** docs/spec/doc1.md §3 personalBusiness; netIncome is computed. */
export interface PersonalBusiness {
  currentCompPlan: string;
  grossIncome: number;
  currentIncome: number;
  businessExpenses: number;
  staffingCosts: number;
  marketingCosts: number;
  officeCosts: number;
  netIncome: number;
}

/** docs/spec/doc1.md §3 loanPricing; clearPAR and clearMargin come from company settings. */
export interface LoanPricing {
  currentCompanyPAR: number;
  clearPAR: number;
  currentMargin: number;
  clearMargin: number;
  loanAmount: number;
}

/** docs/spec/doc1.md §3 recruiting; retentionRate is a percent; projections are computed. */
export interface Recruiting {
  recruitingGoal: number;
  avgRecruitVolume: number;
  retentionRate: number;
  projections: PerYear<RecruitingYear>;
}

/** docs/spec/doc1.md §3 ownershipData. */
interface OwnershipData {
  ownershipPercentage: number;
  year1Distribution: number;
  year5Distribution: number;
  equityValue: number;
  totalFiveYearDistributions: number;
}

/** docs/spec/doc1.md §3 ownership; companyGrowthRate is a percent; ownershipData and distributions are computed. */
export interface Ownership {
  productionGoal: number;
  recruitingContribution: number;
  companyGrowthRate: number;
  ownershipData: OwnershipData;
  distributions: PerYear<number>;
}

/** The ClearView module data the save/complete endpoints carry. */
export interface ClearViewSnapshot {
  productionDetails: ProductionDetails;
  personalBusiness: PersonalBusiness;
  loanPricing: LoanPricing;
  recruiting: Recruiting;
  ownership: Ownership;
}

/** Turns a five-item list (index 0 = year 1) into a year1..year5 record. */
function toPerYear<T>(values: readonly T[]): PerYear<T> {
  const [year1, year2, year3, year4, year5] = values as [T, T, T, T, T];
  return { year1, year2, year3, year4, year5 };
}

/** Fills every computed field from the inputs with shared/calc. */
export function deriveSnapshot(inputs: ClearViewInputs, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): ClearViewSnapshot {
  const { loanMixPurchase, ...production } = inputs.productionDetails;
  const business = inputs.personalBusiness;
  const recruiting = inputs.recruiting;
  const ownership = inputs.ownership;
  const owned = projectOwnership(ownership, settings);
  return {
    productionDetails: {
      ...production,
      annualVolume: annualVolume(production.monthlyVolume),
      unitsPerMonth: unitsPerMonth(production.monthlyVolume, production.avgLoanSize),
      loanMix: loanMix(loanMixPurchase),
    },
    personalBusiness: { ...business, netIncome: netIncome(business.grossIncome, business) },
    loanPricing: {
      ...inputs.loanPricing,
      clearPAR: settings.parRates.clearPAR,
      clearMargin: settings.parRates.clearMargin,
    },
    recruiting: { ...recruiting, projections: toPerYear(projectRecruiting(recruiting, settings)) },
    ownership: {
      ...ownership,
      ownershipData: {
        ownershipPercentage: owned.ownershipPercentage,
        year1Distribution: owned.year1Distribution,
        year5Distribution: owned.year5Distribution,
        equityValue: owned.equityValue,
        totalFiveYearDistributions: owned.totalFiveYearDistributions,
      },
      distributions: toPerYear(owned.distributions),
    },
  };
}

/** The Live Data figures of the presenter panel. */
interface LiveData {
  annualVolume: number;
  avgLoanSize: number;
  unitsPerMonth: number;
  netIncome: number;
}

/** Live Data panel figures (annual volume, average loan size, units per month, net income). */
export function liveData(snapshot: ClearViewSnapshot): LiveData {
  const { annualVolume, avgLoanSize, unitsPerMonth } = snapshot.productionDetails;
  return { annualVolume, avgLoanSize, unitsPerMonth, netIncome: snapshot.personalBusiness.netIncome };
}

/** Fraction 0..1 of the Live Data figures that are filled (non-zero); 0 means "Waiting for recruit to enter data...". */
export function calculatorProgress(snapshot: ClearViewSnapshot): number {
  const values = Object.values(liveData(snapshot));
  return values.filter((v) => Number.isFinite(v) && v !== 0).length / values.length;
}

/** The session summary card built from a snapshot (docs/spec/doc1.md §9 "Summary"). */
export function summaryFromSnapshot(snapshot: ClearViewSnapshot, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): FiveYearSummary {
  const { projections } = snapshot.recruiting;
  const { distributions, ownershipData } = snapshot.ownership;
  const years: YearKey[] = ['year1', 'year2', 'year3', 'year4', 'year5'];
  return fiveYearSummary(
    {
      netIncome: snapshot.personalBusiness.netIncome,
      recruitingIncome: years.map((y) => projections[y]?.income ?? 0),
      distributions: years.map((y) => distributions[y]),
      year1Distribution: ownershipData.year1Distribution,
    },
    settings,
  );
}
