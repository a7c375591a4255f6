-- The recruit pipeline: recruits, acceptance links, discovery access, ClearView sessions,
-- the activity log and the status timeline.

create extension if not exists pg_trgm;

create table recruits (
  id                 serial primary key,
  first_name         text not null,
  last_name          text not null,
  email              text not null,
  phone              text not null default '',
  states_licensed    text[] not null default '{}',
  nmls_id            text,
  recruiting_source  text not null default 'referral',
  notes              text not null default '',
  status             text not null default 'profile_created',
  recruiter_id       integer references users (id) on delete set null,
  profile_completion jsonb not null default '{}',
  profile_completion_percentage integer not null default 0,
  status_changed_at  timestamptz not null default now(),
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now()
);
create unique index recruits_email_key on recruits (lower(email));
create index recruits_status_created_idx on recruits (status, created_at desc, id desc);
create index recruits_created_idx on recruits (created_at desc, id desc);
create index recruits_source_idx on recruits (recruiting_source);
create index recruits_name_idx on recruits (lower(last_name), lower(first_name), id);
-- Free-text search over name, e-mail and phone in one trigram index.
create index recruits_search_idx on recruits using gin (
  (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone)) gin_trgm_ops
);

alter table users add constraint users_recruit_fk foreign key (recruit_id) references recruits (id) on delete set null;

-- Profile acceptance: one live link per recruit (a new invite replaces the old); only the hash is kept.
create table acceptance_tokens (
  recruit_id  integer primary key references recruits (id) on delete cascade,
  token_hash  text not null unique,
  expires_at  timestamptz not null,
  used_at     timestamptz,
  created_at  timestamptz not null default now()
);

create table discovery_access (
  recruit_id      integer primary key references recruits (id) on delete cascade,
  is_enabled      boolean not null default false,
  enabled_modules text[] not null default '{}',
  pin             text not null,
  granted_at      timestamptz,
  updated_at      timestamptz not null default now()
);

create table clearview_sessions (
  id            serial primary key,
  recruit_id    integer not null references recruits (id) on delete cascade,
  token         text not null unique,
  status        text not null default 'scheduled' check (status in ('scheduled', 'in_progress', 'completed')),
  scheduled_at  timestamptz,
  meeting_link  text,
  link_type     text check (link_type in ('generated', 'custom')),
  data          jsonb not null default '{}',
  completed_at  timestamptz,
  created_by    integer references users (id) on delete set null,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create index clearview_sessions_recruit_idx on clearview_sessions (recruit_id, created_at desc);
-- A generated meeting room belongs to one session: two recruits must never share a call.
create unique index clearview_sessions_generated_link_key on clearview_sessions (meeting_link) where link_type = 'generated';

-- Who did what: every action on a recruit.
create table activity_logs (
  id          bigserial primary key,
  recruit_id  integer references recruits (id) on delete cascade,
  actor_id    integer references users (id) on delete set null,
  action      text not null,
  details     jsonb not null default '{}',
  created_at  timestamptz not null default now()
);
create index activity_logs_recruit_idx on activity_logs (recruit_id, created_at desc);
create index activity_logs_created_idx on activity_logs (created_at desc);

-- One row per status change, with the time spent in the stage being left.
create table status_timeline (
  id             bigserial primary key,
  recruit_id     integer not null references recruits (id) on delete cascade,
  stage          text not null,
  previous_stage text,
  actor_id       integer references users (id) on delete set null,
  notes          text not null default '',
  days_in_stage  integer,
  created_at     timestamptz not null default now()
);
create index status_timeline_recruit_idx on status_timeline (recruit_id, created_at);
