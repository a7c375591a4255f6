// Recruiting projection of docs/spec/doc1.md §9: five years of recruits, their volume and Clear's basis points.
import type { CompanySettings } from './settings';
import { DEFAULT_COMPANY_SETTINGS } from './settings';
import { percentToFraction } from './inputs';

/** Number of years every ClearView projection covers. */
export const PROJECTION_YEARS = 5;

/** One projected year. */
export interface RecruitingYear {
  year: number;
  activeRecruits: number;
  avgVolume: number;
  totalVolume: number;
  income: number;
}

/** Calculator inputs; retention is a PERCENT (85), as the recruit types it, not a fraction. */
interface RecruitingInputs {
  recruitingGoal: number;
  avgRecruitVolume: number;
  /** Percent 0..100; when omitted, settings.financialMetrics.defaultRetention (a fraction) applies. */
  retentionRate?: number;
}

// 5 × 0.85 style products can land a hair under a whole number in binary floating point;
// the nudge keeps "rounded down" from losing a recruit to representation error.
const FLOOR_TOLERANCE = 1e-9;

/** Active recruits this year = floor(previous active × retention) + new goal. */
export function nextActiveRecruits(previousActive: number, retentionFraction: number, goal: number): number {
  return Math.floor(previousActive * retentionFraction + FLOOR_TOLERANCE) + goal;
}

/**
 * Five-year projection: year 1 starts from 0 active; average volume grows yearly by the volume
 * growth rate; total volume = active × average; income = total volume × recruiting basis points.
 * Nothing is rounded except the active-recruit floor the document asks for.
 */
export function projectRecruiting(inputs: RecruitingInputs, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): RecruitingYear[] {
  const retention =
    inputs.retentionRate === undefined ? settings.financialMetrics.defaultRetention : percentToFraction(inputs.retentionRate);
  const years: RecruitingYear[] = [];
  let active = 0;
  let avgVolume = inputs.avgRecruitVolume;
  for (let year = 1; year <= PROJECTION_YEARS; year++) {
    if (year > 1) avgVolume *= 1 + settings.growthRates.volume;
    active = nextActiveRecruits(active, retention, inputs.recruitingGoal);
    const totalVolume = active * avgVolume;
    years.push({
      year,
      activeRecruits: active,
      avgVolume,
      totalVolume,
      income: totalVolume * settings.financialMetrics.recruitingBasisPoints,
    });
  }
  return years;
}
