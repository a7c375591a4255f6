// The unsubscribe link (docs/nurture.md, "Unsubscribe"): its page reads what it stops, and one
// POST (the mail client's RFC 8058 one-click, or the page's button) records the opt-out in the
// consent ledger with source `link`.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import { CONSENT_WORDING } from '@shared/domain/consent.ts';
import type { UnsubscribeStatus } from '@shared/schemas/consent.ts';
import { logActivity } from '../../activity/repo.ts';
import { recordConsent } from '../consent/service.ts';
import { findNurtureRecruit, type NurtureRecruit } from '../recruit-repo.ts';
import { readUnsubscribeToken } from './links.ts';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link has expired or is not valid. Sign in to your dashboard to stop follow-ups.';

/** "j•••@example.com": enough for the recruit to recognise, little for someone holding a forwarded link. */
const maskedAddress = (email: string) => email.replace(/^(.)[^@]*/, '$1•••');

async function recruitOfLink(deps: Deps, token: string): Promise<{ recruit: NurtureRecruit; channel: 'email' | 'sms' }> {
  const link = readUnsubscribeToken(deps.config.jwtSecret, token, deps.now());
  const recruit = link ? await findNurtureRecruit(deps.sql, link.recruitId) : undefined;
  if (!link || !recruit) throw notFound(UNSUBSCRIBE_LINK_INVALID);
  return { recruit, channel: link.channel };
}

const statusOf = (recruit: NurtureRecruit, channel: 'email' | 'sms'): UnsubscribeStatus => ({
  channel,
  address: maskedAddress(recruit.email),
  opted_out: (channel === 'email' ? recruit.email_consent : recruit.sms_consent) === 'opted_out',
});

/** GET /unsubscribe/{token}/status/: what the page shows before the button. */
export async function unsubscribeStatus(deps: Deps, token: string): Promise<UnsubscribeStatus> {
  const { recruit, channel } = await recruitOfLink(deps, token);
  return statusOf(recruit, channel);
}

/** POST /unsubscribe/{token}/: opts out; a second POST changes nothing and answers the same. */
export async function unsubscribe(deps: Deps, token: string): Promise<UnsubscribeStatus> {
  const { recruit, channel } = await recruitOfLink(deps, token);
  await transaction(deps.sql, async (tx) => {
    const changed = await recordConsent(
      tx,
      {
        recruitId: recruit.id,
        channel,
        state: 'opted_out',
        source: 'link',
        wording: CONSENT_WORDING.emailLink.text,
        wordingVersion: CONSENT_WORDING.emailLink.version,
        actorId: null,
      },
      deps.now(),
    );
    if (changed) await logActivity(tx, { recruitId: recruit.id, actorId: null, action: 'email_unsubscribed', details: { channel } });
  });
  return statusOf({ ...recruit, [channel === 'email' ? 'email_consent' : 'sms_consent']: 'opted_out' }, channel);
}
