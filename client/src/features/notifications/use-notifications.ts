import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

  return { items, unread: items.filter((n) => !n.read).length, markRead: (id: AppNotification['id']) => markRead.mutate(id) };
}
