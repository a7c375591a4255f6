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
export const definedOnly = (o: object) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, postgres.ParameterOrJSON<never>>;
