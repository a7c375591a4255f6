// Every follow-up and bulk e-mail to a recruit goes through here (docs/nurture.md, "Unsubscribe"):
// it is not queued once the recruit unsubscribed from e-mail, and it carries the recruit's booking
// link, the unsubscribe footer and the List-Unsubscribe headers. Transactional e-mails (passwords, invitations, tasks)
// are queued directly and carry neither.
import type { Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import type { MessageType } from '@shared/schemas/messages.ts';
import { bookingUrl } from './booking/links.ts';
import { unsubscribeFooter } from './follow-up-texts.ts';
import type { NurtureRecruit } from './recruit-repo.ts';
import { unsubscribeLinks } from './unsubscribe/links.ts';

type FollowUp = { subject: string; text: string; type: MessageType; createdBy?: number | null; now: Date };

/** Queues the e-mail in the caller's transaction and answers its id; null (nothing queued) after an e-mail opt-out. */
export async function queueFollowUpEmail(
  d: Pick<Deps, 'config' | 'messages'>,
  tx: Sql,
  recruit: NurtureRecruit,
  e: FollowUp,
): Promise<number | null> {
  if (recruit.email_consent === 'opted_out') return null;
  const links = unsubscribeLinks(d.config, recruit.id, e.now);
  return d.messages.queueEmail(tx, {
    recruitId: recruit.id,
    to: recruit.email,
    type: e.type,
    createdBy: e.createdBy ?? null,
    subject: e.subject,
    text: `${e.text}\n\nBook a call with us at a time that suits you: ${bookingUrl(d.config, recruit.id, e.now)}\n\n${unsubscribeFooter(links.page)}`,
    listUnsubscribe: links.header,
  });
}
