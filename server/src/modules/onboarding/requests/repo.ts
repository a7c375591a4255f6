import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { RequestStatus } from '@shared/domain/onboarding.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import { likePattern, rowsAndCount, type RowsAndCount, whereAll } from '../../../db/sql-helpers.ts';
import type { Page } from '../../../lib/paging.ts';

export type RequestSource = 'recruit' | 'recruiter' | 'direct';

/** The fields a request carries from its form (docs/spec/doc2.md §3 "Onboarding request"). */
export type RequestFields = {
  preferred_start_date: string | null;
  current_company: string;
  current_role: string;
  years_experience: number | null;
  has_team: boolean;
  team_size: number | null;
  current_volume: string;
  special_requirements: string;
  notes: string;
};

export type RequestRow = RequestFields & {
  id: number;
  status: RequestStatus;
  source: RequestSource;
  recruit_id: number;
  recruit_first_name: string;
  recruit_last_name: string;
  recruit_email: string;
  recruit_status: RecruitStatus;
  previous_recruit_status: RecruitStatus | null;
  created_by: number | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Date;
  process_id: number | null;
  /** Tasks of the request's process (0 without one). */
  task_count: number;
};

// "current_role" is an SQL keyword: always quoted.
const requestSelect = (sql: Sql) => sql`
  select q.id, q.status, q.source, q.recruit_id, q.preferred_start_date::text as preferred_start_date,
         q.current_company, q."current_role", q.years_experience, q.has_team, q.team_size, q.current_volume,
         q.special_requirements, q.notes, q.previous_recruit_status, q.created_by, q.decided_by, q.decided_at,
         q.created_at, r.first_name as recruit_first_name, r.last_name as recruit_last_name,
         r.email as recruit_email, r.status as recruit_status,
         (select p.id from onboarding_processes p where p.request_id = q.id) as process_id,
         (select count(*)::int from onboarding_tasks t join onboarding_processes p on p.id = t.process_id
          where p.request_id = q.id) as task_count
  from onboarding_requests q join recruits r on r.id = q.recruit_id`;

type RequestFilter = { scope: Fragment; status?: RequestStatus; search?: string };

function requestWhere(sql: Sql, f: RequestFilter) {
  const parts = [f.scope];
  if (f.status) parts.push(sql`q.status = ${f.status}`);
  if (f.search) parts.push(sql`lower(r.first_name || ' ' || r.last_name || ' ' || r.email) like ${likePattern(f.search)}`);
  return whereAll(sql, parts);
}

/** Newest first, one page, with the total matching the filter. */
export async function listRequests(sql: Sql, f: RequestFilter, page: Pick<Page, 'limit' | 'offset'>): Promise<RowsAndCount<RequestRow>> {
  return rowsAndCount(
    sql<RequestRow[]>`
      ${requestSelect(sql)} where ${requestWhere(sql, f)}
      order by q.created_at desc, q.id desc limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`
      select count(*)::int as count from onboarding_requests q join recruits r on r.id = q.recruit_id
      where ${requestWhere(sql, f)}`,
  );
}

export async function findRequest(sql: Sql, id: number): Promise<RequestRow | undefined> {
  const [row] = await sql<RequestRow[]>`${requestSelect(sql)} where q.id = ${id}`;
  return row;
}

/** Locks the request row for a decision, so two approvals of one request cannot both pass. */
export async function lockRequest(sql: Sql, id: number): Promise<{ status: RequestStatus } | undefined> {
  const [row] = await sql<{ status: RequestStatus }[]>`select status from onboarding_requests where id = ${id} for update`;
  return row;
}

/** The recruit's request that blocks a new one (any status but rejected). */
export async function findLiveRequest(sql: Sql, recruitId: number): Promise<{ id: number; status: RequestStatus } | undefined> {
  const [row] = await sql<{ id: number; status: RequestStatus }[]>`
    select id, status from onboarding_requests where recruit_id = ${recruitId} and status <> 'rejected'`;
  return row;
}

export async function insertRequest(
  sql: Sql,
  v: RequestFields & {
    recruit_id: number;
    source: RequestSource;
    status: RequestStatus;
    previous_recruit_status: RecruitStatus | null;
    created_by: number | null;
  },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into onboarding_requests (
      recruit_id, source, status, preferred_start_date, current_company, "current_role", years_experience, has_team,
      team_size, current_volume, special_requirements, notes, previous_recruit_status, created_by,
      decided_at)
    values (
      ${v.recruit_id}, ${v.source}, ${v.status}, ${v.preferred_start_date}, ${v.current_company}, ${v.current_role},
      ${v.years_experience}, ${v.has_team}, ${v.team_size}, ${v.current_volume}, ${v.special_requirements}, ${v.notes},
      ${v.previous_recruit_status}, ${v.created_by}, ${v.status === 'pending' ? null : sql`now()`})
    returning id`;
  return row.id;
}

export async function decideRequest(sql: Sql, id: number, status: RequestStatus, decidedBy: number | null): Promise<void> {
  await sql`
    update onboarding_requests set status = ${status}, decided_by = ${decidedBy}, decided_at = now(), updated_at = now()
    where id = ${id}`;
}

/** An approved request whose process finished becomes completed. */
export async function completeRequest(sql: Sql, id: number): Promise<void> {
  await sql`update onboarding_requests set status = 'completed', updated_at = now() where id = ${id} and status = 'approved'`;
}

export async function deleteRequest(sql: Sql, id: number): Promise<void> {
  await sql`delete from onboarding_requests where id = ${id}`;
}
