/** The cache keys of Settings → Integrations (webhooks): an endpoint change reloads the log too (its URLs, a delete's log). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: (q: DeliveryFilter) => [...webhookKeys.all, 'deliveries', q] as const,
};

/** The delivery log's query: a page and, when chosen, one status or one endpoint (empty = all). */
export interface DeliveryFilter {
  page: number;
  status: string;
  endpoint: string;
}
