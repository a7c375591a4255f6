import type { Sql } from '../../../db/connect.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { assertCanSeeRecruit } from '../../recruits/guard.ts';
import { findSession, type SessionRow } from './repo.ts';

/** The session a caller may read, as a row (for the calculation, the report, the live view): staff, or its own recruit. */
export async function readableSession(sql: Sql, user: AccessClaims, id: number): Promise<SessionRow> {
  const row = await findSession(sql, id);
  if (!row) throw notFound('Proforma session not found');
  assertCanSeeRecruit(user, row.recruit_id);
  return row;
}
