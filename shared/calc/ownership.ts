// Ownership projection of docs/spec/doc1.md §9: a share of company volume earns a share of the distribution pool.
import type { CompanySettings } from './settings';
import { DEFAULT_COMPANY_SETTINGS } from './settings';
import { percentToFraction } from './inputs';
import { PROJECTION_YEARS } from './recruiting';

/** Calculator inputs; companyGrowthRate is a PERCENT (15) and overrides settings when given. */
interface OwnershipInputs {
  productionGoal: number;
  recruitingContribution: number;
  companyGrowthRate?: number;
}

/** Result of the ownership projection. */
interface OwnershipProjection {
  /** Percent rounded to 3 decimals, as docs/spec/doc1.md §9 says it is shown (6.8 = 6.800 %). */
  ownershipPercentage: number;
  /** Unrounded fraction used for the money figures, so display rounding never leaks into them. */
  ownershipShare: number;
  /** Distributions for years 1..5 (index 0 = year 1). */
  distributions: number[];
  year1Distribution: number;
  year5Distribution: number;
  equityValue: number;
  totalFiveYearDistributions: number;
}

/** Rounds to a number of decimals (used only where the document says "shown to N decimals"). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

/** Ownership share (fraction) = (production goal + recruiting contribution) ÷ company total volume; 0 when that is 0. */
function ownershipShare(inputs: OwnershipInputs, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): number {
  const total = settings.financialMetrics.companyTotalVolume;
  if (!(total > 0)) return 0;
  return (inputs.productionGoal + inputs.recruitingContribution) / total;
}

/**
 * Year 1 distribution = share × base pool, growing yearly by the company growth rate to year 5;
 * equity value = year 5 distribution × equity multiple.
 */
export function projectOwnership(inputs: OwnershipInputs, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): OwnershipProjection {
  const growth = inputs.companyGrowthRate === undefined ? settings.growthRates.company : percentToFraction(inputs.companyGrowthRate);
  return projectShare(ownershipShare(inputs, settings), growth, settings);
}

/**
 * The production goal that brings an ownership percentage (2.5 = 2.5 %) by the rule above, in whole
 * dollars: the discovery tools' ownership calculator (docs/discovery.md) takes the percentage as
 * another way to set the goal, so the share is never a second figure beside the one the goal gives.
 * A percentage below what the recruiting contribution alone brings gives 0; with no company volume
 * the goal stays as it is.
 */
export function productionGoalForPercentage(
  percent: number,
  inputs: OwnershipInputs,
  settings: CompanySettings = DEFAULT_COMPANY_SETTINGS,
): number {
  const total = settings.financialMetrics.companyTotalVolume;
  if (!(total > 0)) return inputs.productionGoal;
  return Math.max(0, Math.round((percent / 100) * total - inputs.recruitingContribution));
}

function projectShare(share: number, growth: number, settings: CompanySettings): OwnershipProjection {
  const year1 = share * settings.financialMetrics.baseDistributionPool;
  const distributions = Array.from({ length: PROJECTION_YEARS }, (_, i) => year1 * (1 + growth) ** i);
  const year5 = distributions[PROJECTION_YEARS - 1] ?? 0;
  return {
    ownershipPercentage: roundTo(share * 100, 3),
    ownershipShare: share,
    distributions,
    year1Distribution: year1,
    year5Distribution: year5,
    equityValue: year5 * settings.financialMetrics.equityMultiple,
    totalFiveYearDistributions: distributions.reduce((sum, d) => sum + d, 0),
  };
}
