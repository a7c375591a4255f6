// Test data for the live proforma room: a recruit and a proforma session, straight in the database.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../server/src/db/connect.ts';

/** A recruit with a proforma session (and saved inputs); answers the recruit's id and the session token. */
export async function createProformaSession(sql: Sql, status = 'in_progress', inputs: Record<string, number> = {}) {
  const tag = randomBytes(4).toString('hex');
  const [r] = await sql`
    insert into recruits (first_name, last_name, email, status) values ('Pat', ${`Live${tag}`}, ${`pat.${tag}@example.com`}, 'proforma_scheduled')
    returning id`;
  const token = randomBytes(32).toString('base64url');
  const [s] = await sql`
    insert into proforma_sessions (recruit_id, model_type_id, token, status, scheduled_at, started_at, completed_at)
    values (${r.id}, 1, ${token}, ${status}, now(), ${status === 'scheduled' ? null : new Date()}, ${status === 'completed' ? new Date() : null})
    returning id`;
  for (const [field, value] of Object.entries(inputs)) {
    await sql`
      insert into proforma_inputs (session_id, category, field_name, value, unit, description)
      values (${s.id}, 'production', ${field}, ${value}, 'units', '')`;
  }
  return { recruitId: r.id as number, token };
}
