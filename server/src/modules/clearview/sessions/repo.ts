import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { ClearviewSessionStatus } from '@shared/schemas/clearview.ts';

export type SessionRow = {
  id: number;
  recruit_id: number;
  token: string;
  status: ClearviewSessionStatus;
  scheduled_at: Date | null;
  meeting_link: string | null;
  link_type: 'generated' | 'custom' | null;
  data: Record<string, unknown>;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const columns = (sql: Sql) =>
  sql`id, recruit_id, token, status, scheduled_at, meeting_link, link_type, data, completed_at, created_at, updated_at`;

export async function findSessionByToken(sql: Sql, token: string, opts: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow[]>`
    select ${columns(sql)} from clearview_sessions where token = ${token} ${opts.lock ? sql`for update` : sql``}`;
  return row;
}

export async function findSessionById(sql: Sql, id: number, opts: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow[]>`
    select ${columns(sql)} from clearview_sessions where id = ${id} ${opts.lock ? sql`for update` : sql``}`;
  return row;
}

/** Newest first; every recruit's when `recruitId` is undefined (capped: it is a working list, not an export). */
/** Newest first, the sessions `scope` (a condition on clearview_sessions) keeps. */
export async function listSessions(sql: Sql, scope: Fragment, limit = 200): Promise<SessionRow[]> {
  return sql<SessionRow[]>`
    select ${columns(sql)} from clearview_sessions where ${scope} order by created_at desc, id desc limit ${limit}`;
}

export async function insertSession(sql: Sql, s: { recruitId: number; token: string; createdBy: number }): Promise<SessionRow> {
  const [row] = await sql<SessionRow[]>`
    insert into clearview_sessions (recruit_id, token, status, created_by)
    values (${s.recruitId}, ${s.token}, 'scheduled', ${s.createdBy})
    returning ${columns(sql)}`;
  return row;
}

/** Stores module data; a scheduled session becomes in_progress with its first save, which is when it started. */
export async function saveSessionData(sql: Sql, id: number, data: unknown): Promise<SessionRow> {
  const [row] = await sql<SessionRow[]>`
    update clearview_sessions
    set data = ${sql.json(data as never)},
        status = case when status = 'scheduled' then 'in_progress' else status end,
        started_at = coalesce(started_at, now()),
        updated_at = now()
    where id = ${id}
    returning ${columns(sql)}`;
  return row;
}

export async function completeSession(sql: Sql, id: number, data: unknown): Promise<SessionRow & { completed_at: Date }> {
  const [row] = await sql<(SessionRow & { completed_at: Date })[]>`
    update clearview_sessions
    set data = ${sql.json(data as never)}, status = 'completed', completed_at = now(), updated_at = now()
    where id = ${id}
    returning ${columns(sql)}`;
  return row;
}
