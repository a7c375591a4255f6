import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookDelivery, type WebhookDeliveryList } from '@shared/schemas/webhooks';
import { type DeliveryFilter, webhookKeys } from './webhook-keys';

const fetchDeliveries = (q: DeliveryFilter, signal: AbortSignal) =>
  api.get<WebhookDeliveryList>('/webhooks/deliveries/', {
    query: { page: q.page, page_size: WEBHOOK_DELIVERY_PAGE_SIZE, status: q.status, endpoint: q.endpoint },
    signal,
  });
const replayDelivery = (id: number) => api.post<WebhookDelivery>(`/webhooks/deliveries/${id}/replay/`);

/** While a delivery on the page is still being tried, the page is read again this often. */
const PENDING_POLL_MS = 5_000;

/** One page of the delivery log, newest first; the section shows its own error state, so no toast. */
export const useWebhookDeliveries = (q: DeliveryFilter) =>
  useQuery({
    queryKey: webhookKeys.deliveries(q),
    queryFn: ({ signal }) => fetchDeliveries(q, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      !document.hidden && query.state.data?.results.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false,
  });

/** Sends a finished delivery's event again, as a new delivery; the log is read again. */
export function useReplayWebhookDelivery(onDone: (d: WebhookDelivery) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDelivery,
    meta: { errorToast: 'Failed to replay the delivery', serverText: true },
    onSuccess: async (delivery) => {
      onDone(delivery);
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
}
