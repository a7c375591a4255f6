import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import { rowsAndCount, type RowsAndCount } from '../../../db/sql-helpers.ts';
import type { ProformaStatus } from '@shared/domain/proforma.ts';
import type { ModelTypeItem } from '@shared/schemas/proforma-responses.ts';

export type SessionRow = {
  id: number;
  recruit_id: number;
  first_name: string;
  last_name: string;
  email: string;
  model_type: ModelTypeItem;
  status: ProformaStatus;
  token: string;
  scheduled_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  meeting_link: string;
  notes: string;
  has_pdf: boolean;
  created_by: number | null;
  created_at: Date;
};

const view = (sql: Sql) => sql`
  select s.id, s.recruit_id, r.first_name, r.last_name, r.email,
         json_build_object('id', m.id, 'name', m.name, 'model_type', m.model_type,
                           'duration_months', m.duration_months, 'description', m.description) as model_type,
         s.status, s.token, s.scheduled_at, s.started_at, s.completed_at, s.meeting_link, s.notes,
         s.pdf is not null as has_pdf, s.created_by, s.created_at
  from proforma_sessions s
  join recruits r on r.id = s.recruit_id
  join proforma_model_types m on m.id = s.model_type_id`;

export async function insertSession(
  sql: Sql,
  s: { recruitId: number; modelTypeId: number; token: string; at: Date; link: string; notes: string; createdBy: number | null },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into proforma_sessions (recruit_id, model_type_id, token, scheduled_at, meeting_link, notes, created_by)
    values (${s.recruitId}, ${s.modelTypeId}, ${s.token}, ${s.at}, ${s.link}, ${s.notes}, ${s.createdBy})
    returning id`;
  return row.id;
}

export async function findSession(sql: Sql, id: number, opts: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow[]>`${view(sql)} where s.id = ${id} ${opts.lock ? sql`for update of s` : sql``}`;
  return row;
}

export async function findSessionByToken(sql: Sql, token: string): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow[]>`${view(sql)} where s.token = ${token}`;
  return row;
}

export async function findSessions(sql: Sql, ids: number[]): Promise<SessionRow[]> {
  return sql<SessionRow[]>`${view(sql)} where s.id = any(${ids}::int[])`;
}

/** `scope`: the recruits' condition on `s` (recruitScope of recruits/visibility.ts). */
type ListFilter = { scope: Fragment; status?: ProformaStatus };
const where = (sql: Sql, q: ListFilter) => sql`
  ${q.scope}
  and ${q.status ? sql`s.status = ${q.status}` : sql`true`}`;

/** By the session's date, latest first (the Sessions tab and the overview's recent sessions): the order of the dates shown. */
export async function listSessions(sql: Sql, q: ListFilter & { limit: number; offset: number }): Promise<RowsAndCount<SessionRow>> {
  return rowsAndCount(
    sql<SessionRow[]>`${view(sql)} where ${where(sql, q)} order by s.scheduled_at desc, s.id desc limit ${q.limit} offset ${q.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from proforma_sessions s where ${where(sql, q)}`,
  );
}

/** Scheduled sessions from an hour ago on, soonest first. */
export async function listUpcoming(sql: Sql, q: { scope: Fragment; limit: number }): Promise<SessionRow[]> {
  return sql<SessionRow[]>`
    ${view(sql)}
    where s.status = 'scheduled' and s.scheduled_at >= now() - interval '1 hour'
      and ${q.scope}
    order by s.scheduled_at, s.id limit ${q.limit}`;
}

export async function countByStatus(sql: Sql, scope: Fragment): Promise<Record<ProformaStatus, number>> {
  const rows = await sql<{ status: ProformaStatus; count: number }[]>`
    select status, count(*)::int as count from proforma_sessions s
    where ${scope} group by status`;
  const counts: Record<ProformaStatus, number> = { scheduled: 0, in_progress: 0, completed: 0 };
  for (const r of rows) counts[r.status] = r.count;
  return counts;
}

export async function markStarted(sql: Sql, id: number): Promise<void> {
  await sql`update proforma_sessions set status = 'in_progress', started_at = now(), updated_at = now() where id = ${id}`;
}

export async function markCompleted(sql: Sql, id: number): Promise<void> {
  await sql`update proforma_sessions set status = 'completed', completed_at = now(), updated_at = now() where id = ${id}`;
}
