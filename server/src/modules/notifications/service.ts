// The notification bell (docs/dashboard.md, "Notifications"): each user reads and marks only their own.
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { NotificationList, NotificationRead } from '@shared/schemas/notifications.ts';
import * as repo from './repo.ts';

export async function listNotifications(deps: Deps, userId: number): Promise<NotificationList> {
  const results = await repo.listNotifications(deps.sql, userId);
  return { results, unread: results.filter((n) => !n.read).length };
}

export async function markRead(deps: Deps, userId: number, id: number): Promise<NotificationRead> {
  if (!(await repo.markRead(deps.sql, userId, id))) throw notFound('Notification not found');
  return { id, read: true };
}
