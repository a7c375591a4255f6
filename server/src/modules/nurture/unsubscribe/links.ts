// The unsubscribe link of a follow-up or bulk e-mail (docs/nurture.md, "Unsubscribe"): signed,
// scoped to one recruit and one channel, expiring UNSUBSCRIBE_LINK_DAYS after the e-mail is queued.
import type { Config } from '../../../config.ts';
import { readToken, signToken } from '../../../lib/signed-token.ts';
import type { ConsentChannel } from '@shared/domain/consent.ts';

/** How long an unsubscribe link works (docs/security.md): a long-term follow-up comes every 30 days, so three of them stay valid. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const PURPOSE = 'unsubscribe';
const DAY_MS = 86_400_000;

type Links = {
  /** The page a person opens (GET shows a confirm button). */
  page: string;
  /** The List-Unsubscribe header value: the one-click https link (RFC 8058) and a mailto. */
  header: string;
};

/** The address part of MAIL_FROM ("Clearpath <hello@example.com>" → hello@example.com). */
const addressOf = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

export function unsubscribeLinks(config: Pick<Config, 'appUrl' | 'jwtSecret' | 'mailFrom'>, recruitId: number, now: Date): Links {
  const token = signToken(
    config.jwtSecret,
    PURPOSE,
    { r: recruitId, c: 'email' },
    new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
  );
  const oneClick = `${config.appUrl}/api/unsubscribe/${token}/`;
  const mailto = `mailto:${addressOf(config.mailFrom)}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return { page: `${config.appUrl}/unsubscribe/${token}`, header: `<${oneClick}>, <${mailto}>` };
}

/** The recruit and channel a valid, unexpired link names; null otherwise. */
export function readUnsubscribeToken(secret: string, token: string, now: Date): { recruitId: number; channel: ConsentChannel } | null {
  const fields = readToken(secret, PURPOSE, token, now);
  if (!fields || typeof fields.r !== 'number' || (fields.c !== 'email' && fields.c !== 'sms')) return null;
  return { recruitId: fields.r, channel: fields.c };
}
