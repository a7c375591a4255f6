// Signed webhooks (docs/deployment.md "Webhooks"): the events another system can subscribe to, and
// the limits both sides show.

/** Every event an endpoint can receive, in the order the Webhooks screen lists them. */
export const WEBHOOK_EVENTS = [
  'recruit.created',
  'recruit.status_changed',
  'clearview.completed',
  'proforma.completed',
  'onboarding.completed',
  'message.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'recruit.created': 'A recruit is created',
  'recruit.status_changed': "A recruit's status changes",
  'clearview.completed': 'A ClearView session is completed',
  'proforma.completed': 'A proforma session is completed',
  'onboarding.completed': "A recruit's onboarding is completed",
  'message.failed': 'An e-mail or text message could not be delivered',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints per company (docs/security.md "Webhooks"): each one multiplies every event's deliveries. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** The longest endpoint URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Clearpath-Signature';
