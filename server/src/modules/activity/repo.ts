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
type PageOf = Pick<Page, 'limit' | 'offset'>;

/**
 * One page of the entries `where` (a condition on `a`, activity_logs) keeps, newest first (`joins`:
 * what `where` reads besides `a`). The
 * page's ids are found first, walking activity_logs_created_id_idx, and only its rows are joined to
 * their recruit and actor: a deep page (page 500 skips 10,000 entries) then skips index entries only.
 */
async function pageRows(sql: Sql, where: Fragment, joins: Fragment, page: PageOf): Promise<ActivityLogItem[]> {
  return sql<ActivityLogItem[]>`
    select ${itemColumns(sql)}
    from (select a.id from activity_logs a ${joins} where ${where}
          order by a.created_at desc, a.id desc limit ${page.limit} offset ${page.offset}) p
    join activity_logs a on a.id = p.id ${itemJoins(sql)}
    order by a.created_at desc, a.id desc`;
}

/**
 * How many entries `where` keeps. When `everyRecruit` (SQL) holds, the user sees every recruit and the count comes from the
 * summaries triggers keep up to date (migrations/00022_dashboard_aggregates.sql): by day and action
 * without a search, by recruit (its kept search text) for a search without other filters; anything else counts the log.
 * (Only the branch the CASE takes is run.)
 */
async function countWhere(
  sql: Sql,
  where: Fragment,
  joins: Fragment,
  q: Partial<AllActivityQuery>,
  everyRecruit: Fragment,
): Promise<number> {
  const scanned = sql`(select count(*) from activity_logs a ${joins} where ${where})`;
  let summed: Fragment | undefined;
  if (!q.search) {
    const days = [sql`true`];
    if (q.action) days.push(sql`action = ${q.action}`);
    if (q.date_from) days.push(sql`day >= ${q.date_from}::date`);
    if (q.date_to) days.push(sql`day <= ${q.date_to}::date`);
    summed = sql`(select coalesce(sum(entries), 0) from activity_day_counts where ${whereAll(sql, days)})`;
  } else if (!q.action && !q.date_from && !q.date_to) {
    summed = sql`(select coalesce(sum(entries), 0) from activity_recruit_counts where search_text like ${likePattern(q.search)})`;
  }
  const [{ count }] = await sql<{ count: number }[]>`
    select (${summed ? sql`case when ${everyRecruit} then ${summed} else ${scanned} end` : scanned})::int as count`;
  return count;
}

/**
 * The search of Candidate Activity: the recruit's name or e-mail holds the text. The same text is
 * kept per recruit in activity_recruit_counts.search_text (activity_search_text() in
 * migrations/00022_dashboard_aggregates.sql), which the count of a search reads.
 */
const recruitMatches = (sql: Sql, search: string): Fragment =>
  sql`lower(r.first_name || ' ' || r.last_name || ' ' || r.email) like ${likePattern(search)}`;

/** The newest `limit` entries `scope` (a condition on `a`, activity_logs) keeps, without a count. */
export async function latestActivity(sql: Sql, scope: Fragment, limit: number): Promise<ActivityLogItem[]> {
  return pageRows(sql, scope, sql``, { limit, offset: 0 });
}

/** One page of recruit `recruitId`'s entries, newest first, with their count (kept in activity_recruit_counts). */
export async function recruitActivityPage(sql: Sql, recruitId: number, page: PageOf): Promise<ActivityPage> {
  const [rows, [{ count }]] = await Promise.all([
    pageRows(sql, sql`a.recruit_id = ${recruitId}`, sql``, page),
    sql<{ count: number }[]>`select coalesce((select entries from activity_recruit_counts where recruit_id = ${recruitId}), 0) as count`,
  ]);
  return { rows, count };
}

/**
 * One page, newest first, of the entries `scope` keeps (a condition on `a`: the recruits the user
 * sees), with their count; `everyRecruit`: SQL that holds when the user sees every recruit.
 */
export async function listActivity(sql: Sql, scope: Fragment, everyRecruit: Fragment, page: PageOf): Promise<ActivityPage> {
  const [rows, count] = await Promise.all([pageRows(sql, scope, sql``, page), countWhere(sql, scope, sql``, {}, everyRecruit)]);
  return { rows, count };
}

/**
 * Candidate Activity (docs/dashboard.md): one page of the whole log, newest first. The search matches
 * the recruit's name or e-mail; dates are the database's days, both ends included.
 */
export async function searchActivity(
  sql: Sql,
  q: AllActivityQuery,
  scope: Fragment,
  everyRecruit: Fragment,
  page: Page,
): Promise<ActivityPage> {
  const parts = [scope];
  if (q.action) parts.push(sql`a.action = ${q.action}`);
  if (q.date_from) parts.push(sql`a.created_at >= ${q.date_from}::date::timestamptz`);
  if (q.date_to) parts.push(sql`a.created_at < (${q.date_to}::date + 1)::timestamptz`);
  if (!q.search) {
    const where = whereAll(sql, parts);
    const [rows, count] = await Promise.all([pageRows(sql, where, sql``, page), countWhere(sql, where, sql``, q, everyRecruit)]);
    return { rows, count };
  }
  const joins = sql`join recruits r on r.id = a.recruit_id`;
  const where = whereAll(sql, [...parts, recruitMatches(sql, q.search)]);
  const count = await countWhere(sql, where, joins, q, everyRecruit);
  // The planner cannot tell how many recruits a text matches. Walking the log newest first reads
  // about (offset + limit) × total ÷ count entries; taking every match's entries by recruit and
  // sorting them reads `count`. The cheaper of the two, by the count just taken.
  const [{ total }] = await sql<{ total: number }[]>`select coalesce(sum(entries), 0)::float8 as total from activity_day_counts`;
  if (count * count > (page.offset + page.limit) * total) {
    // `offset 0` keeps the recruit test a lookup per entry of the walk.
    const matches = sql`exists (select 1 from recruits r where r.id = a.recruit_id and ${recruitMatches(sql, q.search)} offset 0)`;
    return { rows: await pageRows(sql, whereAll(sql, [...parts, matches]), sql``, page), count };
  }
  return { rows: await pageRows(sql, where, joins, page), count };
}
