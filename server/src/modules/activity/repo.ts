import type { Sql } from '../../db/connect.ts';
import type { Fragment } from 'postgres';
import type { ActivityLogItem, AllActivityQuery } from '@shared/schemas/activity.ts';
import type { Page } from '../../lib/paging.ts';
import { likePattern, whereAll } from '../../db/sql-helpers.ts';

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

const itemColumns = (sql: Sql) => sql`
  a.id, a.action, a.recruit_id as recruit, coalesce(r.first_name || ' ' || r.last_name, '') as recruit_name,
  a.details, a.created_at as timestamp,
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'System') as actor`;
const itemJoins = (sql: Sql) => sql`
  left join recruits r on r.id = a.recruit_id
  left join users u on u.id = a.actor_id`;

type ActivityPage = { rows: ActivityLogItem[]; count: number };

/** One page of the entries `where` keeps, newest first, with their count (`countJoins`: what the count's `where` reads). */
async function pageWhere(sql: Sql, where: Fragment, countJoins: Fragment, page: Pick<Page, 'limit' | 'offset'>): Promise<ActivityPage> {
  const [rows, [{ count }]] = await Promise.all([
    sql<ActivityLogItem[]>`
      select ${itemColumns(sql)} from activity_logs a ${itemJoins(sql)}
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from activity_logs a ${countJoins} where ${where}`,
  ]);
  return { rows, count };
}

/** One page, newest first, of the entries `scope` keeps (a condition on `a`, activity_logs). */
export async function listActivity(sql: Sql, scope: Fragment, page: Pick<Page, 'limit' | 'offset'>): Promise<ActivityPage> {
  return pageWhere(sql, scope, sql``, page);
}

/**
 * Candidate Activity (docs/dashboard.md): one page of the whole log, newest first. The search matches
 * the recruit's name or e-mail; dates are the database's days, both ends included.
 */
export async function searchActivity(sql: Sql, q: AllActivityQuery, scope: Fragment, page: Page): Promise<ActivityPage> {
  const parts = [scope];
  if (q.action) parts.push(sql`a.action = ${q.action}`);
  if (q.date_from) parts.push(sql`a.created_at >= ${q.date_from}::date::timestamptz`);
  if (q.date_to) parts.push(sql`a.created_at < (${q.date_to}::date + 1)::timestamptz`);
  if (q.search) {
    parts.push(sql`lower(r.first_name || ' ' || r.last_name || ' ' || r.email) like ${likePattern(q.search)}`);
  }
  return pageWhere(sql, whereAll(sql, parts), sql`left join recruits r on r.id = a.recruit_id`, page);
}
