// Webhook endpoints and their delivery log (docs/deployment.md "Webhooks"): admins register an
// endpoint and get its signing secret once, disable or delete it, read every delivery and replay one.
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { pageOf, pagedAnswer } from '../../lib/paging.ts';
import { MAX_WEBHOOK_ENDPOINTS } from '@shared/domain/webhooks.ts';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryQuery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointCreate,
  type WebhookEndpointList,
  type WebhookEndpointPatch,
} from '@shared/schemas/webhooks.ts';
import * as repo from './repo.ts';
import { serializeDelivery, serializeEndpoint } from './serialize.ts';
import { refuseTarget, strictTargets } from './target.ts';

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
// An advisory lock key of its own: two creates at once cannot both pass the endpoint limit.
const ENDPOINT_LIMIT_LOCK = 7_240_528;

/** A new endpoint with a new secret, shown in this answer only. */
export async function createEndpoint(deps: Deps, actorId: number, body: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  const refusal = await refuseTarget(new URL(body.url), strictTargets(deps.config));
  if (refusal) throw badRequest(refusal, { url: [refusal] });
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await transaction(deps.sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(${ENDPOINT_LIMIT_LOCK})`;
    if ((await repo.countEndpoints(tx)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw conflict(`At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one you no longer use first.`);
    }
    return repo.insertEndpoint(tx, { url: body.url, events: body.events, secret, createdBy: actorId });
  });
  return { ...serializeEndpoint(row), secret };
}

export async function listEndpoints(deps: Deps): Promise<WebhookEndpointList> {
  return { results: (await repo.listEndpoints(deps.sql)).map(serializeEndpoint) };
}

/** Disables or enables an endpoint, or changes its events; a disabled one receives nothing new. */
export async function patchEndpoint(deps: Deps, id: number, change: WebhookEndpointPatch): Promise<WebhookEndpoint> {
  const row = await repo.updateEndpoint(deps.sql, id, change);
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  return serializeEndpoint(row);
}

/** Deletes an endpoint and its delivery log; attempts still queued for it find nothing to send. */
export async function deleteEndpoint(deps: Deps, id: number): Promise<void> {
  if (!(await repo.deleteEndpoint(deps.sql, id))) throw notFound(ENDPOINT_NOT_FOUND);
}

export async function listDeliveries(deps: Deps, q: WebhookDeliveryQuery, requestUrl: string): Promise<WebhookDeliveryList> {
  const page = pageOf(q, WEBHOOK_DELIVERY_PAGE_SIZE);
  const { rows, count } = await repo.listDeliveries(deps.sql, q, page);
  return pagedAnswer(requestUrl, page, count, rows.map(serializeDelivery));
}

/**
 * Sends a delivery's event to its endpoint again, as a new delivery (same event id and body, so a
 * receiver can tell it has seen it). Not while the delivery is still being tried, nor to a disabled endpoint.
 */
export async function replayDelivery(deps: Deps, id: number): Promise<WebhookDelivery> {
  const replayId = await transaction(deps.sql, async (tx) => {
    const original = await repo.findDelivery(tx, id);
    if (!original) throw notFound('Webhook delivery not found');
    if (original.status === 'pending') throw conflict('This delivery is still being tried; replay it once it has finished.');
    if (!original.endpoint_active) throw conflict('The endpoint is disabled; enable it before replaying its deliveries.');
    return repo.insertReplay(tx, id);
  });
  const row = await repo.findDelivery(deps.sql, replayId);
  if (!row) throw notFound('Webhook delivery not found');
  return serializeDelivery(row);
}
