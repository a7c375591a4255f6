// Session summary of docs/spec/doc1.md §9: five years of income from production, recruiting and ownership.
import type { CompanySettings } from './settings';
import { DEFAULT_COMPANY_SETTINGS } from './settings';
import { PROJECTION_YEARS } from './recruiting';

/** Half-width of the band around the year 5 figure (±10 %). */
const SUMMARY_RANGE_SPREAD = 0.1;
/** The confidence docs/spec/doc1.md §9 attaches to that band. */
const SUMMARY_RANGE_LABEL = '80% confidence';

/** What the summary is built from; per-year arrays use index 0 for year 1. */
interface SummaryInputs {
  /** Personal net income today (year 1). */
  netIncome: number;
  /** Recruiting projection income per year; missing years count as 0. */
  recruitingIncome?: readonly number[];
  /** Ownership distribution per year; a missing year falls back to year 1 grown by the company growth rate. */
  distributions?: readonly (number | undefined)[];
  /** Year 1 distribution, used for the fallback. */
  year1Distribution?: number;
}

/** One year of the summary. */
export interface SummaryYear {
  year: number;
  personal: number;
  recruiting: number;
  ownership: number;
  total: number;
}

/** The five-year summary card. */
export interface FiveYearSummary {
  years: SummaryYear[];
  fiveYearTotal: number;
  netPresentValue: number;
  year5Range: { low: number; high: number; confidence: number; label: string };
}

/** Net present value = Σ income of year y ÷ (1 + rate)^y, y from 1 (end-of-year cash flows). */
export function netPresentValue(incomeByYear: readonly number[], discountRate: number): number {
  return incomeByYear.reduce((sum, income, i) => sum + income / (1 + discountRate) ** (i + 1), 0);
}

/**
 * Builds the five-year income summary, its total, NPV at the settings' discount rate and the year-5
 * range. docs/spec/doc1.md §9's "15 percent a year" are the defaults of the company settings it names
 * (overridable): personal net income grows by `growthRates.production`, the fallback for a missing
 * per-year distribution by `growthRates.company` (the rate distributions grow by).
 */
export function fiveYearSummary(inputs: SummaryInputs, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): FiveYearSummary {
  const personalGrowth = 1 + settings.growthRates.production;
  const distributionGrowth = 1 + settings.growthRates.company;
  const years: SummaryYear[] = [];
  for (let i = 0; i < PROJECTION_YEARS; i++) {
    const personal = inputs.netIncome * personalGrowth ** i;
    const recruiting = inputs.recruitingIncome?.[i] ?? 0;
    const ownership = inputs.distributions?.[i] ?? (inputs.year1Distribution ?? 0) * distributionGrowth ** i;
    years.push({ year: i + 1, personal, recruiting, ownership, total: personal + recruiting + ownership });
  }
  const totals = years.map((y) => y.total);
  const year5 = totals[PROJECTION_YEARS - 1] ?? 0;
  return {
    years,
    fiveYearTotal: totals.reduce((sum, t) => sum + t, 0),
    netPresentValue: netPresentValue(totals, settings.financialMetrics.discountRate),
    year5Range: {
      low: year5 * (1 - SUMMARY_RANGE_SPREAD),
      high: year5 * (1 + SUMMARY_RANGE_SPREAD),
      confidence: 0.8,
      label: SUMMARY_RANGE_LABEL,
    },
  };
}
