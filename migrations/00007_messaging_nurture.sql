-- One message log for every outgoing e-mail and SMS (docs/nurture.md, "Delivery"), SMS consent per
-- recruit, and the nurture campaigns: steps as data, enrollments, one row per step run, recruiter
-- call tasks, meetings and video engagement.

create table messages (
  id             bigserial primary key,
  recruit_id     integer references recruits (id) on delete set null,
  channel        text not null default 'email' check (channel in ('email', 'sms')),
  -- What the staff Messages screen groups by (docs/spec/doc2.md §3 Message).
  type           text not null default 'notification' check (type in ('invitation', 'reminder', 'notification', 'other')),
  to_address     text not null,
  subject        text not null default '',
  text_body      text not null,
  html_body      text,
  -- A calendar invitation (text/calendar, METHOD:REQUEST) sent with the e-mail.
  ics            text,
  links          jsonb not null default '[]',
  status         text not null default 'queued' check (status in ('queued', 'sent', 'delivered', 'opened', 'failed')),
  -- Where it went: smtp, twilio, or outbox (kept here for the development outbox).
  transport      text,
  provider_id    text,
  attempts       integer not null default 0,
  last_error     text,
  -- Only the hash of the open-tracking token is kept (docs/security.md, "Link tokens").
  open_token_hash text unique,
  created_by     integer references users (id) on delete set null,
  created_at     timestamptz not null default now(),
  sent_at        timestamptz,
  delivered_at   timestamptz,
  opened_at      timestamptz,
  failed_at      timestamptz
);
create index messages_created_idx on messages (created_at desc, id desc);
create index messages_status_idx on messages (status, created_at desc);
create index messages_recruit_idx on messages (recruit_id, created_at desc);
create index messages_to_idx on messages (lower(to_address), id desc);
create index messages_provider_idx on messages (provider_id) where provider_id is not null;

insert into messages (channel, type, to_address, subject, text_body, html_body, links, status, transport, created_at, sent_at)
select 'email', 'notification', to_address, subject, text_body, html_body, links, 'sent', 'outbox', created_at, created_at from outbox;
drop table outbox;

alter table recruits
  add column sms_consent_at  timestamptz,
  add column sms_opt_out_at  timestamptz;

create table nurture_campaigns (
  id             serial primary key,
  name           text not null,
  campaign_type  text not null check (campaign_type in ('high_engagement', 'long_term')),
  duration_days  integer not null check (duration_days between 1 and 365),
  status         text not null default 'active' check (status in ('active', 'paused', 'archived')),
  description    text not null default '',
  created_by     integer references users (id) on delete set null,
  created_at     timestamptz not null default now()
);

-- A campaign's steps are data: a day offset, a channel and the text (placeholders in braces).
create table nurture_campaign_steps (
  id           serial primary key,
  campaign_id  integer not null references nurture_campaigns (id) on delete cascade,
  position     integer not null,
  day_offset   integer not null check (day_offset between 0 and 365),
  channel      text not null check (channel in ('email', 'sms', 'call_task')),
  title        text not null,
  subject      text not null default '',
  body         text not null default '',
  unique (campaign_id, position)
);

create table nurture_enrollments (
  id             serial primary key,
  recruit_id     integer not null references recruits (id) on delete cascade,
  campaign_id    integer not null references nurture_campaigns (id),
  is_active      boolean not null default true,
  enrolled_at    timestamptz not null default now(),
  enrolled_by    integer references users (id) on delete set null,
  -- The position of the last step that ran (0: none yet).
  current_step   integer not null default 0,
  -- A pause moves every later step by its length (docs/nurture.md, "Pause").
  paused_until   timestamptz,
  schedule_shift interval not null default '0',
  ended_at       timestamptz,
  ended_reason   text check (ended_reason in ('completed', 'onboarding', 'opted_out', 'ended_by_staff', 'moved_to_long_term', 'replaced')),
  check (is_active = (ended_at is null))
);
-- One active enrollment per recruit.
create unique index nurture_enrollments_active_key on nurture_enrollments (recruit_id) where is_active;
create index nurture_enrollments_recruit_idx on nurture_enrollments (recruit_id, enrolled_at desc);

-- Exactly-once steps: a unique row per enrollment step, written in the same transaction as the
-- message or task it produces.
create table nurture_step_runs (
  id             bigserial primary key,
  enrollment_id  integer not null references nurture_enrollments (id) on delete cascade,
  step_id        integer not null references nurture_campaign_steps (id) on delete cascade,
  outcome        text not null check (outcome in ('message', 'task', 'skipped')),
  message_id     bigint references messages (id) on delete set null,
  note           text not null default '',
  ran_at         timestamptz not null default now(),
  unique (enrollment_id, step_id)
);

create table nurture_tasks (
  id             serial primary key,
  recruit_id     integer not null references recruits (id) on delete cascade,
  step_run_id    bigint references nurture_step_runs (id) on delete set null,
  title          text not null,
  due_at         timestamptz not null,
  assigned_to    integer references users (id) on delete set null,
  completed_at   timestamptz,
  completed_by   integer references users (id) on delete set null,
  created_at     timestamptz not null default now()
);
create index nurture_tasks_open_idx on nurture_tasks (due_at) where completed_at is null;

create table nurture_meetings (
  id             serial primary key,
  recruit_id     integer not null references recruits (id) on delete cascade,
  meeting_type   text not null check (meeting_type in ('ops_discovery', 'founder_culture')),
  scheduled_at   timestamptz not null,
  duration_minutes integer not null default 30,
  meeting_link   text not null default '',
  notes          text not null default '',
  attended       boolean,
  attended_at    timestamptz,
  outcome        text not null default '',
  -- The calendar invitation's identity: the same UID on every update, SEQUENCE raised on reschedule.
  ics_uid        text not null unique,
  ics_sequence   integer not null default 0,
  created_by     integer references users (id) on delete set null,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);
create index nurture_meetings_scheduled_idx on nurture_meetings (scheduled_at);
create index nurture_meetings_recruit_idx on nurture_meetings (recruit_id, scheduled_at desc);

create table video_engagements (
  id               serial primary key,
  recruit_id       integer not null references recruits (id) on delete cascade,
  video_name       text not null,
  video_url        text not null,
  watch_percentage integer not null check (watch_percentage between 0 and 100),
  created_at       timestamptz not null default now()
);
create index video_engagements_recruit_idx on video_engagements (recruit_id, created_at desc);

-- The two documented campaigns (docs/spec/doc2.md §9): ids 1 and 2 are what the screens enroll into.
insert into nurture_campaigns (id, name, campaign_type, duration_days, description) values
  (1, 'High Engagement', 'high_engagement', 14, 'Two weeks of close follow-up right after ClearView.'),
  (2, 'Long Term', 'long_term', 365, 'A year of light touch: a monthly e-mail and a quarterly check-in.');
select setval('nurture_campaigns_id_seq', 2);

-- Their steps. A campaign created later copies the steps of the seeded campaign of its type that
-- fall within its duration (docs/nurture.md, "Steps").
insert into nurture_campaign_steps (campaign_id, position, day_offset, channel, title, subject, body) values
  (1, 1, 2, 'sms', 'Follow-up text', '',
   'Hi {first_name}, it''s {recruiter_name} from Clearpath. Great going through your ClearView numbers! Any questions so far? Reply here anytime. Reply STOP to opt out.'),
  (1, 2, 4, 'email', 'Culture video e-mail', 'A look inside our culture, {first_name}',
   E'Hi {first_name},\n\nNumbers are half the story. This short video shows how our loan officers and ops team work together day to day:\n\n{video_link}\n\nYour ClearView results and discovery tools stay on your dashboard: {dashboard_link}\n\n{recruiter_name}'),
  (1, 3, 7, 'call_task', 'Recruiter call: one-week check-in', '', 'Call {first_name} {last_name}: answer questions from the first week and offer the ops discovery call.'),
  (1, 4, 14, 'call_task', 'Recruiter call: two-week decision call', '', 'Call {first_name} {last_name}: talk through the decision and the next step (proforma or onboarding).');

insert into nurture_campaign_steps (campaign_id, position, day_offset, channel, title, subject, body)
select 2, row_number() over (order by day, channel), day, channel, title, subject, body
from (
  select m * 30 as day, 'email' as channel, 'Monthly update e-mail' as title,
         'Your monthly Clearpath update, {first_name}' as subject,
         E'Hi {first_name},\n\nA quick monthly note from Clearpath: your ClearView results and discovery tools are still waiting on your dashboard, and the numbers are easy to update when your business changes.\n\n{dashboard_link}\n\nWhenever you want to talk, reply to this e-mail.\n\n{recruiter_name}' as body
  from generate_series(1, 12) as m
  union all
  select q * 90, 'call_task', 'Quarterly check-in call', '',
         'Quarterly check-in with {first_name} {last_name}: how is the business going, and has anything changed?'
  from generate_series(1, 4) as q
) steps;
