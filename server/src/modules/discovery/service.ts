// The discovery tools' server side (docs/discovery.md): recruiting goals, one set per scenario,
// answered with their projection, and the tools' activity entries. A recruit reaches the goals with
// the recruiting calculator enabled, on their own scenarios; a locked scenario (the baseline) keeps
// its goals as they are.
import { transaction, type Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { DEFAULT_RECRUITING_GOALS } from '@shared/calc/recruiting-goals.ts';
import type { DiscoveryActivityBody } from '@shared/schemas/discovery.ts';
import type {
  RecruitingGoals,
  RecruitingGoalsCreateBody,
  RecruitingGoalsList,
  RecruitingGoalsPatch,
} from '@shared/schemas/recruiting-goals.ts';
import { lockedScenarioText, SCENARIO_MESSAGES } from '@shared/schemas/scenarios.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { logActivity } from '../activity/repo.ts';
import { assertRecruitVisible } from '../recruits/visibility.ts';
import { findScenario, recruitExists } from '../scenarios/repo.ts';
import { assertModuleEnabled } from './gate.ts';
import * as repo from './repo.ts';
import { serializeGoals } from './serialize.ts';

async function scenarioFor(sql: Sql, user: AccessClaims, scenarioId: number, opts: { write: boolean }) {
  const scenario = await findScenario(sql, scenarioId, { lock: opts.write });
  if (!scenario) throw notFound(SCENARIO_MESSAGES.notFound);
  await assertRecruitVisible(sql, user, scenario.recruit, { refusal: SCENARIO_MESSAGES.notYours, hidden: SCENARIO_MESSAGES.notFound });
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
export async function goalsOf(deps: Deps, user: AccessClaims, scenarioId: number): Promise<RecruitingGoalsList> {
  await assertModuleEnabled(deps.sql, user, 'recruiting-calculator');
  await scenarioFor(deps.sql, user, scenarioId, { write: false });
  const row = await repo.findGoalsOfScenario(deps.sql, scenarioId);
  return { results: row ? [serializeGoals(row)] : [] };
}

export async function createGoals(deps: Deps, user: AccessClaims, body: RecruitingGoalsCreateBody): Promise<RecruitingGoals> {
  await assertModuleEnabled(deps.sql, user, 'recruiting-calculator');
  return transaction(deps.sql, async (tx) => {
    const scenario = await scenarioFor(tx, user, body.scenario, { write: true });
    const { scenario: _, ...given } = body;
    const row = await repo.insertGoals(tx, scenario.id, { ...DEFAULT_RECRUITING_GOALS, monthly_targets: [], ...given });
    if (!row) throw conflict('This scenario already has recruiting goals; update them instead');
    await logSaved(tx, user, scenario);
    return serializeGoals(row);
  });
}

export async function updateGoals(deps: Deps, user: AccessClaims, id: number, patch: RecruitingGoalsPatch): Promise<RecruitingGoals> {
  await assertModuleEnabled(deps.sql, user, 'recruiting-calculator');
  return transaction(deps.sql, async (tx) => {
    const current = await repo.findGoals(tx, id, { lock: true });
    if (!current) throw notFound('Recruiting goals not found');
    const scenario = await scenarioFor(tx, user, current.scenario, { write: true });
    const next = { ...current, ...patch, override_rates: { ...current.override_rates, ...patch.override_rates } };
    const row = await repo.updateGoals(tx, id, next);
    await logSaved(tx, user, scenario);
    return serializeGoals(row);
  });
}

/**
 * doc2 §7: page loads, scenario switches and updates in the discovery tools, into the recruit's
 * activity log (staff see them in the history). The client ignores failures.
 */
export async function logDiscoveryActivity(deps: Deps, user: AccessClaims, body: DiscoveryActivityBody): Promise<{ id: number }> {
  await assertRecruitVisible(deps.sql, user, body.recruit);
  if (!(await recruitExists(deps.sql, body.recruit))) throw notFound('Recruit not found');
  const id = await logActivity(deps.sql, {
    recruitId: body.recruit,
    actorId: user.sub,
    action: `discovery_${body.action}`,
    details: { module: body.module_name, ...body.details },
  });
  return { id };
}
