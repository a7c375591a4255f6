import type { Fragment } from 'postgres';
import type { Sql } from '../../db/connect.ts';
import { rowsAndCount } from '../../db/sql-helpers.ts';
import type { MessageListItem, MessageStatus, MessageType, OutboxMessage } from '@shared/schemas/messages.ts';

type NewMessage = {
  recruitId: number | null;
  channel: 'email' | 'sms';
  type: MessageType;
  to: string;
  subject: string;
  text: string;
  links: string[];
  ics?: string | null;
  listUnsubscribe?: string | null;
  attachments?: Attachment[];
  createdBy?: number | null;
};

/** A file sent with an e-mail. */
export type Attachment = { filename: string; contentType: string; content: Buffer };

type MessageRow = {
  id: number;
  recruit_id: number | null;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string;
  text_body: string;
  ics: string | null;
  list_unsubscribe: string | null;
  status: MessageStatus;
  attempts: number;
};

/**
 * Writes a message and its delivery job in the caller's transaction: the message exists exactly
 * when the change that causes it commits, and the worker delivers it afterwards (docs/nurture.md,
 * "Delivery"). The job key makes a second enqueue of the same message a no-op.
 */
export async function insertQueuedMessage(sql: Sql, m: NewMessage): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into messages (recruit_id, channel, type, to_address, subject, text_body, links, ics, list_unsubscribe, created_by)
    values (${m.recruitId}, ${m.channel}, ${m.type}, ${m.to}, ${m.subject}, ${m.text}, ${sql.json(m.links)},
            ${m.ics ?? null}, ${m.listUnsubscribe ?? null}, ${m.createdBy ?? null})
    returning id`;
  for (const a of m.attachments ?? []) {
    await sql`
      insert into message_attachments (message_id, filename, content_type, bytes)
      values (${row.id}, ${a.filename}, ${a.contentType}, ${a.content})`;
  }
  await sql`
    select graphile_worker.add_job(
      identifier => 'deliver_message',
      payload => json_build_object('id', ${row.id}::bigint),
      job_key => ${`message:${row.id}`})`;
  return row.id;
}

/** Counts an attempt and returns the message, while it still waits for delivery. */
export async function claimForAttempt(sql: Sql, id: number): Promise<MessageRow | undefined> {
  const [row] = await sql<MessageRow[]>`
    update messages set attempts = attempts + 1
    where id = ${id} and status = 'queued'
    returning id, recruit_id, channel, to_address, subject, text_body, ics, list_unsubscribe, status, attempts`;
  return row;
}

/** The files of a message, in the order they were queued. */
export async function listAttachments(sql: Sql, messageId: number): Promise<Attachment[]> {
  return sql<Attachment[]>`
    select filename, content_type as "contentType", bytes as content from message_attachments
    where message_id = ${messageId} order by id`;
}

export async function setOpenToken(sql: Sql, id: number, tokenHash: string): Promise<void> {
  await sql`update messages set open_token_hash = ${tokenHash} where id = ${id}`;
}

export async function markSent(
  sql: Sql,
  id: number,
  v: { transport: string; providerId: string | null; html: string | null },
): Promise<void> {
  await sql`
    update messages
    set status = 'sent', transport = ${v.transport}, provider_id = ${v.providerId}, html_body = ${v.html},
        sent_at = now(), last_error = null
    where id = ${id} and status = 'queued'`;
}

/** Keeps the error of a failed attempt; the last allowed attempt also marks the message failed. */
export async function recordFailedAttempt(sql: Sql, id: number, error: string, final: boolean): Promise<void> {
  await sql`
    update messages
    set last_error = ${error.slice(0, 1000)},
        status = case when ${final} then 'failed' else status end,
        failed_at = case when ${final} then now() else failed_at end
    where id = ${id} and status = 'queued'`;
}

/**
 * A provider's report (Twilio status callback): delivered, or failed with its error code. Answers the
 * messages that became failed just now (none for a repeated report), for the recruiter's notification.
 */
export async function applyProviderStatus(
  sql: Sql,
  providerId: string,
  report: { delivered: true } | { delivered: false; error: string },
): Promise<{ id: number; recruit_id: number | null; channel: 'email' | 'sms'; subject: string }[]> {
  if (report.delivered) {
    await sql`
      update messages set status = 'delivered', delivered_at = now()
      where provider_id = ${providerId} and status in ('queued', 'sent')`;
    return [];
  }
  return sql<{ id: number; recruit_id: number | null; channel: 'email' | 'sms'; subject: string }[]>`
    update messages set status = 'failed', failed_at = now(), last_error = ${report.error}
    where provider_id = ${providerId} and status in ('queued', 'sent', 'delivered')
    returning id, recruit_id, channel, subject`;
}

/** The open-tracking pixel was loaded: opened, once, and only within the token's lifetime. */
export async function markOpened(sql: Sql, tokenHash: string, maxAgeDays: number): Promise<void> {
  await sql`
    update messages set status = 'opened', opened_at = now()
    where open_token_hash = ${tokenHash} and status in ('sent', 'delivered')
      and sent_at > now() - make_interval(days => ${maxAgeDays})`;
}

const LIST_COLUMNS = (sql: Sql) => sql`
  m.id, m.recruit_id, coalesce(r.first_name || ' ' || r.last_name, '') as recruit_name, m.channel, m.type,
  m.to_address, m.subject, m.status, m.transport, m.attempts, m.last_error, m.created_at, m.sent_at,
  m.delivered_at, m.opened_at, m.failed_at`;

/** The staff message log, newest first (GET /messages/). */
export async function listMessages(
  sql: Sql,
  q: { status?: MessageStatus; scope: Fragment; limit: number; offset: number },
): Promise<{ results: MessageListItem[]; count: number }> {
  const where = sql`
    ${q.status ? sql`m.status = ${q.status}` : sql`true`}
    and ${q.scope}`;
  const { rows: results, count } = await rowsAndCount(
    sql<MessageListItem[]>`
      select ${LIST_COLUMNS(sql)} from messages m left join recruits r on r.id = m.recruit_id
      where ${where} order by m.created_at desc, m.id desc limit ${q.limit} offset ${q.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from messages m where ${where}`,
  );
  return { results, count };
}

/** Counts by status, for the Messages screen's filter and the nurture e-mail tracking figures. */
export async function countByStatus(
  sql: Sql,
  opts: { channel?: 'email' | 'sms'; sinceDays?: number } = {},
): Promise<Record<MessageStatus, number>> {
  const rows = await sql<{ status: MessageStatus; count: number }[]>`
    select status, count(*)::int as count from messages
    where ${opts.channel ? sql`channel = ${opts.channel}` : sql`true`}
      and ${opts.sinceDays ? sql`created_at > now() - make_interval(days => ${opts.sinceDays})` : sql`true`}
    group by status`;
  const counts: Record<MessageStatus, number> = { queued: 0, sent: 0, delivered: 0, opened: 0, failed: 0 };
  for (const r of rows) counts[r.status] = r.count;
  return counts;
}

/** The development outbox: every stored message, with its links (recruiters only, never in production). */
export async function outbox(sql: Sql, q: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  return sql<OutboxMessage[]>`
    select id, channel, to_address as to, subject, text_body as text, links, status, transport, last_error, created_at
    from messages
    where ${q.to ? sql`lower(to_address) = lower(${q.to})` : sql`true`}
    order by id desc limit ${q.limit}`;
}
