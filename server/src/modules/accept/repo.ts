import type { Sql } from '../../db/connect.ts';

export const INVITE_TTL_DAYS = 14;

/** Stores a new acceptance link for a recruit; the previous one (used or not) stops working. */
export async function replaceAcceptanceToken(sql: Sql, recruitId: number, tokenHash: string): Promise<Date> {
  const [row] = await sql<{ expires_at: Date }[]>`
    insert into acceptance_tokens (recruit_id, token_hash, expires_at)
    values (${recruitId}, ${tokenHash}, now() + make_interval(days => ${INVITE_TTL_DAYS}))
    on conflict (recruit_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at, used_at = null, created_at = now()
    returning expires_at`;
  return row.expires_at;
}

/**
 * The recruit a live link belongs to: unused, unexpired, and the recruit still awaiting acceptance.
 * `lock` holds the token row so two submissions of one link cannot both succeed.
 */
export async function findRecruitIdForToken(sql: Sql, tokenHash: string, lock = false): Promise<number | undefined> {
  const [row] = await sql<{ recruit_id: number }[]>`
    select t.recruit_id from acceptance_tokens t join recruits r on r.id = t.recruit_id
    where t.token_hash = ${tokenHash} and t.used_at is null and t.expires_at > now() and r.status = 'profile_created'
    ${lock ? sql`for update of t` : sql``}`;
  return row?.recruit_id;
}

export async function markTokenUsed(sql: Sql, recruitId: number): Promise<void> {
  await sql`update acceptance_tokens set used_at = now() where recruit_id = ${recruitId}`;
}

/** The account already linked to a recruit, if any. */
export async function findUserIdForRecruit(sql: Sql, recruitId: number): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from users where recruit_id = ${recruitId} and type = 'recruit' order by id limit 1`;
  return row?.id;
}

/** Keeps the recruit's account in step with the contact details they just confirmed. */
export async function updateRecruitUser(
  sql: Sql,
  userId: number,
  u: { email: string; first_name: string; last_name: string },
): Promise<void> {
  await sql`
    update users set email = ${u.email}, first_name = ${u.first_name}, last_name = ${u.last_name}, updated_at = now()
    where id = ${userId}`;
}
