// Completed ClearView data for the demo: inputs a real session would hold, with every computed
// field filled by the same rules the calculator uses (shared/collab deriveSnapshot).
import { deriveSnapshot, type ClearViewSnapshot } from '@shared/collab/snapshot.ts';
import type { ClearViewInputs } from '@shared/collab/fields.ts';

/** Jordan Avery's session: $2M a month at a $400k average loan. */
export const JORDAN_INPUTS: ClearViewInputs = {
  productionDetails: { monthlyVolume: 2_000_000, avgLoanSize: 400_000, closingRatio: 80, loanMixPurchase: 70 },
  personalBusiness: {
    currentCompPlan: '100 bps on funded volume, no ownership',
    grossIncome: 240_000,
    currentIncome: 240_000,
    businessExpenses: 12_000,
    staffingCosts: 36_000,
    marketingCosts: 18_000,
    officeCosts: 9_000,
  },
  loanPricing: { currentCompanyPAR: 3.5, currentMargin: 2.5, loanAmount: 400_000 },
  recruiting: { recruitingGoal: 2, avgRecruitVolume: 2_000_000, retentionRate: 85 },
  ownership: { productionGoal: 24_000_000, recruitingContribution: 10_000_000, companyGrowthRate: 15 },
};

/** A plausible variation for the n-th seeded recruit, so sessions do not all look alike. */
export function sampleInputs(n: number): ClearViewInputs {
  const monthly = 1_200_000 + ((n * 370_000) % 2_400_000);
  const avgLoan = 300_000 + ((n * 45_000) % 250_000);
  const gross = Math.round((monthly * 12 * 0.0095) / 1000) * 1000;
  return {
    productionDetails: { monthlyVolume: monthly, avgLoanSize: avgLoan, closingRatio: 65 + (n % 6) * 5, loanMixPurchase: 55 + (n % 5) * 8 },
    personalBusiness: {
      currentCompPlan: n % 2 ? '90 bps, capped at $4,000 per loan' : 'Salary plus 50 bps',
      grossIncome: gross,
      currentIncome: gross,
      businessExpenses: 8_000 + (n % 4) * 2_000,
      staffingCosts: n % 3 ? 30_000 : 0,
      marketingCosts: 10_000 + (n % 5) * 3_000,
      officeCosts: 6_000,
    },
    loanPricing: { currentCompanyPAR: 3.375 + (n % 3) * 0.125, currentMargin: 2.25 + (n % 4) * 0.125, loanAmount: avgLoan },
    recruiting: { recruitingGoal: 1 + (n % 3), avgRecruitVolume: 2_000_000, retentionRate: 85 },
    ownership: { productionGoal: monthly * 12, recruitingContribution: 10_000_000, companyGrowthRate: 15 },
  };
}

export const snapshotOf = (inputs: ClearViewInputs): ClearViewSnapshot => deriveSnapshot(inputs);
