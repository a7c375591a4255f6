// Signed webhooks (docs/deployment.md "Webhooks"): staff register endpoints and read the delivery
// log; the job runner posts each event to every endpoint that chose it. The rules a URL must meet
// in production (https, no private address) are the server's (server/src/modules/webhooks/target.ts).
import { z } from 'zod';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';
import { MAX_WEBHOOK_URL_LENGTH, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, type WebhookEventType } from '../domain/webhooks.ts';
import { idParam, optionalQuery, pagedList, pagingQuery, timestamp, wholeList } from './common.ts';

const EventType = z.enum(WEBHOOK_EVENTS, { error: 'Unknown event' });

const parsesAsWebUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
  } catch {
    return false;
  }
};
const hasNoCredentials = (v: string) => !parsesAsWebUrl(v) || (new URL(v).username === '' && new URL(v).password === '');

/** An endpoint's address: http(s), no user name or password in it (the signature is the credential). */
const EndpointUrl = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(MAX_WEBHOOK_URL_LENGTH, `Must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .refine(parsesAsWebUrl, 'Must be an http or https URL')
  .refine(hasNoCredentials, 'Must not contain a user name or password');

const EventList = z
  .array(EventType, { error: 'Choose at least one event' })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

/** POST /webhooks/endpoints/ */
export const WebhookEndpointCreate = z.object({ url: EndpointUrl, events: EventList });
export type WebhookEndpointCreate = z.input<typeof WebhookEndpointCreate>;

/** PATCH /webhooks/endpoints/{id}/: disable or enable it, or change its events (its URL and secret stay). */
export const WebhookEndpointPatch = z
  .object({ is_active: z.boolean({ error: 'Must be true or false' }).optional(), events: EventList.optional() })
  .refine((b) => b.is_active !== undefined || b.events !== undefined, { message: 'Nothing to change', path: ['is_active'] });
export type WebhookEndpointPatch = z.input<typeof WebhookEndpointPatch>;

export const WebhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(EventType),
  is_active: z.boolean(),
  created_at: timestamp,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointList = wholeList(WebhookEndpoint);
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** The answer of a new endpoint: the only time its signing secret is shown. */
export const WebhookEndpointCreated = WebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WebhookDelivery = z.object({
  id: z.number(),
  endpoint: z.number(),
  endpoint_url: z.string(),
  event: z.number(),
  event_type: EventType,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The HTTP status of the last answer; null when none came (refused, timed out, unreachable). */
  response_code: z.number().nullable(),
  last_error: z.string().nullable(),
  /** The delivery this one replays. */
  replay_of: z.number().nullable(),
  created_at: timestamp,
  last_attempt_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryList = pagedList(WebhookDelivery);
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WEBHOOK_DELIVERY_PAGE_SIZE = 25;
/** GET /webhooks/deliveries/: newest first, optionally one status or one endpoint. */
export const WebhookDeliveryQuery = z.object({
  ...pagingQuery(100),
  status: optionalQuery(z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Unknown status' })),
  endpoint: optionalQuery(idParam.shape.id),
});
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuery>;

// What a receiver gets: the body of every delivery of one event (docs/deployment.md "Webhooks").

/** The recruit an event is about, as it was in the transaction that wrote the event. */
const WebhookRecruit = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(RECRUIT_STATUSES),
});

const aboutRecruit = { recruit_id: z.number() };
/** What each event's emitter passes (the outbox adds the recruit's details). */
export const WebhookEventInputs = {
  'recruit.created': z.object(aboutRecruit),
  'recruit.status_changed': z.object({ ...aboutRecruit, from: z.enum(RECRUIT_STATUSES), to: z.enum(RECRUIT_STATUSES) }),
  'clearview.completed': z.object({ ...aboutRecruit, session_id: z.number() }),
  'proforma.completed': z.object({ ...aboutRecruit, session_id: z.number() }),
  'onboarding.completed': z.object({ ...aboutRecruit, process_id: z.number() }),
  'message.failed': z.object({
    recruit_id: z.number().nullable(),
    message_id: z.number(),
    channel: z.enum(['email', 'sms']),
    error: z.string(),
  }),
} satisfies Record<WebhookEventType, z.ZodObject>;
export type WebhookEventInput<T extends WebhookEventType> = z.infer<(typeof WebhookEventInputs)[T]>;

/** The JSON body posted for an event of `type`: the same for every attempt and every replay. */
export const webhookEventBody = (type: WebhookEventType) =>
  z.object({
    id: z.number(),
    type: z.literal(type),
    created_at: timestamp,
    data: WebhookEventInputs[type].extend({ recruit: WebhookRecruit.nullable() }),
  });
