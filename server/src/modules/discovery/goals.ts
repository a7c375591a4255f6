// Recruiting goals (docs/discovery.md, "Recruiting goals"): one set per scenario, answered with its
// projection. A recruit reaches them with the recruiting calculator enabled, on their own scenarios;
// a locked scenario (the baseline) keeps its goals as they are.
import { transaction, type Sql } from '../../db/connect.ts';
import { DEFAULT_RECRUITING_GOALS, projectRecruitingGoals } from '@shared/calc/recruiting-goals.ts';
import type { RecruitingGoals, RecruitingGoalsCreateBody, RecruitingGoalsPatch } from '@shared/schemas/recruiting-goals.ts';
import { lockedScenarioText, SCENARIO_MESSAGES } from '@shared/schemas/scenarios.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { logActivity } from '../activity/repo.ts';
import { assertCanSeeRecruit } from '../recruits/guard.ts';
import { findScenario } from '../scenarios/repo.ts';
import { assertModuleEnabled } from './gate.ts';
import * as repo from './goals-repo.ts';

const toResponse = ({ updated_at, ...row }: repo.GoalsRow): RecruitingGoals => ({
  ...row,
  projection: projectRecruitingGoals(row),
  updated_at: updated_at.toISOString(),
});

async function scenarioFor(sql: Sql, user: AccessClaims, scenarioId: number, opts: { write: boolean }) {
  const scenario = await findScenario(sql, scenarioId, { lock: opts.write });
  if (!scenario) throw notFound(SCENARIO_MESSAGES.notFound);
  assertCanSeeRecruit(user, scenario.recruit, SCENARIO_MESSAGES.notYours);
  if (opts.write && scenario.is_locked) throw conflict(lockedScenarioText(scenario));
  return scenario;
}

/** Each save goes into the recruit's history: staff see what the recruit tried. */
async function logSaved(sql: Sql, user: AccessClaims, scenario: { id: number; recruit: number }): Promise<void> {
  await logActivity(sql, {
    recruitId: scenario.recruit,
    actorId: user.sub,
    action: 'recruiting_goals_saved',
    details: { scenario: scenario.id },
  });
}

/** GET /recruiting-goals/?scenario=: the scenario's goals as a list of none or one. */
export async function goalsOf(sql: Sql, user: AccessClaims, scenarioId: number): Promise<{ results: RecruitingGoals[] }> {
  await assertModuleEnabled(sql, user, 'recruiting-calculator');
  await scenarioFor(sql, user, scenarioId, { write: false });
  const row = await repo.findGoalsOfScenario(sql, scenarioId);
  return { results: row ? [toResponse(row)] : [] };
}

export async function createGoals(sql: Sql, user: AccessClaims, body: RecruitingGoalsCreateBody): Promise<RecruitingGoals> {
  await assertModuleEnabled(sql, user, 'recruiting-calculator');
  return transaction(sql, async (tx) => {
    const scenario = await scenarioFor(tx, user, body.scenario, { write: true });
    const { scenario: _, ...given } = body;
    const row = await repo.insertGoals(tx, scenario.id, { ...DEFAULT_RECRUITING_GOALS, monthly_targets: [], ...given });
    if (!row) throw conflict('This scenario already has recruiting goals; update them instead');
    await logSaved(tx, user, scenario);
    return toResponse(row);
  });
}

export async function updateGoals(sql: Sql, user: AccessClaims, id: number, patch: RecruitingGoalsPatch): Promise<RecruitingGoals> {
  await assertModuleEnabled(sql, user, 'recruiting-calculator');
  return transaction(sql, async (tx) => {
    const current = await repo.findGoals(tx, id, { lock: true });
    if (!current) throw notFound('Recruiting goals not found');
    const scenario = await scenarioFor(tx, user, current.scenario, { write: true });
    const next = { ...current, ...patch, override_rates: { ...current.override_rates, ...patch.override_rates } };
    const row = await repo.updateGoals(tx, id, next);
    await logSaved(tx, user, scenario);
    return toResponse(row);
  });
}
