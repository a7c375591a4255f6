import type { Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { EmailTransport, SmsTransport } from './transports.ts';
import * as repo from './repo.ts';
import { notifyRecruiterOf } from '../notifications/repo.ts';
import type { DeliveryObserver } from '../../ops/observers.ts';
import { transaction } from '../../db/connect.ts';
import { emitEvent } from '../webhooks/outbox.ts';

/** What carries the messages: the job runner's transports (tests pass their own), and the metrics' observer. */
export type Carriers = {
  email: EmailTransport;
  sms: SmsTransport;
  /** Counts each attempt's outcome when metrics are on (ops/metrics.ts). */
  observer?: DeliveryObserver;
};

/** How long an open-tracking pixel counts (docs/security.md, "Link tokens"). */
export const OPEN_TRACKING_DAYS = 90;

/**
 * One delivery attempt of a queued message, run by the job runner. A failed attempt keeps its error
 * and throws, so the runner retries with exponential backoff; the last allowed attempt marks the
 * message failed instead. A message already sent (a job run twice) is left alone.
 */
export async function deliverMessage(deps: Deps, carriers: Carriers, id: number): Promise<void> {
  const message = await repo.claimForAttempt(deps.sql, id);
  if (!message) return;
  try {
    if (message.channel === 'sms') {
      const sent = await carriers.sms.send({ to: message.to_address, body: message.text_body });
      await repo.markSent(deps.sql, id, { ...sent, html: null });
      carriers.observer?.delivered(message.channel, 'sent');
      return;
    }
    // The open token is made here, not when queued: only its hash is stored, and the HTML that
    // carries it exists only in the sent e-mail.
    const openToken = newToken();
    await repo.setOpenToken(deps.sql, id, hashToken(openToken));
    const html = emailHtml(message.text_body, `${deps.config.appUrl}/api/messages/opened/${openToken}.gif`);
    const attachments = await repo.listAttachments(deps.sql, id);
    const sent = await carriers.email.send({
      to: message.to_address,
      subject: message.subject,
      text: message.text_body,
      html,
      ics: message.ics,
      listUnsubscribe: message.list_unsubscribe,
      attachments,
    });
    await repo.markSent(deps.sql, id, { ...sent, html });
    carriers.observer?.delivered(message.channel, 'sent');
  } catch (err) {
    const final = message.attempts >= deps.config.messageMaxAttempts;
    const error = err instanceof Error ? err.message : String(err);
    await transaction(deps.sql, async (tx) => {
      await repo.recordFailedAttempt(tx, id, error, final);
      if (final) await emitEvent(tx, 'message.failed', { recruit_id: message.recruit_id, message_id: id, channel: message.channel, error });
    });
    carriers.observer?.delivered(message.channel, final ? 'failed' : 'retry');
    deps.log.warn({ message: id, attempt: message.attempts, final, error }, 'message delivery failed');
    if (!final) throw err;
    if (message.recruit_id) await notifyUndelivered(deps.sql, message.recruit_id, message);
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML part: the text with its links clickable, and the open-tracking pixel. */
function emailHtml(text: string, pixelUrl: string): string {
  const body = escapeHtml(text).replace(/https?:\/\/[^\s<>"')&]+/g, (url) => `<a href="${url}">${url}</a>`);
  return (
    `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;white-space:pre-wrap">${body}</div>` +
    `<img src="${pixelUrl}" width="1" height="1" alt="" style="display:block">`
  );
}

/** A message that will not arrive is something the recruiter must act on (docs/dashboard.md, "Notifications"). */
export async function notifyUndelivered(sql: Sql, recruitId: number, m: { channel: string; subject: string }): Promise<void> {
  const what = m.channel === 'sms' ? 'A text message' : `The e-mail "${m.subject}"`;
  await notifyRecruiterOf(sql, recruitId, {
    title: 'Message not delivered',
    message: `${what} to {name} could not be delivered.`,
    type: 'error',
  });
}
