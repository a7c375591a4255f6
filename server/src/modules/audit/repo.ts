// The audit trail's one writer (docs/team.md, "Audit log"). Every staff write calls recordAudit in
// the same transaction as the change, so a change and its record land together or not at all.
import type { Sql } from '../../db/connect.ts';

export type AuditEntry = {
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
