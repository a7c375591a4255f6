// Contracts of the consent ledger (docs/nurture.md, "Consent"): a recruit's entries and current
// state per channel, and the unsubscribe link's calls.
import { z } from 'zod';
import { CONSENT_CHANNELS, CONSENT_SOURCES, CONSENT_STATES } from '../domain/consent.ts';
import { timestamp } from './common.ts';

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
