import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sql } from '../../db/connect.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/http-error.ts';
import { NOT_YOUR_RECORD } from '../recruits/guard.ts';

export const NO_RECRUIT_PROFILE = 'No recruit profile found. Please contact your recruiter.';

/**
 * The recruit record a recruit user acts for: the recruit_id of their account, else the recruit
 * with their e-mail (doc2 §6: "matched by their e-mail"). Null when there is none.
 */
export async function ownRecruitId(sql: Sql, user: AccessClaims): Promise<number | null> {
  if (user.recruit_id !== null) return user.recruit_id;
  const [row] = await sql<{ id: number }[]>`
    select r.id from recruits r join users u on lower(u.email) = lower(r.email) where u.id = ${user.sub}`;
  return row?.id ?? null;
}

/** Recruiters see everything (null); a recruit user only their own recruit (-1 when they have none). */
export async function recruitScope(sql: Sql, user: AccessClaims): Promise<number | null> {
  if (user.type === 'recruiter') return null;
  return (await ownRecruitId(sql, user)) ?? -1;
}

/** Recruiters may act on any recruit; a recruit user only on their own record (403 otherwise). */
export async function assertOwnRecruit(sql: Sql, user: AccessClaims, recruitId: number): Promise<void> {
  if (user.type === 'recruiter') return;
  if ((await ownRecruitId(sql, user)) !== recruitId) throw forbidden(NOT_YOUR_RECORD);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares a presented department key with the stored one in constant time. */
export function keyMatches(presented: string | null | undefined, stored: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(stored));
}

/** True when the request carries a valid recruiter access token (the token-link calls accept one, but need none). */
export function isRecruiterRequest(app: FastifyInstance, req: FastifyRequest): boolean {
  return app.optionalClaims(req)?.type === 'recruiter';
}
