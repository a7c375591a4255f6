import type { Sql } from '../../../db/connect.ts';

/** Locks the recruit's row and answers its owner; undefined when there is no such recruit. */
export async function lockRecruitOwner(sql: Sql, id: number): Promise<{ recruiter_id: number | null } | undefined> {
  const [row] = await sql<{ recruiter_id: number | null }[]>`select recruiter_id from recruits where id = ${id} for update`;
  return row;
}

/** True when the user is an active admin or recruiter: someone a recruit can be assigned to. */
export async function isActiveOwner(sql: Sql, userId: number): Promise<boolean> {
  const [row] = await sql`select 1 from users where id = ${userId} and is_active and role in ('admin', 'recruiter')`;
  return row !== undefined;
}

export async function setRecruitOwner(sql: Sql, id: number, recruiterId: number): Promise<void> {
  await sql`update recruits set recruiter_id = ${recruiterId}, updated_at = now() where id = ${id}`;
}
