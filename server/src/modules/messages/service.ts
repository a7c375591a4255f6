// The message log (docs/nurture.md, "Delivery"): staff read it; the open pixel and the provider's
// delivery reports move a message along.
import { transaction } from '../../db/connect.ts';
import { emitEvent } from '../webhooks/outbox.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { pageOf, pagedAnswer } from '../../lib/paging.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  MESSAGES_PAGE_SIZE,
  type MessageListQuery,
  type MessageListResponse,
  type OutboxList,
  type OutboxQuery,
} from '@shared/schemas/messages.ts';
import { notifyUndelivered, OPEN_TRACKING_DAYS } from './deliver.ts';
import { CARRIER_OPT_OUT, recordCarrierOptOut } from '../nurture/sms/service.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { recruitScope } from '../recruits/visibility.ts';
import * as repo from './repo.ts';

/** One page of the log (messages of the recruits the user sees, and those to no recruit), newest first, with the count of every status. */
export async function listMessages(deps: Deps, user: AccessClaims, q: MessageListQuery, requestUrl: string): Promise<MessageListResponse> {
  const page = pageOf(q, MESSAGES_PAGE_SIZE);
  const { scope } = await recruitScope(deps.sql, user, 'm.recruit_id', q.recruit);
  const [list, counts] = await Promise.all([
    repo.listMessages(deps.sql, { status: q.status, scope, limit: page.limit, offset: page.offset }),
    repo.countByStatus(deps.sql),
  ]);
  return { ...pagedAnswer(requestUrl, page, list.count, list.results), counts };
}

/** The open pixel was loaded: a well-formed token marks only its own message opened. */
export async function markOpened(deps: Deps, file: string): Promise<void> {
  const token = file.replace(/\.gif$/, '');
  if (/^[A-Za-z0-9_-]{20,64}$/.test(token)) await repo.markOpened(deps.sql, hashToken(token), OPEN_TRACKING_DAYS);
}

/**
 * Twilio's MessageStatus callbacks: delivered, or failed/undelivered with Twilio's error code; error
 * 21610 (the number replied STOP to the carrier) also opts the recruit out of SMS (docs/nurture.md, "Consent").
 */
export async function handleStatusCallback(deps: Deps, params: Record<string, string>): Promise<void> {
  const sid = params.MessageSid;
  if (!sid) throw badRequest('MessageSid is required');
  const status = params.MessageStatus;
  if (status === 'delivered') await repo.applyProviderStatus(deps.sql, sid, { delivered: true });
  if (status === 'failed' || status === 'undelivered') {
    const error = `Twilio ${status}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`;
    const failed = await transaction(deps.sql, async (tx) => {
      const rows = await repo.applyProviderStatus(tx, sid, { delivered: false, error });
      for (const m of rows) {
        await emitEvent(tx, 'message.failed', { recruit_id: m.recruit_id, message_id: m.id, channel: m.channel, error });
        if (params.ErrorCode === CARRIER_OPT_OUT && m.recruit_id) await recordCarrierOptOut(tx, m.recruit_id, deps.now());
      }
      return rows;
    });
    for (const m of failed) if (m.recruit_id) await notifyUndelivered(deps.sql, m.recruit_id, m);
  }
}

/** The development outbox: the latest messages of the log with their links (docs/security.md). */
export async function outbox(deps: Deps, q: OutboxQuery): Promise<OutboxList> {
  return { results: await repo.outbox(deps.sql, q) };
}
