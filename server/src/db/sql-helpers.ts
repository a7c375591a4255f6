import type postgres from 'postgres';
import type { Sql } from './connect.ts';

/** Joins filter fragments with "and"; no filters → true. */
export function whereAll(sql: Sql, parts: postgres.PendingQuery<postgres.Row[]>[]) {
  if (parts.length === 0) return sql`true`;
  return parts.reduce((acc, part) => sql`${acc} and ${part}`);
}

/** A case-insensitive substring pattern with LIKE's wildcards escaped. */
export const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True for a PostgreSQL unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint_name?: string };
  return e?.code === '23505' && (!constraint || e.constraint_name === constraint);
}

/** Only the keys whose value is not undefined (undefined = "keep" in a partial update). */
const definedOnly = (o: object) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, postgres.ParameterOrJSON<never>>;

/**
 * A partial update of one row by id: only the given fields (undefined = keep) and `updated_at`;
 * nothing given writes nothing. `table` is one of ours, never a client's text.
 */
export async function updateGivenFields(sql: Sql, table: string, id: number, changes: object): Promise<void> {
  const given = definedOnly(changes);
  const columns = Object.keys(given);
  if (columns.length === 0) return;
  await sql`update ${sql(table)} set ${sql(given, columns)}, updated_at = now() where id = ${id}`;
}

/** One page of a list's rows and the total its filter matches. */
export type RowsAndCount<T> = { rows: T[]; count: number };

/** One page of rows and the total the same filter matches, asked for together (every paged list's repo). */
export async function rowsAndCount<T>(rows: PromiseLike<T[]>, count: PromiseLike<{ count: number }[]>): Promise<RowsAndCount<T>> {
  const [page, [total]] = await Promise.all([rows, count]);
  return { rows: page, count: total.count };
}
