// GET /recruiting-goals/?scenario=, POST /recruiting-goals/, PATCH /recruiting-goals/{id}/ (docs/discovery.md).
import { z } from 'zod';
import { COMPENSATION_STRUCTURES, type ProjectionResult, type RecruitingGoalsInput, TIMEFRAME_MONTHS } from '../calc/recruiting-goals.ts';
import { positiveId, timestamp, wholeList } from './common.ts';

// docs/spec/doc2.md §5: goals, salary and draw are whole numbers; rates decimals to 0.01.
const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(max, `${label} is too large`);
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .transform((v) => Math.round(v * 100) / 100);

const fields = {
  target_annual_recruits: whole('Target annual recruits', 1000),
  avg_recruit_production: whole('Average recruit production', 1_000_000_000),
  personal_production_goal: whole('Personal production goal', 10_000_000_000),
  compensation_structure: z.enum(COMPENSATION_STRUCTURES, {
    error: `Compensation structure must be one of ${COMPENSATION_STRUCTURES.join(', ')}`,
  }),
  commission_rate: percent('Commission rate'),
  base_salary: whole('Base salary', 10_000_000),
  draw_amount: whole('Draw amount', 1_000_000),
  override_rates: z
    .object({ level_1: percent('Level 1 override'), level_2: percent('Level 2 override'), level_3: percent('Level 3 override') })
    .strict(),
  target_timeframe_months: z
    .number({ error: 'Timeframe must be a number' })
    .refine((v) => (TIMEFRAME_MONTHS as readonly number[]).includes(v), `Timeframe must be one of ${TIMEFRAME_MONTHS.join(', ')} months`),
  monthly_targets: z.array(z.number().min(0).max(1e10)).max(24, 'At most 24 monthly targets'),
};

const scenarioId = positiveId('scenario must be a scenario id');

/** POST: a scenario and any of the fields; the rest take the defaults of docs/spec/doc2.md §9. */
export const RecruitingGoalsCreateBody = z
  .object({ scenario: scenarioId, ...fields })
  .partial({
    target_annual_recruits: true,
    avg_recruit_production: true,
    personal_production_goal: true,
    compensation_structure: true,
    commission_rate: true,
    base_salary: true,
    draw_amount: true,
    override_rates: true,
    target_timeframe_months: true,
    monthly_targets: true,
  })
  .strict();
export type RecruitingGoalsCreateBody = z.infer<typeof RecruitingGoalsCreateBody>;

export const RecruitingGoalsPatch = z
  .object({ ...fields, override_rates: fields.override_rates.partial() })
  .partial()
  .strict();
export type RecruitingGoalsPatch = z.infer<typeof RecruitingGoalsPatch>;

export const RecruitingGoalsQuery = z.object({ scenario: scenarioId });

const incomeAndRecruits = z.object({ recruits: z.number(), income: z.number() });
/** shared/calc/recruiting-goals.ts's projection, as the goals' answers carry it. */
const Projection = z.object({
  projected_annual_income: z.number(),
  monthly_breakdown: z.array(
    z.object({
      month: z.number(),
      month_name: z.string(),
      personal_income: z.number(),
      override_income: z.number(),
      total_income: z.number(),
      cumulative_recruits: z.number(),
    }),
  ),
  year_end_projections: z.object({
    total_recruits: z.number(),
    total_production: z.number(),
    total_income: z.number(),
    average_monthly_income: z.number(),
  }),
  growth_trajectory: z.object({
    quarter_1: incomeAndRecruits,
    quarter_2: incomeAndRecruits,
    quarter_3: incomeAndRecruits,
    quarter_4: incomeAndRecruits,
  }),
}) satisfies z.ZodType<ProjectionResult>;

/** One scenario's goals with their projection. */
export const RecruitingGoals = z.object({
  id: z.number(),
  scenario: z.number(),
  target_annual_recruits: z.number(),
  avg_recruit_production: z.number(),
  personal_production_goal: z.number(),
  compensation_structure: z.enum(COMPENSATION_STRUCTURES),
  commission_rate: z.number(),
  base_salary: z.number(),
  draw_amount: z.number(),
  override_rates: z.object({ level_1: z.number(), level_2: z.number(), level_3: z.number() }),
  target_timeframe_months: z.number(),
  monthly_targets: z.array(z.number()),
  /** The projection of these goals (shared/calc/recruiting-goals.ts). */
  projection: Projection,
  updated_at: timestamp,
}) satisfies z.ZodType<RecruitingGoalsInput>;
export type RecruitingGoals = z.infer<typeof RecruitingGoals>;
/** GET /recruiting-goals/?scenario=: the scenario's goals, a list of none or one. */
export const RecruitingGoalsList = wholeList(RecruitingGoals);
export type RecruitingGoalsList = z.infer<typeof RecruitingGoalsList>;
