-- Single-use tickets for joining a live room as a signed-in user (docs/collab.md "Tickets"): the
-- access token never travels in a WebSocket URL. Only hashes are stored; a ticket lives 30 s and
-- is deleted when used, so it works across several server instances sharing this database.
create table collab_tickets (
  hash        text primary key,
  user_id     integer not null references users (id) on delete cascade,
  user_type   text not null,
  recruit_id  integer,
  kind        text not null,
  room_hash   text not null,
  expires_at  timestamptz not null
);
create index collab_tickets_expires_idx on collab_tickets (expires_at);
