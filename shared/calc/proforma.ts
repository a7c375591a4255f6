// The proforma projection (docs/proforma.md, "Formulas"): month by month over the model's duration,
// revenue from volume and margin with a production ramp and a recruited team, recurring and
// one-time costs, profit, and the summary and chart series the screens, the PDF and the comparison
// all read. The server and the live room use this one function, so every view shows the same numbers.
import { INPUT_FIELDS, type InputFieldName, REQUIRED_INPUTS } from '../domain/proforma.ts';
import { parseNumeric } from './inputs.ts';

/** The assumptions behind the formulas (GET /proforma/assumptions/ lists them with these values). */
export const PROFORMA_ASSUMPTIONS = {
  /** Share of full personal production closed in months 1, 2, 3 (a moved pipeline takes time); 100% from month 4. */
  production_ramp: [0.25, 0.5, 0.75],
  /** Cost of one support staff member per month (salary and benefits). */
  support_staff_monthly_cost: 4500,
  /** A recruited loan officer closes this share of the recruit's own monthly units. */
  team_member_units_share: 0.5,
  /** Share of a recruited loan officer's margin that stays with the recruit (the rest pays that officer). */
  team_member_revenue_share: 0.5,
} as const;

type Assumptions = {
  production_ramp: readonly number[];
  support_staff_monthly_cost: number;
  team_member_units_share: number;
  team_member_revenue_share: number;
};

/** Input values by field name; a missing field counts as 0 (the three required ones must be there). */
export type ProformaValues = Partial<Record<InputFieldName, number>>;

export type MonthlyProjection = {
  month: number;
  revenue: number;
  expenses: number;
  profit: number;
  cumulative_profit: number;
  /** Recruited loan officers producing this month. */
  team_size: number;
  /** Personal and team volume closed this month. */
  volume: number;
};

export type YearlySummary = {
  total_revenue: number;
  total_expenses: number;
  net_profit: number;
  avg_monthly_profit: number;
  /** First month whose cumulative profit is zero or more; null when the model never gets there. */
  break_even_month: number | null;
};

export type ProformaCalculation = {
  duration_months: number;
  computed: { monthly_volume: number; margin_percentage: number };
  monthly_projections: MonthlyProjection[];
  yearly_summary: YearlySummary;
  charts_data: {
    revenue_trend: { month: number; label: string; revenue: number; expenses: number }[];
    profit_trend: { month: number; label: string; profit: number; cumulative_profit: number }[];
  };
};

const cents = (n: number) => Math.round(n * 100) / 100;
const v = (values: ProformaValues, name: InputFieldName) => {
  const n = values[name];
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** True when the three inputs the calculation needs are present (docs/spec/doc2.md §5). */
export function hasRequiredInputs(values: ProformaValues): boolean {
  return REQUIRED_INPUTS.every((name) => typeof values[name] === 'number' && Number.isFinite(values[name]));
}

/** The two computed inputs: monthly_volume = units × loan amount, margin_percentage = bps ÷ 100. */
export function computedInputs(values: ProformaValues): { monthly_volume: number; margin_percentage: number } {
  return {
    monthly_volume: cents(v(values, 'monthly_units') * v(values, 'avg_loan_amount')),
    margin_percentage: v(values, 'target_margin_bps') / 100,
  };
}

/** Recruited loan officers producing in `month`: hired evenly over the recruiting timeline, whole people only. */
export function teamSizeIn(values: ProformaValues, month: number, durationMonths: number): number {
  if (v(values, 'plans_to_recruit') === 0) return 0;
  const target = Math.max(0, Math.floor(v(values, 'target_team_size')));
  const timeline = v(values, 'recruiting_timeline') > 0 ? v(values, 'recruiting_timeline') : durationMonths;
  return Math.min(target, Math.floor((target * month) / timeline));
}

/** The projection, or null when a required input is missing. */
export function calculateProforma(
  values: ProformaValues,
  durationMonths: number,
  assumptions: Assumptions = PROFORMA_ASSUMPTIONS,
): ProformaCalculation | null {
  if (!hasRequiredInputs(values)) return null;
  const units = v(values, 'monthly_units');
  const loan = v(values, 'avg_loan_amount');
  const margin = v(values, 'target_margin_bps') / 10_000;
  const recurring =
    v(values, 'marketing_budget') +
    v(values, 'technology_costs') +
    v(values, 'other_expenses') +
    (v(values, 'office_space_needed') !== 0 ? v(values, 'monthly_office_cost') : 0) +
    v(values, 'support_staff_needed') * assumptions.support_staff_monthly_cost;
  const oneTime = v(values, 'initial_marketing') + v(values, 'office_setup') + v(values, 'working_capital');

  const months: MonthlyProjection[] = [];
  let cumulative = 0;
  for (let month = 1; month <= durationMonths; month++) {
    const ramp = assumptions.production_ramp[month - 1] ?? 1;
    const team = teamSizeIn(values, month, durationMonths);
    const ownVolume = units * loan * ramp;
    const teamVolume = team * units * assumptions.team_member_units_share * loan;
    const revenue = cents(ownVolume * margin + teamVolume * margin * assumptions.team_member_revenue_share);
    const expenses = cents(recurring + (month === 1 ? oneTime : 0));
    const profit = cents(revenue - expenses);
    cumulative = cents(cumulative + profit);
    months.push({
      month,
      revenue,
      expenses,
      profit,
      cumulative_profit: cumulative,
      team_size: team,
      volume: cents(ownVolume + teamVolume),
    });
  }

  const total_revenue = cents(months.reduce((s, m) => s + m.revenue, 0));
  const total_expenses = cents(months.reduce((s, m) => s + m.expenses, 0));
  const net_profit = cents(total_revenue - total_expenses);
  const label = (m: number) => `Month ${m}`;
  return {
    duration_months: durationMonths,
    computed: computedInputs(values),
    monthly_projections: months,
    yearly_summary: {
      total_revenue,
      total_expenses,
      net_profit,
      avg_monthly_profit: durationMonths > 0 ? cents(net_profit / durationMonths) : 0,
      break_even_month: months.find((m) => m.cumulative_profit >= 0)?.month ?? null,
    },
    charts_data: {
      revenue_trend: months.map((m) => ({ month: m.month, label: label(m.month), revenue: m.revenue, expenses: m.expenses })),
      profit_trend: months.map((m) => ({
        month: m.month,
        label: label(m.month),
        profit: m.profit,
        cumulative_profit: m.cumulative_profit,
      })),
    },
  };
}

/**
 * A typed input value as it is saved (docs/proforma.md, "Inputs"): empty (null, blank text) is not
 * saved (undefined); non-numeric text is 0; below 0 is 0; a yes/no field is 1 or 0.
 */
export function readInputValue(name: InputFieldName, raw: unknown): number | undefined {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const n = Math.max(0, parseNumeric(raw));
  return 'flag' in INPUT_FIELDS[name] ? (n === 0 ? 0 : 1) : n;
}
