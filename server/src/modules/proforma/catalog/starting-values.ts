// Where a live proforma starts (docs/proforma.md, "Starting values"): the defaults of docs/spec/doc2.md
// §9, then what the recruit's ClearView says (its locked baseline), then the recruiter's pre-session
// notes, each value with where it came from so the screen can say so.
import type { Sql } from '../../../db/connect.ts';
import type { ProformaValues } from '@shared/calc/proforma.ts';
import { CLEARVIEW_INPUT_DEFAULTS } from '@shared/domain/proforma.ts';
import type { ClearviewDataResponse, DefaultSource } from '@shared/schemas/proforma-responses.ts';
import { findBaseline } from '../../scenarios/repo.ts';
import * as catalog from './repo.ts';

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
const section = (data: Record<string, unknown>, key: string) => (data[key] ?? {}) as Record<string, unknown>;

type StartingValues = {
  values: ProformaValues;
  from: Partial<Record<keyof ProformaValues, DefaultSource>>;
  clearview: ClearviewDataResponse['clearview_data'];
  found: ClearviewDataResponse['source'];
};

/** The live inputs a recruit's session starts from, and where each came from. */
export async function startingValues(sql: Sql, recruitId: number): Promise<StartingValues> {
  const [baseline, pre] = await Promise.all([findBaseline(sql, recruitId), catalog.findPreSession(sql, recruitId)]);
  const data = (baseline?.data ?? {}) as Record<string, unknown>;
  const production = section(data, 'productionDetails');
  const pricing = section(data, 'loanPricing');
  const recruiting = section(data, 'recruiting');
  const monthlyVolume = num(production.monthlyVolume);
  const avgLoan = num(production.avgLoanSize);
  const marginPercent = num(pricing.currentMargin);
  const recruits = num(recruiting.recruitingGoal);

  const values: ProformaValues = { ...CLEARVIEW_INPUT_DEFAULTS };
  const from: StartingValues['from'] = { target_margin_bps: 'standard', avg_loan_amount: 'standard', monthly_units: 'standard' };
  const take = (field: keyof ProformaValues, value: number, source: DefaultSource) => {
    values[field] = value;
    from[field] = source;
  };
  if (avgLoan > 0) take('avg_loan_amount', avgLoan, 'clearview');
  if (avgLoan > 0 && monthlyVolume > 0) take('monthly_units', Math.max(1, Math.round(monthlyVolume / avgLoan)), 'clearview');
  if (marginPercent > 0) take('target_margin_bps', Math.round(marginPercent * 100), 'clearview');
  if (recruits > 0) {
    take('plans_to_recruit', 1, 'clearview');
    take('target_team_size', recruits, 'clearview');
  }
  for (const [field, value] of Object.entries(pre?.data ?? {})) take(field as keyof ProformaValues, value, 'pre_session');
  return {
    values,
    from,
    clearview: {
      production: { current_monthly_production: monthlyVolume, average_loan_amount: avgLoan },
      recruiting: { team_size_goal: recruits, recruiting_goal: recruits * num(recruiting.avgRecruitVolume) },
    },
    found: { clearview: baseline !== undefined, pre_session: pre !== undefined },
  };
}
