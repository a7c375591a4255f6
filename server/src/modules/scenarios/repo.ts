import { transaction, type Sql } from '../../db/connect.ts';
import type { Scenario, ScenarioType } from '@shared/schemas/scenarios.ts';

/** A scenario as stored: the answer's fields, its times as Dates. */
export type ScenarioRow = Omit<Scenario, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const columns = (sql: Sql) => sql`id, recruit_id as recruit, type, name, description, is_locked, data, token, created_at, updated_at`;

/** The recruit's scenarios: the baseline first, then sandboxes oldest first. */
export async function listScenarios(sql: Sql, recruitId: number): Promise<ScenarioRow[]> {
  return sql<ScenarioRow[]>`
    select ${columns(sql)} from scenarios where recruit_id = ${recruitId}
    order by (type = 'baseline') desc, created_at, id`;
}

export async function findScenario(sql: Sql, id: number, opts: { lock?: boolean } = {}): Promise<ScenarioRow | undefined> {
  const [row] = await sql<ScenarioRow[]>`select ${columns(sql)} from scenarios where id = ${id} ${opts.lock ? sql`for update` : sql``}`;
  return row;
}

export async function findScenarioByToken(sql: Sql, token: string): Promise<ScenarioRow | undefined> {
  const [row] = await sql<ScenarioRow[]>`select ${columns(sql)} from scenarios where token = ${token}`;
  return row;
}

/**
 * Stores the figures of a sandbox's live room in its data: each module's object is merged (so keys
 * the calculator does not own, like the ownership calculator's ownershipPercentage, stay), other
 * keys are kept. Never a locked scenario; false when there was nothing to change or no such row.
 */
export async function storeRoomFigures(sql: Sql, id: number, figures: Record<string, Record<string, unknown>>): Promise<boolean> {
  return transaction(sql, async (tx) => {
    const [row] = await tx<{ data: Record<string, unknown>; is_locked: boolean }[]>`
      select data, is_locked from scenarios where id = ${id} for update`;
    if (!row || row.is_locked) return false;
    const data: Record<string, unknown> = { ...row.data };
    for (const [key, value] of Object.entries(figures)) data[key] = { ...asObject(data[key]), ...value };
    if (JSON.stringify(data) === JSON.stringify(row.data)) return false;
    await tx`update scenarios set data = ${tx.json(data as never)}, updated_at = now() where id = ${id}`;
    return true;
  });
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Drops the live room's stored state of a deleted scenario (yjs_updates and yjs_snapshots). */
export async function deleteRoomState(sql: Sql, roomName: string): Promise<void> {
  await sql`delete from yjs_updates where room = ${roomName}`;
  await sql`delete from yjs_snapshots where room = ${roomName}`;
}

export async function findBaseline(sql: Sql, recruitId: number): Promise<ScenarioRow | undefined> {
  const [row] = await sql<ScenarioRow[]>`select ${columns(sql)} from scenarios where recruit_id = ${recruitId} and type = 'baseline'`;
  return row;
}

type NewScenario = {
  recruitId: number;
  type: ScenarioType;
  name: string;
  description: string;
  isLocked: boolean;
  data: Record<string, unknown>;
  token: string;
  createdBy: number | null;
};

/** Inserts a scenario; a second baseline of the same recruit yields undefined (unique index). */
export async function insertScenario(sql: Sql, s: NewScenario): Promise<ScenarioRow | undefined> {
  const [row] = await sql<ScenarioRow[]>`
    insert into scenarios (recruit_id, type, name, description, is_locked, data, token, created_by)
    values (${s.recruitId}, ${s.type}, ${s.name}, ${s.description}, ${s.isLocked}, ${sql.json(s.data as never)}, ${s.token}, ${s.createdBy})
    on conflict (recruit_id) where type = 'baseline' do nothing
    returning ${columns(sql)}`;
  return row;
}

type ScenarioChanges = { name?: string; description?: string; is_locked?: boolean; data?: Record<string, unknown> };

export async function updateScenario(sql: Sql, id: number, changes: ScenarioChanges): Promise<ScenarioRow> {
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) given[key] = key === 'data' ? sql.json(value as never) : value;
  }
  const keys = Object.keys(given);
  const [row] = keys.length
    ? await sql<ScenarioRow[]>`update scenarios set ${sql(given, keys)}, updated_at = now() where id = ${id} returning ${columns(sql)}`
    : await sql<ScenarioRow[]>`select ${columns(sql)} from scenarios where id = ${id}`;
  return row;
}

export async function deleteScenario(sql: Sql, id: number): Promise<void> {
  await sql`delete from scenarios where id = ${id}`;
}

export async function recruitExists(sql: Sql, id: number): Promise<boolean> {
  const [row] = await sql`select 1 from recruits where id = ${id}`;
  return Boolean(row);
}
