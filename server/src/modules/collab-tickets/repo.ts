// Single-use room tickets in PostgreSQL (see migrations/00005_collab_tickets.sql).
import type { Sql } from '../../db/connect.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { UserType } from '@shared/domain/roles.ts';

/** Who a redeemed ticket stands for: the claims of the access token that asked for it. */
type TicketHolder = { sub: number; type: UserType; recruit_id: number | null };

/** A ticket lives this long: enough to open a socket right after asking for it, too short to reuse. */
const TICKET_TTL_SECONDS = 30;

/** Stores the hash of a new 256-bit ticket for this user and room; answers the ticket itself. */
export async function issueTicket(sql: Sql, holder: TicketHolder, kind: string, roomToken: string): Promise<string> {
  const ticket = newToken();
  await sql`
    insert into collab_tickets (hash, user_id, user_type, recruit_id, kind, room_hash, expires_at)
    values (${hashToken(ticket)}, ${holder.sub}, ${holder.type}, ${holder.recruit_id}, ${kind}, ${hashToken(roomToken)},
            now() + make_interval(secs => ${TICKET_TTL_SECONDS}))`;
  // Expired tickets are useless; clearing them here keeps the table small without a timer.
  await sql`delete from collab_tickets where expires_at < now() - interval '1 minute'`;
  return ticket;
}

/**
 * Uses a ticket up (deleted in the same statement, so twice never works): its holder, or null. A
 * ticket of an account deactivated since it was issued is refused (docs/team.md, "Deactivation").
 */
export async function redeemTicket(sql: Sql, ticket: string, kind: string, roomToken: string): Promise<TicketHolder | null> {
  const [row] = await sql<{ user_id: number; user_type: UserType; recruit_id: number | null; live: boolean }[]>`
    delete from collab_tickets where hash = ${hashToken(ticket)}
    returning user_id, user_type, recruit_id,
              kind = ${kind} and room_hash = ${hashToken(roomToken)} and expires_at > now()
              and exists (select 1 from users u where u.id = user_id and u.is_active) as live`;
  return row?.live ? { sub: row.user_id, type: row.user_type, recruit_id: row.recruit_id } : null;
}
