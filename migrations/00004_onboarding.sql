-- Onboarding: departments, workstreams, task templates, requests, processes and their tasks.

-- A department receives task e-mails and has its own task dashboard. The access key opens that
-- dashboard without an account (it travels in the e-mailed link), so it is kept readable, is unique
-- per department and can be rotated, which invalidates every link sent before.
create table departments (
  id           serial primary key,
  name         text not null check (length(name) between 1 and 255),
  email        text not null check (length(email) between 3 and 254),
  description  text not null default '',
  is_active    boolean not null default true,
  "order"      integer not null default 0 check ("order" >= 0),
  access_key   text not null unique check (length(access_key) >= 32),
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create unique index departments_name_key on departments (lower(name));
create index departments_order_idx on departments ("order", lower(name), id);

create table workstreams (
  id             serial primary key,
  department_id  integer not null references departments (id) on delete cascade,
  name           text not null check (length(name) between 1 and 255),
  created_at     timestamptz not null default now()
);
create unique index workstreams_department_name_key on workstreams (department_id, lower(name));

-- A template is copied into a task on approval; later edits do not change existing tasks.
create table task_templates (
  id                    serial primary key,
  workstream_id         integer not null references workstreams (id) on delete restrict,
  title                 text not null check (length(title) between 1 and 255),
  description           text not null check (length(description) >= 1),
  detailed_instructions text not null default '',
  email_subject         text not null default '',
  email_body            text not null default '',
  priority              text not null default 'medium' check (priority in ('low', 'medium', 'high', 'critical')),
  due_days_offset       integer not null default 1 check (due_days_offset >= 1),
  weight_percentage     numeric(4, 1) not null default 5 check (weight_percentage between 0 and 100),
  "order"               integer not null default 0 check ("order" >= 0),
  email_template        text not null default 'default_task_notification',
  send_immediate        boolean not null default true,
  is_conditional        boolean not null default false,
  condition_field       text,
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  check (not is_conditional or condition_field is not null)
);
create index task_templates_workstream_idx on task_templates (workstream_id, "order", id);

create table onboarding_requests (
  id                     serial primary key,
  recruit_id             integer not null references recruits (id) on delete cascade,
  status                 text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'completed')),
  -- who asked: the recruit themself, a recruiter on their behalf, or the recruit's direct start
  source                 text not null check (source in ('recruit', 'recruiter', 'direct')),
  preferred_start_date   date,
  current_company        text not null default '',
  "current_role"         text not null default '',
  years_experience       integer check (years_experience between 0 and 50),
  has_team               boolean not null default false,
  team_size              integer check (team_size between 1 and 100),
  current_volume         text not null default '',
  special_requirements   text not null default '',
  notes                  text not null default '',
  -- the recruit's status when the request was made: restored when a pending request is rejected or deleted
  previous_recruit_status text,
  created_by             integer references users (id) on delete set null,
  decided_by             integer references users (id) on delete set null,
  decided_at             timestamptz,
  created_at             timestamptz not null default now(),
  updated_at             timestamptz not null default now()
);
-- At most one live request per recruit; a rejected one does not block a new request.
create unique index onboarding_requests_live_key on onboarding_requests (recruit_id) where status <> 'rejected';
create index onboarding_requests_status_idx on onboarding_requests (status, created_at desc, id desc);
create index onboarding_requests_created_idx on onboarding_requests (created_at desc, id desc);

create table onboarding_processes (
  id                 serial primary key,
  recruit_id         integer not null unique references recruits (id) on delete cascade,
  request_id         integer references onboarding_requests (id) on delete set null,
  -- derived from the tasks and stored so lists can filter on it; recomputed on every task change
  status             text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'blocked')),
  initiated_by       integer references users (id) on delete set null,
  initiated_at       timestamptz not null default now(),
  target_start_date  date,
  notes              text not null default '',
  completed_at       timestamptz,
  updated_at         timestamptz not null default now()
);
create index onboarding_processes_status_idx on onboarding_processes (status, initiated_at desc);
-- Every request row of a list looks up its process by request_id (and deleting a request nulls it).
create index onboarding_processes_request_idx on onboarding_processes (request_id);

-- Named onboarding_tasks (not tasks) so it never collides with the staff task/notification area.
-- Department and workstream names are copied in, so a task still reads well after they are deleted.
create table onboarding_tasks (
  id                    serial primary key,
  process_id            integer not null references onboarding_processes (id) on delete cascade,
  template_id           integer references task_templates (id) on delete set null,
  department_id         integer references departments (id) on delete set null,
  workstream_id         integer references workstreams (id) on delete set null,
  department_name       text not null default '',
  workstream_name       text not null default '',
  uuid                  uuid not null unique default gen_random_uuid(),
  title                 text not null check (length(title) between 1 and 255),
  description           text not null default '',
  detailed_instructions text not null default '',
  status                text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'blocked')),
  priority              text not null default 'medium' check (priority in ('low', 'medium', 'high', 'critical')),
  due_date              date,
  weight_percentage     numeric(4, 1) not null default 5 check (weight_percentage between 0 and 100),
  notes                 text not null default '',
  completed_at          timestamptz,
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  check ((status = 'completed') = (completed_at is not null))
);
create index onboarding_tasks_process_idx on onboarding_tasks (process_id, id);
create index onboarding_tasks_department_status_idx on onboarding_tasks (department_id, status, due_date);
create index onboarding_tasks_status_due_idx on onboarding_tasks (status, due_date, id);
create index onboarding_tasks_priority_idx on onboarding_tasks (priority, status);
create index onboarding_tasks_search_idx on onboarding_tasks using gin (lower(title) gin_trgm_ops);
