import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares a presented department key with the stored one in constant time. */
export function keyMatches(presented: string | null | undefined, stored: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(stored));
}

/** True when the request carries a valid recruiter access token (the token-link calls accept one, but need none). */
export async function isRecruiterRequest(app: FastifyInstance, req: FastifyRequest): Promise<boolean> {
  return (await app.optionalClaims(req))?.type === 'recruiter';
}
