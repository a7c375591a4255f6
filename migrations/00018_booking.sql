-- Recruits book calls themselves (docs/scheduling.md, "Booking link"): each staff user's weekly
-- availability, and a meeting's host with the time it keeps busy. Two bookings of one host can
-- never overlap: an exclusion constraint, so of two simultaneous bookings of one slot exactly one
-- commits, whatever the application does.
create extension if not exists btree_gist;

create table staff_availability (
  user_id         integer primary key references users (id) on delete cascade,
  -- The IANA zone the weekly hours are written in.
  zone            text not null,
  -- [{weekday 0-6 (Sunday 0), from "HH:MM", until "HH:MM"}]
  weekly          jsonb not null,
  buffer_minutes  integer not null check (buffer_minutes between 0 and 120),
  -- {ops_discovery: minutes, founder_culture: minutes}
  lengths         jsonb not null,
  updated_at      timestamptz not null default now()
);

alter table nurture_meetings
  add column host_id    integer references users (id) on delete set null,
  -- The meeting and the host's buffer after it; null for meetings staff set without a host.
  add column host_busy  tstzrange,
  add column cancelled_at timestamptz;
alter table nurture_meetings add constraint nurture_meetings_host_no_overlap
  exclude using gist (host_id with =, host_busy with &&) where (host_id is not null and host_busy is not null and cancelled_at is null);
