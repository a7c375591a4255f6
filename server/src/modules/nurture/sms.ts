// SMS consent and Twilio's webhooks (docs/nurture.md, "Consent"): STOP opts a recruit out, START
// opts them back in, and delivery reports move a message to delivered or failed.
import { transaction } from '../../db/connect.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import type { RecruitNurture } from '@shared/schemas/nurture.ts';
import { logActivity } from '../activity/repo.ts';
import { applyProviderStatus } from '../messages/repo.ts';
import { notifyUndelivered } from '../messages/deliver.ts';
import { notifyRecruiterOf } from '../notifications/repo.ts';
import * as recruits from './recruit-repo.ts';
import { twilioSdk } from '../messages/transports.ts';
import { toE164 } from './phone.ts';
import { recruitNurture } from './service.ts';
import { emitEvent } from '../webhooks/outbox.ts';

/** Twilio's opt-out and opt-in keywords (its Advanced Opt-Out defaults). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

export async function setConsent(d: ServiceDeps, user: AccessClaims, recruitId: number, consent: boolean): Promise<RecruitNurture> {
  await transaction(d.sql, async (tx) => {
    const recruit = await recruits.findNurtureRecruit(tx, recruitId);
    if (!recruit) throw notFound('Recruit not found');
    if (consent && !toE164(recruit.phone)) throw conflict('Add a valid mobile number before agreeing to text messages');
    await recruits.setSmsConsent(tx, recruitId, consent);
    await logActivity(tx, { recruitId, actorId: user.sub, action: consent ? 'sms_consent_given' : 'sms_consent_withdrawn' });
  });
  return recruitNurture(d, recruitId);
}

/** Checks Twilio's signature over the public URL and the posted form fields. */
export async function assertTwilioSignature(
  authToken: string | undefined,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): Promise<void> {
  if (!authToken) throw notFound('SMS webhooks are not configured');
  if (!signature || !(await twilioSdk()).validateRequest(authToken, signature, url, params)) throw forbidden('Invalid Twilio signature');
}

/** MessageStatus callbacks: delivered, or failed/undelivered with Twilio's error code. */
export async function handleStatusCallback(d: ServiceDeps, params: Record<string, string>): Promise<void> {
  const sid = params.MessageSid;
  if (!sid) throw badRequest('MessageSid is required');
  const status = params.MessageStatus;
  if (status === 'delivered') await applyProviderStatus(d.sql, sid, { delivered: true });
  if (status === 'failed' || status === 'undelivered') {
    const error = `Twilio ${status}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`;
    const failed = await transaction(d.sql, async (tx) => {
      const rows = await applyProviderStatus(tx, sid, { delivered: false, error });
      for (const m of rows)
        await emitEvent(tx, 'message.failed', { recruit_id: m.recruit_id, message_id: m.id, channel: m.channel, error });
      return rows;
    });
    for (const m of failed) if (m.recruit_id) await notifyUndelivered(d.sql, m.recruit_id, m);
  }
}

/** An inbound text: STOP words opt the sender out of SMS, START words back in; anything else is logged. */
export async function handleInbound(d: ServiceDeps, params: Record<string, string>): Promise<void> {
  const from = toE164(params.From);
  if (!from) return;
  const word = (params.Body ?? '').trim().toUpperCase();
  const matches = (await recruits.recruitsWithPhoneEnding(d.sql, from.slice(-10))).filter((r) => toE164(r.phone) === from);
  await transaction(d.sql, async (tx) => {
    for (const r of matches) {
      if (STOP_WORDS.has(word)) {
        await recruits.optOutOfSms(tx, r.id);
        await logActivity(tx, { recruitId: r.id, actorId: null, action: 'sms_opted_out', details: { keyword: word } });
      } else if (START_WORDS.has(word)) {
        await recruits.setSmsConsent(tx, r.id, true);
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
      }
    }
  });
}
