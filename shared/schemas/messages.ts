// Contracts of the message log (docs/nurture.md, "Delivery"): every e-mail and SMS the app sends.
import { z } from 'zod';
import { optionalQuery, positiveId, wholeNumber } from './common.ts';

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'opened', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_TYPES = ['invitation', 'reminder', 'notification', 'other'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGES_PAGE_SIZE = 25;

export const MessageListQuery = z.object({
  status: optionalQuery(z.enum(MESSAGE_STATUSES, { error: `Status must be one of ${MESSAGE_STATUSES.join(', ')}` })),
  recruit: optionalQuery(positiveId('Recruit must be a number')),
  page: optionalQuery(wholeNumber('Page').pipe(z.number().min(1, 'Page starts at 1').max(100_000, 'Page is too large'))),
});

export type MessageListItem = {
  id: number;
  recruit_id: number | null;
  recruit_name: string;
  channel: 'email' | 'sms';
  type: MessageType;
  to_address: string;
  subject: string;
  status: MessageStatus;
  transport: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  failed_at: string | null;
};

export type MessageListResponse = {
  results: MessageListItem[];
  count: number;
  next: string | null;
  counts: Record<MessageStatus, number>;
};
