import type { Sql } from '../../db/connect.ts';
import type { ClearviewSessionSummary } from '../../../../shared/schemas/recruits.ts';

type SessionRow = Omit<ClearviewSessionSummary, 'scheduled_at'> & { scheduled_at: Date };
const columns = (sql: Sql) => sql`id, token, scheduled_at, meeting_link, link_type, status`;

/** The recruit's newest session that has not started or finished yet. */
export async function findOpenSession(sql: Sql, recruitId: number): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow[]>`
    select ${columns(sql)} from clearview_sessions
    where recruit_id = ${recruitId} and status in ('scheduled', 'in_progress')
    order by created_at desc, id desc limit 1 for update`;
  return row;
}

export async function meetingLinkTaken(sql: Sql, link: string): Promise<boolean> {
  const [row] = await sql`select 1 from clearview_sessions where meeting_link = ${link}`;
  return Boolean(row);
}

export async function insertSession(
  sql: Sql,
  s: { recruitId: number; token: string; scheduledAt: Date; meetingLink: string; linkType: string; createdBy: number },
): Promise<SessionRow> {
  const [row] = await sql<SessionRow[]>`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, meeting_link, link_type, created_by)
    values (${s.recruitId}, ${s.token}, 'scheduled', ${s.scheduledAt}, ${s.meetingLink}, ${s.linkType}, ${s.createdBy})
    returning ${columns(sql)}`;
  return row;
}

export async function rescheduleSession(
  sql: Sql,
  id: number,
  s: { scheduledAt: Date; meetingLink: string; linkType: string },
): Promise<SessionRow> {
  const [row] = await sql<SessionRow[]>`
    update clearview_sessions
    set scheduled_at = ${s.scheduledAt}, meeting_link = ${s.meetingLink}, link_type = ${s.linkType}, updated_at = now()
    where id = ${id}
    returning ${columns(sql)}`;
  return row;
}
