// The recruiting goals projection of docs/spec/doc2.md §9 (docs/discovery.md, "Recruiting goals"):
// month by month personal income under one of three compensation structures, override income on the
// recruits' production, and the quarterly and year-end figures. Pure: the server answers it with the
// saved goals and the calculator shows it as the recruit types.

export const COMPENSATION_STRUCTURES = ['commission', 'salary_plus', 'draw_plus'] as const;
export type CompensationStructure = (typeof COMPENSATION_STRUCTURES)[number];
export const TIMEFRAME_MONTHS = [6, 12, 18, 24] as const;

export type RecruitingGoalsInput = {
  target_annual_recruits: number;
  avg_recruit_production: number;
  personal_production_goal: number;
  compensation_structure: CompensationStructure;
  /** Percent (0.75 = 0.75 %). */
  commission_rate: number;
  /** Yearly; counts only for salary_plus. */
  base_salary: number;
  /** Monthly; counts only for draw_plus. */
  draw_amount: number;
  /** Percents. */
  override_rates: { level_1: number; level_2: number; level_3: number };
  target_timeframe_months: number;
};

/** docs/spec/doc2.md §9 defaults. */
export const DEFAULT_RECRUITING_GOALS: RecruitingGoalsInput = {
  target_annual_recruits: 12,
  avg_recruit_production: 150_000,
  personal_production_goal: 1_000_000,
  compensation_structure: 'commission',
  commission_rate: 0.75,
  base_salary: 0,
  draw_amount: 0,
  override_rates: { level_1: 0.15, level_2: 0.1, level_3: 0.05 },
  target_timeframe_months: 12,
};

export type MonthProjection = {
  month: number;
  month_name: string;
  personal_income: number;
  override_income: number;
  total_income: number;
  cumulative_recruits: number;
};

export type ProjectionResult = {
  projected_annual_income: number;
  monthly_breakdown: MonthProjection[];
  year_end_projections: { total_recruits: number; total_production: number; total_income: number; average_monthly_income: number };
  growth_trajectory: Record<'quarter_1' | 'quarter_2' | 'quarter_3' | 'quarter_4', { recruits: number; income: number }>;
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The table shows at most a year (doc2 §9: "months in the table are cut to 12"). */
const TABLE_MONTHS = 12;
/** doc2 §9: override income uses half of the cumulative production. */
const OVERRIDE_PRODUCTION_SHARE = 0.5;

/** Personal income of one month: commission on a twelfth of the yearly production goal, per structure. */
export function personalMonthlyIncome(g: RecruitingGoalsInput): number {
  const commission = (g.personal_production_goal / 12) * (g.commission_rate / 100);
  if (g.compensation_structure === 'salary_plus') return g.base_salary / 12 + commission;
  if (g.compensation_structure === 'draw_plus') return Math.max(commission, g.draw_amount);
  return commission;
}

/**
 * Month m (1-based): recruits join evenly through the year (target ÷ 12 a month, so m × target ÷ 12 by
 * then); their cumulative production (recruits × average production) is spread over the timeframe, and
 * the level-1 override rate applies to half of it.
 */
function month(g: RecruitingGoalsInput, m: number): MonthProjection {
  const cumulative_recruits = (g.target_annual_recruits / 12) * m;
  const spreadProduction = (cumulative_recruits * g.avg_recruit_production) / g.target_timeframe_months;
  const override_income = spreadProduction * OVERRIDE_PRODUCTION_SHARE * (g.override_rates.level_1 / 100);
  const personal_income = personalMonthlyIncome(g);
  return {
    month: m,
    month_name: MONTH_NAMES[(m - 1) % 12],
    personal_income,
    override_income,
    total_income: personal_income + override_income,
    cumulative_recruits,
  };
}

/**
 * The recruits who have joined by a month: the projection spreads a year's target evenly, so month 1
 * of 6 a year holds half a recruit; people join whole, so the count is rounded down.
 */
export const recruitsJoined = (cumulative: number): number => Math.floor(cumulative + 1e-9);

/**
 * The quarters a timeframe reaches (a 6-month plan has two; the projection's others are empty), each
 * with the recruits as people count them (the quarter's average, whole, by the rule of recruitsJoined)
 * and its income.
 */
export function projectedQuarters(p: ProjectionResult, timeframeMonths: number): { quarter: number; recruits: number; income: number }[] {
  const quarters = [
    p.growth_trajectory.quarter_1,
    p.growth_trajectory.quarter_2,
    p.growth_trajectory.quarter_3,
    p.growth_trajectory.quarter_4,
  ];
  return quarters
    .map((q, i) => ({ quarter: i + 1, recruits: recruitsJoined(q.recruits), income: q.income }))
    .filter(({ quarter }) => (quarter - 1) * 3 < timeframeMonths);
}

/** The whole projection over the goals' timeframe (docs/discovery.md gives a worked example). */
export function projectRecruitingGoals(g: RecruitingGoalsInput): ProjectionResult {
  const months = Array.from({ length: g.target_timeframe_months }, (_, i) => month(g, i + 1));
  const total_income = months.reduce((sum, m) => sum + m.total_income, 0);
  const last = months.at(-1);
  const total_recruits = last?.cumulative_recruits ?? 0;
  const recruitProduction = months.reduce((sum, m) => sum + (m.cumulative_recruits * g.avg_recruit_production) / 12, 0);
  const total_production = (g.personal_production_goal / 12) * months.length + recruitProduction;
  const average_monthly_income = g.target_timeframe_months > 0 ? total_income / g.target_timeframe_months : 0;
  const table = months.slice(0, TABLE_MONTHS);
  const quarter = (q: number) => {
    const of = table.slice((q - 1) * 3, q * 3);
    return {
      recruits: of.length ? of.reduce((s, m) => s + m.cumulative_recruits, 0) / 3 : 0,
      income: of.reduce((s, m) => s + m.total_income, 0),
    };
  };
  return {
    projected_annual_income: average_monthly_income * 12,
    monthly_breakdown: table,
    year_end_projections: { total_recruits, total_production, total_income, average_monthly_income },
    growth_trajectory: { quarter_1: quarter(1), quarter_2: quarter(2), quarter_3: quarter(3), quarter_4: quarter(4) },
  };
}
