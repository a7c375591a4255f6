// Starting values of the ClearView calculator inputs (docs/spec/doc1.md §9 "Calculator defaults").

/** Calculator defaults; retention and company growth are percents as the recruit types them. */
export const CALCULATOR_DEFAULTS = {
  sampleLoanAmount: 400000,
  recruitingGoal: 2,
  avgRecruitVolume: 2000000,
  retentionRate: 85,
  productionGoal: 24000000,
  recruitingContribution: 10000000,
  companyGrowthRate: 15,
} as const;
