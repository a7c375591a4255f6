import type { ConsentEntry } from '@shared/schemas/consent.ts';
import type { ConsentEntryRow } from './repo.ts';

export const serializeConsentEntry = (e: ConsentEntryRow): ConsentEntry => ({
  channel: e.channel,
  state: e.state,
  source: e.source,
  wording: e.wording,
  wording_version: e.wording_version,
  created_at: e.created_at.toISOString(),
});
