// Contracts of the consent ledger (docs/nurture.md, "Consent"): a recruit's entries and current
// state per channel, and the unsubscribe link's calls.
import { z } from 'zod';
import { CONSENT_CHANNELS, CONSENT_SOURCES, CONSENT_STATES } from '../domain/consent.ts';
import { timestamp, tokenParam } from './common.ts';

const consentStatus = z.enum([...CONSENT_STATES, 'none']);

export const ConsentEntry = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  state: z.enum(CONSENT_STATES),
  source: z.enum(CONSENT_SOURCES),
  wording: z.string(),
  wording_version: z.string(),
  created_at: timestamp,
});
export type ConsentEntry = z.infer<typeof ConsentEntry>;

/** GET /recruits/{id}/consent/: each channel's current state (its newest entry) and every entry, newest first. */
export const RecruitConsent = z.object({
  email: consentStatus,
  sms: consentStatus,
  entries: z.array(ConsentEntry),
});
export type RecruitConsent = z.infer<typeof RecruitConsent>;

/** The unsubscribe link's token (docs/nurture.md, "Unsubscribe"). */
export const UnsubscribeParams = tokenParam;
/**
 * RFC 8058's one-click POST sends the form `List-Unsubscribe=One-Click`; the confirm page posts
 * JSON `{}`; a mail client may post nothing. All unsubscribe alike.
 */
export const UnsubscribeBody = z.record(z.string(), z.string().max(200)).optional();
/** What the unsubscribe page shows: the channel, the address with most of it hidden, and whether it is stopped. */
export const UnsubscribeStatus = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  address: z.string(),
  opted_out: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatus>;
