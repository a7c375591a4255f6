// The one way the app sends anything (docs/nurture.md, "Delivery"): a message is queued in the
// transaction of the change that causes it; the job runner delivers it after the commit. A failing
// SMTP server therefore never fails the action and never loses the message.
import type { Sql } from '../../db/connect.ts';
import type { MessageType } from '@shared/schemas/messages.ts';
import { type Attachment, insertQueuedMessage } from './repo.ts';

export type Email = {
  recruitId: number | null;
  to: string;
  subject: string;
  text: string;
  type: MessageType;
  /** The links the outbox lists; by default every URL in the text. */
  links?: string[];
  /** A calendar invitation sent with the e-mail (docs/nurture.md, "Meetings"). */
  ics?: string;
  /**
   * The List-Unsubscribe header of a follow-up or bulk e-mail (`<https…>, <mailto…>`), sent with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; transactional e-mails leave it out.
   */
  listUnsubscribe?: string;
  /** Files sent with the e-mail (the proforma report), stored with the message in the same transaction. */
  attachments?: Attachment[];
  createdBy?: number | null;
};

type Sms = { recruitId: number | null; to: string; text: string; type: MessageType; createdBy?: number | null };

/**
 * Queues an e-mail in the caller's transaction and returns the message id. The subject is one line
 * whatever went into it (a name stored before names were one-line fields): a line break would end
 * the Subject header (docs/security.md, "Input").
 */
export function queueEmail(sql: Sql, e: Email): Promise<number> {
  const subject = e.subject.replace(/[\r\n\u2028\u2029]+/g, ' ');
  return insertQueuedMessage(sql, { ...e, subject, channel: 'email', links: e.links ?? linksIn(e.text) });
}

/** Queues an SMS (to an E.164 number) in the caller's transaction and returns the message id. */
export function queueSms(sql: Sql, s: Sms): Promise<number> {
  return insertQueuedMessage(sql, { ...s, channel: 'sms', subject: '', links: linksIn(s.text) });
}

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((x) => x[0]);
