import type { WebhookDelivery, WebhookEndpoint } from '@shared/schemas/webhooks.ts';
import type { DeliveryRow, EndpointRow } from './repo.ts';
import { isoOrNull } from '../../lib/dates.ts';

/** An endpoint as the API shows it: never its secret. */
export const serializeEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  is_active: row.is_active,
  created_at: row.created_at.toISOString(),
});

export const serializeDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpoint: row.endpoint,
  endpoint_url: row.endpoint_url,
  event: row.event,
  event_type: row.event_type,
  status: row.status,
  attempts: row.attempts,
  response_code: row.response_code,
  last_error: row.last_error,
  replay_of: row.replay_of,
  created_at: row.created_at.toISOString(),
  last_attempt_at: isoOrNull(row.last_attempt_at),
  delivered_at: isoOrNull(row.delivered_at),
});
