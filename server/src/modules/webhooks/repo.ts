import type { Sql } from '../../db/connect.ts';
import { rowsAndCount, type RowsAndCount } from '../../db/sql-helpers.ts';
import type { WebhookDeliveryStatus, WebhookEventType } from '@shared/domain/webhooks.ts';
import type { Page } from '../../lib/paging.ts';

export type EndpointRow = { id: number; url: string; events: WebhookEventType[]; is_active: boolean; created_at: Date };
export type DeliveryRow = {
  id: number;
  endpoint: number;
  endpoint_url: string;
  event: number;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  replay_of: number | null;
  created_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
};

const ENDPOINT_COLUMNS = (sql: Sql) => sql`id, url, events, is_active, created_at`;

export async function countEndpoints(sql: Sql): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from webhook_endpoints`;
  return count;
}

export async function insertEndpoint(
  sql: Sql,
  e: { url: string; events: WebhookEventType[]; secret: string; createdBy: number },
): Promise<EndpointRow> {
  const [row] = await sql<EndpointRow[]>`
    insert into webhook_endpoints (url, events, secret, created_by)
    values (${e.url}, ${e.events}, ${e.secret}, ${e.createdBy})
    returning ${ENDPOINT_COLUMNS(sql)}`;
  return row;
}

export async function listEndpoints(sql: Sql): Promise<EndpointRow[]> {
  return sql<EndpointRow[]>`select ${ENDPOINT_COLUMNS(sql)} from webhook_endpoints order by id`;
}

export async function updateEndpoint(
  sql: Sql,
  id: number,
  change: { is_active?: boolean; events?: WebhookEventType[] },
): Promise<EndpointRow | undefined> {
  const [row] = await sql<EndpointRow[]>`
    update webhook_endpoints
    set is_active = coalesce(${change.is_active ?? null}::boolean, is_active),
        events = coalesce(${change.events ?? null}::text[], events)
    where id = ${id}
    returning ${ENDPOINT_COLUMNS(sql)}`;
  return row;
}

/** Deletes an endpoint with its delivery log; true when it existed. */
export async function deleteEndpoint(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`delete from webhook_endpoints where id = ${id} returning id`;
  return rows.length > 0;
}

/** Queues the delivery job of each new delivery row (one job per delivery; a second add is a no-op). */
const queueJobs = (sql: Sql, deliveries: ReturnType<Sql>) => sql`
  select graphile_worker.add_job(
    identifier => 'deliver_webhook',
    payload => json_build_object('id', d.id),
    job_key => 'webhook:' || d.id)
  from ${deliveries} d`;

/**
 * The outbox (docs/deployment.md "Webhooks"): in the caller's transaction, the event with the
 * recruit it is about as of now, one delivery per active endpoint that chose its type, and their
 * jobs. Nothing is written when no endpoint listens.
 */
export async function writeEvent(sql: Sql, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  const recruitId = typeof data.recruit_id === 'number' ? data.recruit_id : null;
  await sql`
    with subscribers as (
      select id from webhook_endpoints where is_active and ${type} = any(events)
    ), event as (
      insert into webhook_events (type, payload)
      select ${type}, ${sql.json(data as never)}::jsonb || jsonb_build_object('recruit', (
        select jsonb_build_object('id', r.id, 'first_name', r.first_name, 'last_name', r.last_name, 'email', r.email, 'status', r.status)
        from recruits r where r.id = ${recruitId}))
      where exists (select 1 from subscribers)
      returning id
    ), delivery as (
      insert into webhook_deliveries (event_id, endpoint_id)
      select event.id, subscribers.id from event, subscribers
      returning id
    )
    ${queueJobs(sql, sql`delivery`)}`;
}

/** A new delivery of a delivery's event to its endpoint, queued; its id. */
export async function insertReplay(sql: Sql, ofId: number): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    with delivery as (
      insert into webhook_deliveries (event_id, endpoint_id, replay_of)
      select event_id, endpoint_id, id from webhook_deliveries where id = ${ofId}
      returning id
    ), queued as (${queueJobs(sql, sql`delivery`)})
    select id from delivery, (select count(*) from queued) as jobs`;
  return row.id;
}

const DELIVERY_COLUMNS = (sql: Sql) => sql`
  d.id, d.endpoint_id as endpoint, e.url as endpoint_url, d.event_id as event, ev.type as event_type, d.status,
  d.attempts, d.response_code, d.last_error, d.replay_of, d.created_at, d.last_attempt_at, d.delivered_at`;
const DELIVERY_JOINS = (sql: Sql) => sql`
  join webhook_endpoints e on e.id = d.endpoint_id
  join webhook_events ev on ev.id = d.event_id`;

export async function findDelivery(sql: Sql, id: number): Promise<(DeliveryRow & { endpoint_active: boolean }) | undefined> {
  const [row] = await sql<(DeliveryRow & { endpoint_active: boolean })[]>`
    select ${DELIVERY_COLUMNS(sql)}, e.is_active as endpoint_active
    from webhook_deliveries d ${DELIVERY_JOINS(sql)} where d.id = ${id}`;
  return row;
}

/** One page of the delivery log, newest first. */
export async function listDeliveries(
  sql: Sql,
  q: { status?: WebhookDeliveryStatus; endpoint?: number },
  page: Page,
): Promise<RowsAndCount<DeliveryRow>> {
  const where = sql`
    ${q.status ? sql`d.status = ${q.status}` : sql`true`}
    and ${q.endpoint ? sql`d.endpoint_id = ${q.endpoint}` : sql`true`}`;
  return rowsAndCount(
    sql<DeliveryRow[]>`
      select ${DELIVERY_COLUMNS(sql)} from webhook_deliveries d ${DELIVERY_JOINS(sql)}
      where ${where} order by d.created_at desc, d.id desc limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from webhook_deliveries d where ${where}`,
  );
}

type AttemptRow = {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  endpoint_active: boolean;
  event_id: number;
  event_type: WebhookEventType;
  payload: Record<string, unknown>;
  event_created_at: Date;
};

/** Counts an attempt and returns what it sends, while the delivery is still pending. */
export async function claimAttempt(sql: Sql, id: number): Promise<AttemptRow | undefined> {
  const [row] = await sql<AttemptRow[]>`
    update webhook_deliveries d set attempts = d.attempts + 1, last_attempt_at = now()
    from webhook_endpoints e, webhook_events ev
    where d.id = ${id} and d.status = 'pending' and e.id = d.endpoint_id and ev.id = d.event_id
    returning d.id, d.attempts, e.url, e.secret, e.is_active as endpoint_active, ev.id as event_id, ev.type as event_type,
              ev.payload, ev.created_at as event_created_at`;
  return row;
}

export async function markDelivered(sql: Sql, id: number, responseCode: number): Promise<void> {
  await sql`
    update webhook_deliveries set status = 'delivered', response_code = ${responseCode}, last_error = null, delivered_at = now()
    where id = ${id} and status = 'pending'`;
}

/** Keeps the outcome of a failed attempt; the last allowed one also marks the delivery failed. */
export async function recordFailedAttempt(
  sql: Sql,
  id: number,
  outcome: { responseCode: number | null; error: string; final: boolean },
): Promise<void> {
  await sql`
    update webhook_deliveries
    set response_code = ${outcome.responseCode}, last_error = ${outcome.error.slice(0, 1000)},
        status = case when ${outcome.final} then 'failed' else status end
    where id = ${id} and status = 'pending'`;
}

/** The delivery log keeps `days` of finished deliveries; events with no delivery left go with them. */
export async function pruneDeliveryLog(sql: Sql, days: number): Promise<number> {
  const removed = await sql`
    delete from webhook_deliveries
    where status <> 'pending' and coalesce(last_attempt_at, created_at) < now() - make_interval(days => ${days})
    returning id`;
  await sql`delete from webhook_events ev where not exists (select 1 from webhook_deliveries d where d.event_id = ev.id)`;
  return removed.length;
}
