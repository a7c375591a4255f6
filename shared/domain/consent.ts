// The consent ledger's vocabulary (docs/nurture.md, "Consent"): channels, states, sources, and the
// wording each source shows, with its version. The server records the version of the text the
// screens show (both import it from here), so an entry names exactly the words the recruit saw.

export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_STATES = ['opted_in', 'opted_out'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
/** `migrated`: moved from the timestamps kept before the ledger, without source or wording. */
export const CONSENT_SOURCES = ['form', 'keyword', 'link', 'staff', 'carrier_error', 'migrated'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
/** A channel's current state: its newest entry, or `none` without one. */
export type ConsentStatus = ConsentState | 'none';

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  form: 'Recruit dashboard',
  keyword: 'Text reply',
  link: 'Unsubscribe link',
  staff: 'Staff',
  carrier_error: 'Carrier opt-out',
  migrated: 'Before the ledger',
};

type Wording = { version: string; text: string };

/** The words shown (or the event described) for each kind of entry; change the text, raise the version. */
export const CONSENT_WORDING = {
  smsForm: {
    version: 'sms-form-v1',
    text: 'Text me updates from my Clearpath recruiter. Up to 4 messages a month; message and data rates may apply. Reply STOP to opt out, HELP for help.',
  },
  smsStaff: { version: 'sms-staff-v1', text: 'Staff recorded the recruit’s answer to: may we text you updates? (Reply STOP to opt out.)' },
  emailLink: {
    version: 'email-link-v1',
    text: 'Unsubscribe from Clearpath follow-up e-mails. Account e-mails (passwords, invitations, tasks) still arrive.',
  },
  carrier: { version: 'twilio-21610-v1', text: 'Twilio error 21610: the carrier reports that this number replied STOP.' },
} as const satisfies Record<string, Wording>;

/** The answer to HELP (CTIA: who sends, how to stop, where to get help). */
export const SMS_HELP_REPLY =
  'Clearpath recruiting: follow-ups from your recruiter. Reply STOP to opt out, START to opt back in. Help: reply here or e-mail your recruiter. Msg & data rates may apply.';
