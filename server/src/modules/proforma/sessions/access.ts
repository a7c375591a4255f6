import type { Sql } from '../../../db/connect.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { assertRecruitVisible } from '../../recruits/visibility.ts';
import { findSession, type SessionRow } from './repo.ts';

/** The session a caller may read, as a row (for the calculation, the report, the live view): staff who see its recruit, or that recruit. */
export async function readableSession(sql: Sql, user: AccessClaims, id: number): Promise<SessionRow> {
  const row = await findSession(sql, id);
  if (!row) throw notFound('Proforma session not found');
  await assertRecruitVisible(sql, user, row.recruit_id, { hidden: 'Proforma session not found' });
  return row;
}
