import type { Sql } from '../../../db/connect.ts';
import type { ClearviewSessionSummary } from '@shared/schemas/recruits.ts';

/** A session as scheduling reads it; `ics_sequence` counts the calendar updates sent for it. */
type SessionRow = Omit<ClearviewSessionSummary, 'scheduled_at'> & { scheduled_at: Date; ics_sequence: number };
const columns = (sql: Sql) => sql`id, token, scheduled_at, meeting_link, link_type, status, ics_sequence`;

/** The recruit's newest session that has not started or finished yet. */
export async function findOpenSession(sql: Sql, recruitId: number): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow[]>`
    select ${columns(sql)} from clearview_sessions
    where recruit_id = ${recruitId} and status in ('scheduled', 'in_progress')
    order by created_at desc, id desc limit 1 for update`;
  return row;
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
    set scheduled_at = ${s.scheduledAt}, meeting_link = ${s.meetingLink}, link_type = ${s.linkType},
        ics_sequence = ics_sequence + 1, updated_at = now()
    where id = ${id}
    returning ${columns(sql)}`;
  return row;
}
