import type { Sql } from '../../db/connect.ts';
import type { RecruitingGoalsInput } from '@shared/calc/recruiting-goals.ts';
import type { DiscoveryModule } from '@shared/domain/discovery-modules.ts';

export type GoalsRow = RecruitingGoalsInput & { id: number; scenario: number; monthly_targets: number[]; updated_at: Date };

const columns = (sql: Sql) => sql`
  id, scenario_id as scenario, target_annual_recruits, avg_recruit_production::float8 as avg_recruit_production,
  personal_production_goal::float8 as personal_production_goal, compensation_structure, commission_rate::float8 as commission_rate,
  base_salary::float8 as base_salary, draw_amount::float8 as draw_amount, override_rates, target_timeframe_months,
  monthly_targets, updated_at`;

export async function findGoalsOfScenario(sql: Sql, scenarioId: number): Promise<GoalsRow | undefined> {
  const [row] = await sql<GoalsRow[]>`select ${columns(sql)} from recruiting_goals where scenario_id = ${scenarioId}`;
  return row;
}

export async function findGoals(sql: Sql, id: number, opts: { lock?: boolean } = {}): Promise<GoalsRow | undefined> {
  const [row] = await sql<GoalsRow[]>`
    select ${columns(sql)} from recruiting_goals where id = ${id} ${opts.lock ? sql`for update` : sql``}`;
  return row;
}

/** Inserts the goals of a scenario; undefined when the scenario already has goals (a second POST). */
export async function insertGoals(
  sql: Sql,
  scenarioId: number,
  g: RecruitingGoalsInput & { monthly_targets: number[] },
): Promise<GoalsRow | undefined> {
  const [row] = await sql<GoalsRow[]>`
    insert into recruiting_goals (scenario_id, target_annual_recruits, avg_recruit_production, personal_production_goal,
      compensation_structure, commission_rate, base_salary, draw_amount, override_rates, target_timeframe_months, monthly_targets)
    values (${scenarioId}, ${g.target_annual_recruits}, ${g.avg_recruit_production}, ${g.personal_production_goal},
      ${g.compensation_structure}, ${g.commission_rate}, ${g.base_salary}, ${g.draw_amount}, ${sql.json(g.override_rates)},
      ${g.target_timeframe_months}, ${sql.json(g.monthly_targets)})
    on conflict (scenario_id) do nothing
    returning ${columns(sql)}`;
  return row;
}

export async function updateGoals(sql: Sql, id: number, g: RecruitingGoalsInput & { monthly_targets: number[] }): Promise<GoalsRow> {
  const [row] = await sql<GoalsRow[]>`
    update recruiting_goals set
      target_annual_recruits = ${g.target_annual_recruits}, avg_recruit_production = ${g.avg_recruit_production},
      personal_production_goal = ${g.personal_production_goal}, compensation_structure = ${g.compensation_structure},
      commission_rate = ${g.commission_rate}, base_salary = ${g.base_salary}, draw_amount = ${g.draw_amount},
      override_rates = ${sql.json(g.override_rates)}, target_timeframe_months = ${g.target_timeframe_months},
      monthly_targets = ${sql.json(g.monthly_targets)}, updated_at = now()
    where id = ${id}
    returning ${columns(sql)}`;
  return row;
}

/** True when the recruit's discovery access is enabled and includes one of the modules. */
export async function hasAnyModule(sql: Sql, recruitId: number | null, modules: DiscoveryModule[]): Promise<boolean> {
  const [row] = await sql<{ ok: boolean }[]>`
    select is_enabled and enabled_modules && ${modules}::text[] as ok from discovery_access where recruit_id = ${recruitId}`;
  return row?.ok === true;
}
