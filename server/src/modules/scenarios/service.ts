// Scenarios (docs/discovery.md "Scenarios"): a recruit's locked baseline and its sandboxes, each with
// a live room of the ClearView calculator (room-kind.ts) kept in line with the REST edits.
import type { AccessClaims } from '../../plugins/auth.ts';
import { transaction, type Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { mergePatch } from '../../lib/json-merge-patch.ts';
import { newToken } from '../../lib/tokens.ts';
import { applySnapshotToDoc, readInputs } from '@shared/collab/clearview-doc.ts';
import type { ClearViewInputs } from '@shared/collab/fields.ts';
import { SERVER_ORIGIN } from '../../collab/room.ts';
import {
  SCENARIO_MESSAGES as MSG,
  lockedScenarioText,
  type CreateScenarioBody,
  type Scenario,
  type ScenarioList,
  type UpdateScenarioBody,
} from '@shared/schemas/scenarios.ts';
import { assertRecruitVisible } from '../recruits/visibility.ts';
import * as repo from './repo.ts';
import { copyFiguresToData, SCENARIO_ROOM_KIND } from './room-kind.ts';
import { serializeScenario } from './serialize.ts';

/** Staff reach the scenarios of the recruits they see (else 404); a recruit user only their own recruit's (else 403). */
const assertOwnRecruit = (sql: Sql, user: AccessClaims, recruitId: number) =>
  assertRecruitVisible(sql, user, recruitId, { refusal: MSG.notYours, hidden: MSG.notFound });

/** The recruit a list is about: the query's, or a recruit user's own when left out. */
export async function listFor(deps: Deps, user: AccessClaims, recruit: number | undefined): Promise<ScenarioList> {
  const recruitId = recruit ?? (user.type === 'recruit' ? user.recruit_id : null);
  if (recruitId === null) throw badRequest('recruit is required', { recruit: ['recruit is required'] });
  await assertOwnRecruit(deps.sql, user, recruitId);
  return { results: (await repo.listScenarios(deps.sql, recruitId)).map(serializeScenario) };
}

export async function getFor(deps: Deps, user: AccessClaims, id: number): Promise<Scenario> {
  const scenario = await repo.findScenario(deps.sql, id);
  if (!scenario) throw notFound(MSG.notFound);
  await assertOwnRecruit(deps.sql, user, scenario.recruit);
  return serializeScenario(scenario);
}

export async function create(deps: Deps, user: AccessClaims, body: CreateScenarioBody): Promise<Scenario> {
  const sql = deps.sql;
  const type = body.type ?? 'sandbox';
  if (user.type === 'recruit') {
    // Only a sandbox of their own, never locked: the baseline comes from the completed ClearView.
    if (user.recruit_id !== body.recruit || type !== 'sandbox' || body.is_locked) throw forbidden(MSG.recruitsSandboxOnly);
  } else {
    await assertRecruitVisible(sql, user, body.recruit, { hidden: 'Recruit not found' });
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
  return serializeScenario(created);
}

/**
 * Edits a scenario, then brings its live room in line (docs/discovery.md "Scenario rooms"): the
 * calculator inputs in `data` go into the room, which holds a sandbox's inputs, and a changed lock
 * reloads the room so it turns read-only (or writable) for everyone in it.
 */
export async function update(deps: Deps, user: AccessClaims, id: number, body: UpdateScenarioBody): Promise<Scenario> {
  const { updated, wasLocked } = await updateLocked(deps.sql, user, id, body);
  if (wasLocked !== updated.is_locked) {
    if (updated.is_locked) await deps.rooms.setReadOnly(SCENARIO_ROOM_KIND, updated.token);
    deps.rooms.reloadRoom(SCENARIO_ROOM_KIND, updated.token);
  }
  if (!body.data || updated.is_locked) return serializeScenario(updated);
  let inputs: ClearViewInputs | undefined;
  await deps.rooms.withRoom(SCENARIO_ROOM_KIND, updated.token, (room) => {
    applySnapshotToDoc(room.doc, body.data, SERVER_ORIGIN);
    inputs = readInputs(room.doc);
  });
  // The answer carries the figures of the room's inputs, as the calculator tab shows them.
  if (inputs) await copyFiguresToData(deps.sql, id, inputs);
  return serializeScenario((await repo.findScenario(deps.sql, id)) ?? updated);
}

/** The edit under the row's lock, with whether the scenario was locked before it. */
async function updateLocked(
  sql: Sql,
  user: AccessClaims,
  id: number,
  body: UpdateScenarioBody,
): Promise<{ updated: repo.ScenarioRow; wasLocked: boolean }> {
  return transaction(sql, async (tx) => {
    const scenario = await repo.findScenario(tx, id, { lock: true });
    if (!scenario) throw notFound(MSG.notFound);
    await assertOwnRecruit(tx, user, scenario.recruit);
    // Locking is staff's: a recruit who locked their own sandbox could never edit it again.
    if (user.type !== 'recruiter' && body.is_locked !== undefined) throw forbidden(MSG.staffLocksOnly);
    // Staff may unlock a locked scenario (a body with is_locked: false); every other edit is refused.
    const unlocking = user.type === 'recruiter' && body.is_locked === false;
    if (scenario.is_locked && !unlocking) throw conflict(lockedScenarioText(scenario));
    // data is a JSON merge patch (RFC 7386): a tool sends only what it changes (docs/discovery.md).
    const updated = await repo.updateScenario(tx, id, { ...body, data: body.data && mergePatch(scenario.data, body.data) });
    return { updated, wasLocked: scenario.is_locked };
  });
}

/** Deletes a sandbox, and its live room with it: open calculator tabs are told it is gone. */
export async function remove(deps: Deps, user: AccessClaims, id: number): Promise<void> {
  const removed = await transaction(deps.sql, async (tx) => {
    const scenario = await repo.findScenario(tx, id, { lock: true });
    if (!scenario) throw notFound(MSG.notFound);
    await assertOwnRecruit(tx, user, scenario.recruit);
    if (scenario.type === 'baseline') throw conflict(MSG.baselineUndeletable);
    await repo.deleteScenario(tx, id);
    return scenario;
  });
  deps.rooms.discardRoom(SCENARIO_ROOM_KIND, removed.token, MSG.deleted);
  await repo.deleteRoomState(deps.sql, `${SCENARIO_ROOM_KIND}:${removed.token}`);
}
