// SMS consent (docs/nurture.md, "Consent"): the recruit's own choice, and Twilio's inbound texts:
// STOP opts a recruit out, START opts them back in, anything else reaches the recruiter.
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { CONSENT_WORDING, type ConsentState, SMS_HELP_REPLY } from '@shared/domain/consent.ts';
import type { RecruitNurture } from '@shared/schemas/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import { notifyRecruiterOf } from '../../notifications/repo.ts';
import { recruitNurture } from '../overview/service.ts';
import { toE164 } from '../phone.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import { recordConsent } from '../consent/service.ts';
import { endForExit } from '../enrollments/service.ts';
import * as repo from './repo.ts';

/** Twilio's opt-out and opt-in keywords (its Advanced Opt-Out defaults). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

export async function setConsent(d: Deps, user: AccessClaims, recruitId: number, consent: boolean): Promise<RecruitNurture> {
  await transaction(d.sql, async (tx) => {
    const recruit = await findNurtureRecruit(tx, recruitId);
    if (!recruit) throw notFound('Recruit not found');
    if (consent && !toE164(recruit.phone)) throw conflict('Add a valid mobile number before agreeing to text messages');
    const wording = user.type === 'recruit' ? CONSENT_WORDING.smsForm : CONSENT_WORDING.smsStaff;
    await recordConsent(
      tx,
      {
        recruitId,
        channel: 'sms',
        state: consent ? 'opted_in' : 'opted_out',
        source: user.type === 'recruit' ? 'form' : 'staff',
        wording: wording.text,
        wordingVersion: wording.version,
        actorId: user.sub,
      },
      d.now(),
    );
    await logActivity(tx, { recruitId, actorId: user.sub, action: consent ? 'sms_consent_given' : 'sms_consent_withdrawn' });
  });
  return recruitNurture(d, recruitId);
}

/**
 * An inbound text: STOP words opt the sender out of SMS, START words back in, HELP is answered with
 * who sends and how to stop (to any sender, known or not); anything else is logged and reaches the recruiter.
 */
export async function handleInbound(d: Deps, params: Record<string, string>): Promise<void> {
  const from = toE164(params.From);
  if (!from) return;
  const word = (params.Body ?? '').trim().toUpperCase();
  const matches = (await repo.recruitsWithPhoneEnding(d.sql, from.slice(-10))).filter((r) => toE164(r.phone) === from);
  await transaction(d.sql, async (tx) => {
    if (HELP_WORDS.has(word)) {
      await d.messages.queueSms(tx, { recruitId: matches[0]?.id ?? null, to: from, text: SMS_HELP_REPLY, type: 'other' });
      return;
    }
    for (const r of matches) {
      if (STOP_WORDS.has(word)) {
        await recordConsent(tx, keywordEntry(r.id, 'opted_out', word), d.now());
        await logActivity(tx, { recruitId: r.id, actorId: null, action: 'sms_opted_out', details: { keyword: word } });
      } else if (START_WORDS.has(word)) {
        await recordConsent(tx, keywordEntry(r.id, 'opted_in', word), d.now());
        await logActivity(tx, { recruitId: r.id, actorId: null, action: 'sms_consent_given', details: { keyword: word } });
      } else {
        await logActivity(tx, {
          recruitId: r.id,
          actorId: null,
          action: 'sms_received',
          details: { body: (params.Body ?? '').slice(0, 500) },
        });
        const body = (params.Body ?? '').trim();
        await notifyRecruiterOf(tx, r.id, {
          title: 'Text message received',
          message: `{name} replied: “${body.length > 140 ? `${body.slice(0, 140)}…` : body}”`,
          type: 'info',
        });
        await endForExit(tx, r.id, 'replied', d.now());
      }
    }
  });
}

/** A keyword reply's entry: the words are the recruit's own. */
const keywordEntry = (recruitId: number, state: ConsentState, word: string) => ({
  recruitId,
  channel: 'sms' as const,
  state,
  source: 'keyword' as const,
  wording: `Replied ${word}`,
  wordingVersion: 'sms-keyword-v1',
  actorId: null,
});

/**
 * Twilio's error 21610 on a delivery report: the carrier says the number replied STOP to our
 * sender, so the recruit the message went to is opted out of SMS (source `carrier_error`).
 */
export async function recordCarrierOptOut(tx: Sql, recruitId: number, at: Date): Promise<void> {
  const changed = await recordConsent(
    tx,
    {
      recruitId,
      channel: 'sms',
      state: 'opted_out',
      source: 'carrier_error',
      wording: CONSENT_WORDING.carrier.text,
      wordingVersion: CONSENT_WORDING.carrier.version,
      actorId: null,
    },
    at,
  );
  if (changed) await logActivity(tx, { recruitId, actorId: null, action: 'sms_opted_out', details: { carrier_error: CARRIER_OPT_OUT } });
}

/** Twilio's error code for a message to a number that replied STOP (the carrier's own opt-out). */
export const CARRIER_OPT_OUT = '21610';
