import { useCallback, useEffect, useState } from 'react';
import { fetchNotifications, markNotificationRead, NOTIFICATION_POLL_MS, type AppNotification } from './api';

/** Notifications polled every 30 s. Load failures are only logged (docs/spec/doc2.md §8). */
export function useNotifications() {
  const [items, setItems] = useState<AppNotification[]>([]);

  const load = useCallback(async () => {
    try {
      setItems(await fetchNotifications());
    } catch (err) {
      console.warn('Failed to load notifications', err);
    }
  }, []);

  useEffect(() => {
    void load();
    // A hidden tab skips its polls; nobody is looking at the bell.
    const timer = window.setInterval(() => document.hidden || void load(), NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const markRead = useCallback(
    async (id: AppNotification['id']) => {
      // Optimistic: the bell should react at once; a failure is put back on the next poll.
      setItems((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)));
      try {
        await markNotificationRead(id);
      } catch (err) {
        console.warn('Failed to mark notification read', err);
        void load();
      }
    },
    [load],
  );

  return { items, unread: items.filter((n) => !n.read).length, markRead, reload: load };
}
