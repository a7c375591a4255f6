import type { ListResponse } from '../../../../shared/schemas/common.ts';
import type { Sql } from '../../db/connect.ts';
import type { ActivityLogItem } from '../../../../shared/schemas/recruits.ts';

type ActivityEntry = {
  recruitId: number | null;
  /** The user who acted; null for the system (or a public token page before an account exists). */
  actorId: number | null;
  action: string;
  details?: Record<string, unknown>;
};

/** Appends one entry to the activity log and returns its id. */
export async function logActivity(sql: Sql, e: ActivityEntry): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into activity_logs (recruit_id, actor_id, action, details)
    values (${e.recruitId}, ${e.actorId}, ${e.action}, ${sql.json((e.details ?? {}) as never)})
    returning id`;
  return row.id;
}

/** Newest first; `recruitId` null means every recruit. */
export async function listActivity(sql: Sql, opts: { recruitId: number | null; limit: number }): Promise<ListResponse<ActivityLogItem>> {
  const where = opts.recruitId === null ? sql`true` : sql`a.recruit_id = ${opts.recruitId}`;
  const [results, [{ count }]] = await Promise.all([
    sql<ActivityLogItem[]>`
      select a.id, a.action, a.recruit_id as recruit,
             coalesce(r.first_name || ' ' || r.last_name, '') as recruit_name,
             a.details, a.created_at as timestamp,
             coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'System') as actor
      from activity_logs a
      left join recruits r on r.id = a.recruit_id
      left join users u on u.id = a.actor_id
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${opts.limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from activity_logs a where ${where}`,
  ]);
  return { results, count };
}
