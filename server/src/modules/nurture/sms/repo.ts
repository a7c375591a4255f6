import type { Sql } from '../../../db/connect.ts';

export async function setSmsConsent(sql: Sql, id: number, consent: boolean): Promise<void> {
  await sql`
    update recruits
    set sms_consent_at = ${consent ? sql`coalesce(sms_consent_at, now())` : null},
        sms_opt_out_at = ${consent ? null : sql`sms_opt_out_at`}
    where id = ${id}`;
}

/** A STOP reply: no more SMS until the recruit consents again. */
export async function optOutOfSms(sql: Sql, id: number): Promise<void> {
  await sql`update recruits set sms_opt_out_at = now(), sms_consent_at = null where id = ${id}`;
}

/** Recruits whose phone ends in these national digits (the sender of an inbound SMS), for the caller to confirm. */
export async function recruitsWithPhoneEnding(sql: Sql, digits: string): Promise<{ id: number; phone: string }[]> {
  return sql<{ id: number; phone: string }[]>`
    select id, phone from recruits where regexp_replace(phone, '[^0-9]', '', 'g') like ${`%${digits}`}`;
}
