import { randomInt } from 'node:crypto';
import type { Sql } from '../../../db/connect.ts';
import type { Fragment } from 'postgres';
import type { DiscoveryAccessItem } from '@shared/schemas/recruits.ts';

/** An access row as stored. */
export type DiscoveryAccessRow = Omit<DiscoveryAccessItem, 'granted_at'> & { granted_at: Date | null };
const columns = (sql: Sql) => sql`recruit_id as recruit, is_enabled, enabled_modules, pin, granted_at`;

/** A 6-digit PIN the recruit's discovery card shows. */
export const newPin = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Enables access with the given modules. The PIN is made on the first grant and kept afterwards;
 * granted_at keeps the first time access was switched on while it stays on.
 */
export async function grantDiscoveryAccess(sql: Sql, recruitId: number, modules: string[]): Promise<DiscoveryAccessRow> {
  const [row] = await sql<DiscoveryAccessRow[]>`
    insert into discovery_access (recruit_id, is_enabled, enabled_modules, pin, granted_at)
    values (${recruitId}, true, ${modules}::text[], ${newPin()}, now())
    on conflict (recruit_id) do update set
      is_enabled = true,
      enabled_modules = excluded.enabled_modules,
      granted_at = case when discovery_access.is_enabled then discovery_access.granted_at else now() end,
      updated_at = now()
    returning ${columns(sql)}`;
  return row;
}

/** The rows `scope` (a condition on discovery_access) keeps. */
export async function listDiscoveryAccess(sql: Sql, scope: Fragment): Promise<DiscoveryAccessRow[]> {
  return sql<DiscoveryAccessRow[]>`
    select ${columns(sql)} from discovery_access
    where ${scope}
    order by recruit_id`;
}
