-- Signed webhooks (docs/deployment.md "Webhooks"): the endpoints staff register, the events written
-- in the transaction of the change that causes them (the outbox), and one delivery per event and
-- endpoint, sent by the job runner with retries and logged here.

create table webhook_endpoints (
  id serial primary key,
  url text not null,
  -- The event types this endpoint receives (shared/domain/webhooks.ts).
  events text[] not null check (cardinality(events) > 0),
  -- Kept as is: every delivery is signed with it (HMAC), so it cannot be stored as a hash. The API
  -- shows it once, in the answer that creates the endpoint.
  secret text not null,
  is_active boolean not null default true,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now()
);

create table webhook_events (
  id bigserial primary key,
  type text not null,
  -- The event's `data`, as of the transaction that wrote it: deliveries and replays send it unchanged.
  payload jsonb not null,
  created_at timestamptz not null default now()
);

create table webhook_deliveries (
  id bigserial primary key,
  event_id bigint not null references webhook_events(id) on delete cascade,
  endpoint_id integer not null references webhook_endpoints(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  -- The HTTP status of the last answer (null when none came: refused, timed out, unreachable).
  response_code integer,
  last_error text,
  -- A replay is a new delivery of the same event to the same endpoint; this names the one replayed.
  replay_of bigint references webhook_deliveries(id) on delete set null,
  created_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz
);

create index webhook_deliveries_newest on webhook_deliveries (created_at desc, id desc);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id);
create index webhook_deliveries_event on webhook_deliveries (event_id);
create index webhook_deliveries_replay_of on webhook_deliveries (replay_of);
