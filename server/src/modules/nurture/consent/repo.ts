import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { ConsentChannel, ConsentSource, ConsentState, ConsentStatus } from '@shared/domain/consent.ts';

export type ConsentEntryRow = {
  channel: ConsentChannel;
  state: ConsentState;
  source: ConsentSource;
  wording: string;
  wording_version: string;
  created_at: Date;
};

export type NewConsentEntry = {
  recruitId: number;
  channel: ConsentChannel;
  state: ConsentState;
  source: ConsentSource;
  wording: string;
  wordingVersion: string;
  actorId: number | null;
};

/** A channel's current state of the recruit row aliased `r`: its newest entry's, else 'none' (in a select list). */
export const consentStateOfR = (sql: Sql, channel: ConsentChannel): Fragment =>
  sql`coalesce((select c.state from consent_entries c where c.recruit_id = r.id and c.channel = ${channel}
                order by c.created_at desc, c.id desc limit 1), 'none')`;

export async function insertConsentEntry(sql: Sql, e: NewConsentEntry): Promise<void> {
  await sql`
    insert into consent_entries (recruit_id, channel, state, source, wording, wording_version, actor_id)
    values (${e.recruitId}, ${e.channel}, ${e.state}, ${e.source}, ${e.wording}, ${e.wordingVersion}, ${e.actorId})`;
}

/** A recruit's entries, newest first. */
export async function listConsentEntries(sql: Sql, recruitId: number): Promise<ConsentEntryRow[]> {
  return sql<ConsentEntryRow[]>`
    select channel, state, source, wording, wording_version, created_at from consent_entries
    where recruit_id = ${recruitId} order by created_at desc, id desc limit 500`;
}

/** The current state of one channel, locking the recruit's ledger for the caller's transaction (a change reads, then writes). */
export async function lockedConsentState(sql: Sql, recruitId: number, channel: ConsentChannel): Promise<ConsentStatus> {
  await sql`select pg_advisory_xact_lock(hashtext('recruit-consent'), ${recruitId})`;
  const [row] = await sql<{ state: ConsentState }[]>`
    select state from consent_entries where recruit_id = ${recruitId} and channel = ${channel}
    order by created_at desc, id desc limit 1`;
  return row?.state ?? 'none';
}
