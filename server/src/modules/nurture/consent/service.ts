// The consent ledger (docs/nurture.md, "Consent"): every change of a recruit's opt-in or opt-out
// per channel is an entry with its source and the wording shown; the current state is the newest
// entry. Entries are written in the transaction of the change that causes them.
import type { Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { ConsentStatus } from '@shared/domain/consent.ts';
import type { RecruitConsent } from '@shared/schemas/consent.ts';
import { endForExit } from '../enrollments/service.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import * as repo from './repo.ts';
import { serializeConsentEntry } from './serialize.ts';

/**
 * Records a change of state in the caller's transaction; a repeat of the current state (a second
 * STOP, a second click) adds nothing. An opt-out on any channel also ends the recruit's running
 * follow-ups (docs/nurture.md, "Exit"). Answers whether the state changed.
 */
export async function recordConsent(tx: Sql, entry: repo.NewConsentEntry, at: Date): Promise<boolean> {
  const current: ConsentStatus = await repo.lockedConsentState(tx, entry.recruitId, entry.channel);
  if (current === entry.state) return false;
  await repo.insertConsentEntry(tx, entry);
  if (entry.state === 'opted_out') await endForExit(tx, entry.recruitId, 'opted_out', at);
  return true;
}

/** GET /recruits/{id}/consent/: each channel's state and every entry, newest first. */
export async function recruitConsent(deps: Deps, recruitId: number): Promise<RecruitConsent> {
  const recruit = await findNurtureRecruit(deps.sql, recruitId);
  if (!recruit) throw notFound('Recruit not found');
  const entries = await repo.listConsentEntries(deps.sql, recruitId);
  return { email: recruit.email_consent, sms: recruit.sms_consent, entries: entries.map(serializeConsentEntry) };
}
