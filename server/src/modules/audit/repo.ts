// The audit trail's one writer (docs/team.md, "Audit log"). Every staff write calls recordAudit in
// the same transaction as the change, so a change and its record land together or not at all.
import type { Sql } from '../../db/connect.ts';
import { rowsAndCount, type RowsAndCount, whereAll } from '../../db/sql-helpers.ts';
import type { Page } from '../../lib/paging.ts';
import type { AuditLogFilters } from '@shared/schemas/audit.ts';

type AuditEntry = {
  /** The staff user who acted. */
  actorId: number;
  /** What was done, as `<object>.<verb>`: `recruit.status`, `staff.role`, `company_settings.update`. */
  action: string;
  objectType: string;
  objectId: string | number | null;
  /** For status, owner, role and settings changes: the values before and after. */
  before?: unknown;
  after?: unknown;
};

/** Appends one row; the actor's name and e-mail are copied so the row reads the same later. */
export async function recordAudit(sql: Sql, e: AuditEntry): Promise<void> {
  const json = (v: unknown) => (v === undefined ? null : sql.json(v as never));
  await sql`
    insert into audit_log (actor_id, actor_label, action, object_type, object_id, before, after)
    select ${e.actorId}, coalesce((select trim(first_name || ' ' || last_name) || ' <' || email || '>' from users where id = ${e.actorId}), 'user ' || ${e.actorId}),
           ${e.action}, ${e.objectType}, ${e.objectId === null ? null : String(e.objectId)}, ${json(e.before)}, ${json(e.after)}`;
}

export type AuditRow = {
  id: number;
  actor_id: number | null;
  actor_label: string;
  action: string;
  object_type: string;
  object_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};

/** The `where` of the filters: exact values, an action prefix ending in `*`, days both ends included. */
function auditWhere(sql: Sql, f: AuditLogFilters) {
  const parts = [];
  if (f.actor !== undefined) parts.push(sql`actor_id = ${f.actor}`);
  if (f.action?.endsWith('*')) parts.push(sql`action like ${`${escapeLike(f.action.slice(0, -1))}%`}`);
  else if (f.action) parts.push(sql`action = ${f.action}`);
  if (f.object_type) parts.push(sql`object_type = ${f.object_type}`);
  if (f.object_id) parts.push(sql`object_id = ${f.object_id}`);
  if (f.from) parts.push(sql`created_at >= ${f.from}::date::timestamptz`);
  if (f.to) parts.push(sql`created_at < (${f.to}::date + 1)::timestamptz`);
  return whereAll(sql, parts);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the rows the filters keep, newest first, with their count. */
export async function listAudit(sql: Sql, f: AuditLogFilters, page: Pick<Page, 'limit' | 'offset'>): Promise<RowsAndCount<AuditRow>> {
  const where = auditWhere(sql, f);
  return rowsAndCount(
    sql<AuditRow[]>`select * from audit_log where ${where} order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from audit_log where ${where}`,
  );
}

/** Every row the filters keep, newest first, up to `limit` (the export). */
export async function allAudit(sql: Sql, f: AuditLogFilters, limit: number): Promise<AuditRow[]> {
  return sql<AuditRow[]>`select * from audit_log where ${auditWhere(sql, f)} order by created_at desc, id desc limit ${limit}`;
}
