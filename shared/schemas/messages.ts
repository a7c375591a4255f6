// Contracts of the message log (docs/nurture.md, "Delivery"): every e-mail and SMS the app sends.
import { z } from 'zod';
import { optionalQuery, pagedList, pagingQuery, positiveId, timestamp, wholeList } from './common.ts';

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'opened', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_TYPES = ['invitation', 'reminder', 'notification', 'other'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGES_PAGE_SIZE = 25;

export const MessageListQuery = z.object({
  status: optionalQuery(z.enum(MESSAGE_STATUSES, { error: `Status must be one of ${MESSAGE_STATUSES.join(', ')}` })),
  recruit: optionalQuery(positiveId('Recruit must be a number')),
  ...pagingQuery(100),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** How many messages are at each status. */
export const MessageStatusCounts = z.object(
  Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, z.number()])) as Record<MessageStatus, z.ZodNumber>,
);

export const MessageListItem = z.object({
  id: z.number(),
  recruit_id: z.number().nullable(),
  recruit_name: z.string(),
  channel: z.enum(['email', 'sms']),
  type: z.enum(MESSAGE_TYPES),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  transport: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  opened_at: timestamp.nullable(),
  failed_at: timestamp.nullable(),
});
export type MessageListItem = z.infer<typeof MessageListItem>;

/** One page of the log, and how many messages of every status there are (the filter's counts). */
export const MessageListResponse = pagedList(MessageListItem).extend({ counts: MessageStatusCounts });
export type MessageListResponse = z.infer<typeof MessageListResponse>;

/** A message as the development outbox shows it: with its text and links (docs/security.md, "Development conveniences"). */
export const OutboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(MESSAGE_STATUSES),
  transport: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: timestamp,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = wholeList(OutboxMessage);
export type OutboxList = z.infer<typeof OutboxList>;

export const OutboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;
