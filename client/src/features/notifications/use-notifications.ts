import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAccountSettings } from '@client/lib/account-settings';
import { type AppNotification, fetchNotifications, markNotificationRead, NOTIFICATION_POLL_MS } from './api';

const KEY = ['notifications'];

/** Notifications polled every 30 s; a hidden tab skips its polls. Failures are only logged (docs/spec/doc2.md §8). */
export function useNotifications() {
  const queryClient = useQueryClient();
  const { data: items = [] } = useQuery({
    queryKey: KEY,
    queryFn: fetchNotifications,
    refetchInterval: () => (document.hidden ? false : NOTIFICATION_POLL_MS),
  });
  const markRead = useMutation({
    mutationFn: (id: AppNotification['id']) => markNotificationRead(id),
    // Optimistic: the bell reacts at once; a failure is put back by reading the list again.
    onMutate: (id) => {
      queryClient.setQueryData<AppNotification[]>(KEY, (list) => list?.map((n) => (n.id === id ? { ...n, read: true } : n)));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });

  useDesktopNotifications(items);

  return { items, unread: items.filter((n) => !n.read).length, markRead: (id: AppNotification['id']) => markRead.mutate(id) };
}

/**
 * Push notifications (Settings): an unread entry that arrives with a later poll shows as a desktop
 * notification, when the user left them on and the browser allows them. What was there on the first
 * load is not repeated.
 */
function useDesktopNotifications(items: AppNotification[]) {
  const settings = useAccountSettings();
  const seen = useRef<Set<AppNotification['id']> | null>(null);
  const wanted = settings.data?.push_notifications === true;
  useEffect(() => {
    const fresh = seen.current ? items.filter((n) => !n.read && !seen.current?.has(n.id)) : [];
    seen.current = new Set([...(seen.current ?? []), ...items.map((n) => n.id)]);
    if (!wanted || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const n of fresh) new Notification(n.title, { body: n.message, tag: `clearpath-${n.id}` });
  }, [items, wanted]);
}
