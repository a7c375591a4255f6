import { api, listOf } from '@client/lib/api';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

export interface AppNotification {
  id: number | string;
  title: string;
  message: string;
  /** success, warning or error; anything else is shown as info. */
  type: string;
  read: boolean;
  created_at: string;
}

export const NOTIFICATION_POLL_MS = 30_000;

export async function fetchNotifications(): Promise<AppNotification[]> {
  return listOf<AppNotification>(await api.get('/tasks/notifications/'));
}

export function markNotificationRead(id: AppNotification['id']) {
  return api.post(`/tasks/notifications/${id}/mark_read/`);
}

export function notificationType(type: string): NotificationType {
  return type === 'success' || type === 'warning' || type === 'error' ? type : 'info';
}

/** Badge text: the count, or '9+' above 9. */
export function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}
