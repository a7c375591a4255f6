import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { NotificationItem, NotificationList, NotificationRead } from '@shared/schemas/notifications';

/** The signed-in user's bell (GET /tasks/notifications/, docs/dashboard.md "Notifications"). */
const notificationKeys = { all: ['notifications'] as const };

const NOTIFICATION_POLL_MS = 30_000;

const fetchNotifications = async (signal?: AbortSignal) => (await api.get<NotificationList>('/tasks/notifications/', { signal })).results;
const markNotificationRead = (id: number) => api.post<NotificationRead>(`/tasks/notifications/${id}/mark_read/`);

/** Polled every 30 s; a hidden tab skips its polls. Failures are only logged (docs/spec/doc2.md §8). */
export const useNotificationList = () =>
  useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: () => (document.hidden ? false : NOTIFICATION_POLL_MS),
  });

/** Optimistic: the bell reacts at once; a failure is put back by reading the list again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationItem[]>(notificationKeys.all, (list) =>
        list?.map((n) => (n.id === id ? { ...n, read: true } : n)),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
