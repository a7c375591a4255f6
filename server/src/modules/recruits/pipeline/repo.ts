import type { Sql } from '../../../db/connect.ts';
import { rowsAndCount, type RowsAndCount } from '../../../db/sql-helpers.ts';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import type { RecruitOrdering } from '@shared/schemas/recruits.ts';
import type { Fragment } from 'postgres';
import { recruitColumns, recruitJoins, type RecruitRow } from '../repo.ts';

function orderClause(sql: Sql, ordering: RecruitOrdering) {
  const stage = sql`array_position(${RECRUIT_STATUSES as unknown as string[]}::text[], r.status)`;
  switch (ordering) {
    case 'created_at':
      return sql`r.created_at asc, r.id asc`;
    case 'name':
      return sql`lower(r.last_name) asc, lower(r.first_name) asc, r.id asc`;
    case '-name':
      return sql`lower(r.last_name) desc, lower(r.first_name) desc, r.id desc`;
    case 'status':
    case 'stage':
      return sql`${stage} asc, r.created_at desc, r.id desc`;
    case '-status':
    case '-stage':
      return sql`${stage} desc, r.created_at desc, r.id desc`;
    case 'source':
      return sql`r.recruiting_source asc, r.created_at desc, r.id desc`;
    case '-source':
      return sql`r.recruiting_source desc, r.created_at desc, r.id desc`;
    case 'recruiter':
      return sql`lower(u.last_name) asc nulls last, lower(u.first_name) asc nulls last, r.created_at desc, r.id desc`;
    case '-recruiter':
      return sql`lower(u.last_name) desc nulls last, lower(u.first_name) desc nulls last, r.created_at desc, r.id desc`;
    // Days in stage grow as status_changed_at goes back: fewest days = the latest change.
    case 'days_in_stage':
      return sql`r.status_changed_at desc, r.id desc`;
    case '-days_in_stage':
      return sql`r.status_changed_at asc, r.id asc`;
    default:
      return sql`r.created_at desc, r.id desc`;
  }
}

/** One page of the recruits `where` (pipelineCondition, filter.ts) keeps, and their total. */
export async function listRecruits(
  sql: Sql,
  where: Fragment,
  page: { ordering: RecruitOrdering; limit: number; offset: number },
): Promise<RowsAndCount<RecruitRow>> {
  return rowsAndCount(
    sql<RecruitRow[]>`
      select ${recruitColumns(sql)} from recruits r ${recruitJoins(sql)}
      where ${where}
      order by ${orderClause(sql, page.ordering)}
      limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from recruits r where ${where}`,
  );
}

/** Active staff who can own recruits (admins and recruiters), by name. */
export async function listOwners(sql: Sql): Promise<{ id: number; name: string }[]> {
  return sql<{ id: number; name: string }[]>`
    select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name
    from users where type = 'recruiter' and role in ('admin', 'recruiter') and is_active
    order by lower(last_name), lower(first_name), id`;
}

/** Whether `userId` is an active admin or recruiter (who may own recruits). */
export async function isOwnerCandidate(sql: Sql, userId: number): Promise<boolean> {
  const [row] = await sql`
    select 1 from users where id = ${userId} and type = 'recruiter' and role in ('admin', 'recruiter') and is_active`;
  return row !== undefined;
}

/** The recruit's owner, locked for a reassignment; undefined when the recruit does not exist. */
export async function lockRecruitOwner(sql: Sql, id: number): Promise<{ recruiter_id: number | null } | undefined> {
  const [row] = await sql<{ recruiter_id: number | null }[]>`select recruiter_id from recruits where id = ${id} for update`;
  return row;
}

export async function setRecruitOwner(sql: Sql, id: number, recruiterId: number | null): Promise<void> {
  await sql`update recruits set recruiter_id = ${recruiterId}, updated_at = now() where id = ${id}`;
}
