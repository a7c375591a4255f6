import { useEffect, useRef } from 'react';
import { useAccountSettings } from '@client/lib/account-settings';
import type { NotificationItem } from '@shared/schemas/notifications';
import { useMarkNotificationRead, useNotificationList } from './api/notifications';

/** The bell's state: the polled list, its unread count, marking one read, and the desktop notifications. */
export function useNotifications() {
  const { data: items = [] } = useNotificationList();
  const markRead = useMarkNotificationRead();

  useDesktopNotifications(items);

  return { items, unread: items.filter((n) => !n.read).length, markRead: (id: number) => markRead.mutate(id) };
}

/**
 * Push notifications (Settings): an unread entry that arrives with a later poll shows as a desktop
 * notification, when the user left them on and the browser allows them. What was there on the first
 * load is not repeated.
 */
function useDesktopNotifications(items: NotificationItem[]) {
  const settings = useAccountSettings();
  const seen = useRef<Set<number> | null>(null);
  const wanted = settings.data?.push_notifications === true;
  useEffect(() => {
    const fresh = seen.current ? items.filter((n) => !n.read && !seen.current?.has(n.id)) : [];
    seen.current = new Set([...(seen.current ?? []), ...items.map((n) => n.id)]);
    if (!wanted || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const n of fresh) new Notification(n.title, { body: n.message, tag: `clearpath-${n.id}` });
  }, [items, wanted]);
}
