import type { Sql } from '../../../db/connect.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { RecruitOrdering } from '@shared/schemas/recruits.ts';
import { likePattern, whereAll } from '../../../db/sql-helpers.ts';
import { recruitColumns, recruitJoins, type RecruitRow } from '../repo.ts';

export type RecruitListFilter = {
  /** Limit to one recruit (a recruit user's own record); null = all. */
  onlyId: number | null;
  status?: RecruitStatus;
  /** Any of these statuses (a sidebar phase); undefined = any. */
  statuses?: readonly RecruitStatus[];
  /** Source values to keep; undefined = any source. */
  sources?: string[];
  search?: string;
  /** true: discovery access on; false: off or never given; undefined = either. */
  discoveryAccess?: boolean;
};

function whereClause(sql: Sql, f: RecruitListFilter) {
  const parts = [];
  if (f.onlyId !== null) parts.push(sql`r.id = ${f.onlyId}`);
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.statuses) parts.push(sql`r.status = any(${f.statuses as string[]}::text[])`);
  if (f.discoveryAccess !== undefined) parts.push(sql`coalesce(da.is_enabled, false) = ${f.discoveryAccess}`);
  if (f.sources) parts.push(sql`r.recruiting_source = any(${f.sources}::text[])`);
  if (f.search) {
    // The same expression as recruits_search_idx, so the trigram index serves the substring match.
    parts.push(sql`lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.phone) like ${likePattern(f.search)}`);
  }
  return whereAll(sql, parts);
}

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

/** One page of recruits and the total matching the filter. */
export async function listRecruits(
  sql: Sql,
  f: RecruitListFilter,
  page: { ordering: RecruitOrdering; limit: number; offset: number },
): Promise<{ rows: RecruitRow[]; count: number }> {
  const [rows, [{ count }]] = await Promise.all([
    sql<RecruitRow[]>`
      select ${recruitColumns(sql)} from recruits r ${recruitJoins(sql)}
      where ${whereClause(sql, f)}
      order by ${orderClause(sql, page.ordering)}
      limit ${page.limit} offset ${page.offset}`,
    // The joins are one-to-one and left: PostgreSQL drops them when no filter reads them.
    sql<{ count: number }[]>`select count(*)::int as count from recruits r ${recruitJoins(sql)} where ${whereClause(sql, f)}`,
  ]);
  return { rows, count };
}
