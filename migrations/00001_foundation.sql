-- Accounts, sessions (refresh-token families), password links and the development outbox.

create table users (
  id            serial primary key,
  type          text not null check (type in ('recruiter', 'recruit')),
  email         text not null,
  first_name    text not null default '',
  last_name     text not null default '',
  password_hash text,
  recruit_id    integer,
  is_active     boolean not null default true,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- Refresh tokens rotate: each works once; reuse of a spent one revokes its whole family (one login).
create table refresh_tokens (
  id          bigserial primary key,
  token_hash  text not null unique,
  family_id   uuid not null,
  user_id     integer not null references users (id) on delete cascade,
  expires_at  timestamptz not null,
  used_at     timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz not null default now()
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);

-- Single-use links for setting or resetting a password; only a hash of the token is kept.
create table password_tokens (
  id          bigserial primary key,
  token_hash  text not null unique,
  user_id     integer not null references users (id) on delete cascade,
  purpose     text not null check (purpose in ('reset', 'setup')),
  expires_at  timestamptz not null,
  used_at     timestamptz,
  created_at  timestamptz not null default now()
);

-- Without SMTP every e-mail lands here, so a person (and the e2e tests) can follow its links.
create table outbox (
  id          bigserial primary key,
  to_address  text not null,
  subject     text not null,
  text_body   text not null,
  html_body   text,
  links       jsonb not null default '[]',
  created_at  timestamptz not null default now()
);
create index outbox_created_idx on outbox (created_at desc);

-- In-app notifications for staff (the bell in the staff header).
create table notifications (
  id          bigserial primary key,
  user_id     integer not null references users (id) on delete cascade,
  title       text not null,
  message     text not null default '',
  type        text not null default 'info' check (type in ('info', 'success', 'warning', 'error')),
  read        boolean not null default false,
  created_at  timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, created_at desc);
