import type { Sql } from '../../../db/connect.ts';

/** Recruits whose phone ends in these national digits (the sender of an inbound SMS), for the caller to confirm. */
export async function recruitsWithPhoneEnding(sql: Sql, digits: string): Promise<{ id: number; phone: string }[]> {
  return sql<{ id: number; phone: string }[]>`
    select id, phone from recruits where regexp_replace(phone, '[^0-9]', '', 'g') like ${`%${digits}`}`;
}
