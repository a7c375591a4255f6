// The staff notification bell (docs/dashboard.md, "Notifications"): the newest notifications of the
// signed-in user, and the answer of marking one read.
import { z } from 'zod';
import { timestamp, wholeList } from './common.ts';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NotificationItem = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  created_at: timestamp,
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** The newest notifications (at most 50), and how many of them are unread. */
export const NotificationList = wholeList(NotificationItem).extend({ unread: z.number() });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationRead = z.object({ id: z.number(), read: z.literal(true) });
export type NotificationRead = z.infer<typeof NotificationRead>;
