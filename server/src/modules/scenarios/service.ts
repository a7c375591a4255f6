import type { AccessClaims } from '../../plugins/auth.ts';
import { transaction, type Sql } from '../../db/connect.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { newToken } from '../../lib/tokens.ts';
import {
  SCENARIO_MESSAGES as MSG,
  lockedScenarioText,
  type CreateScenarioBody,
  type Scenario,
  type UpdateScenarioBody,
} from '../../../../shared/schemas/scenarios.ts';
import { assertCanSeeRecruit } from '../recruits/guard.ts';
import * as repo from './repo.ts';

/** Recruiters reach every recruit's scenarios; a recruit user only their own recruit's (else 403). */
const assertOwnRecruit = (user: AccessClaims, recruitId: number) => assertCanSeeRecruit(user, recruitId, MSG.notYours);

/** The recruit a list is about: the query's, or a recruit user's own when left out. */
export async function listFor(sql: Sql, user: AccessClaims, recruit: number | undefined): Promise<Scenario[]> {
  const recruitId = recruit ?? (user.type === 'recruit' ? user.recruit_id : null);
  if (recruitId === null) throw badRequest('recruit is required', { recruit: ['recruit is required'] });
  assertOwnRecruit(user, recruitId);
  return repo.listScenarios(sql, recruitId);
}

export async function getFor(sql: Sql, user: AccessClaims, id: number): Promise<Scenario> {
  const scenario = await repo.findScenario(sql, id);
  if (!scenario) throw notFound(MSG.notFound);
  assertOwnRecruit(user, scenario.recruit);
  return scenario;
}

export async function create(sql: Sql, user: AccessClaims, body: CreateScenarioBody): Promise<Scenario> {
  const type = body.type ?? 'sandbox';
  if (user.type === 'recruit') {
    // Only a sandbox of their own, never locked: the baseline comes from the completed ClearView.
    if (user.recruit_id !== body.recruit || type !== 'sandbox' || body.is_locked) throw forbidden(MSG.recruitsSandboxOnly);
  }
  if (!(await repo.recruitExists(sql, body.recruit))) throw badRequest('Recruit not found', { recruit: ['Recruit not found'] });
  const created = await repo.insertScenario(sql, {
    recruitId: body.recruit,
    type,
    name: body.name,
    description: body.description ?? '',
    // A baseline is the locked reference unless the recruiter says otherwise.
    isLocked: body.is_locked ?? type === 'baseline',
    data: body.data ?? {},
    token: newToken(),
    createdBy: user.sub,
  });
  if (!created) throw conflict(MSG.baselineExists);
  return created;
}

export async function update(sql: Sql, user: AccessClaims, id: number, body: UpdateScenarioBody): Promise<Scenario> {
  return transaction(sql, async (tx) => {
    const scenario = await repo.findScenario(tx, id, { lock: true });
    if (!scenario) throw notFound(MSG.notFound);
    assertOwnRecruit(user, scenario.recruit);
    // Locking is staff's: a recruit who locked their own sandbox could never edit it again.
    if (user.type !== 'recruiter' && body.is_locked !== undefined) throw forbidden(MSG.staffLocksOnly);
    // Staff may unlock a locked scenario (a body with is_locked: false); every other edit is refused.
    const unlocking = user.type === 'recruiter' && body.is_locked === false;
    if (scenario.is_locked && !unlocking) throw conflict(lockedScenarioText(scenario));
    return repo.updateScenario(tx, id, body);
  });
}

export async function remove(sql: Sql, user: AccessClaims, id: number): Promise<void> {
  await transaction(sql, async (tx) => {
    const scenario = await repo.findScenario(tx, id, { lock: true });
    if (!scenario) throw notFound(MSG.notFound);
    assertOwnRecruit(user, scenario.recruit);
    if (scenario.type === 'baseline') throw conflict(MSG.baselineUndeletable);
    await repo.deleteScenario(tx, id);
  });
}
