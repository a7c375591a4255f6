// Test data for ClearView: a recruit and a session, written straight to the database.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../server/src/db/connect.ts';
import { newToken } from '../../server/src/lib/tokens.ts';

export type SessionFixture = { recruitId: number; sessionId: number; token: string; email: string };

/** A recruit (at `status`, optionally assigned to a recruiter) with one ClearView session. */
export async function createSession(
  sql: Sql,
  opts: { status?: string; recruiterId?: number | null; sessionStatus?: string; data?: object; first_name?: string } = {},
): Promise<SessionFixture> {
  const email = `recruit-${randomBytes(4).toString('hex')}@example.com`;
  const [recruit] = await sql<{ id: number }[]>`
    insert into recruits (first_name, last_name, email, phone, status, recruiter_id)
    values (${opts.first_name ?? 'Riley'}, 'Recruit', ${email}, '555-0100', ${opts.status ?? 'clearview_scheduled'}, ${opts.recruiterId ?? null})
    returning id`;
  const token = newToken();
  const [session] = await sql<{ id: number }[]>`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, meeting_link, link_type, data)
    values (${recruit.id}, ${token}, ${opts.sessionStatus ?? 'scheduled'}, now() + interval '1 day',
            ${`https://meet.jit.si/test-${token.slice(0, 16)}`}, 'generated', ${sql.json((opts.data ?? {}) as never)})
    returning id`;
  return { recruitId: recruit.id, sessionId: session.id, token, email };
}
