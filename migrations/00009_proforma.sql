-- Proforma build-out (docs/proforma.md): model types, starting templates, sessions with their own
-- token (the live link /proforma/{token} and, later, the room /ws/proforma/{token}), the inputs of a
-- session, a recruit's pre-session answers, the stored PDF report, and e-mail attachments.

create table proforma_model_types (
  id               integer primary key,
  name             text not null,
  model_type       text not null unique,
  duration_months  integer not null check (duration_months between 1 and 60),
  description      text not null default ''
);
-- Model type 1 is what the recruit dashboard schedules (docs/spec/doc2.md §9): a loan officer's
-- desk over 6 months; the others are 12-month models.
insert into proforma_model_types (id, name, model_type, duration_months, description) values
  (1, 'Loan Officer', 'loan_officer', 6, 'A producing loan officer''s own desk: personal production, margins and desk costs over six months.'),
  (2, 'Branch Manager', 'branch_manager', 12, 'A branch with an office, support staff and a recruited team over twelve months.'),
  (3, 'Team Lead', 'team_lead', 12, 'A producing team lead growing a small team without a separate office over twelve months.');

-- Starting input sets a recruiter can load into a session (GET /proforma/templates/).
create table proforma_templates (
  id             integer primary key,
  name           text not null,
  model_type_id  integer not null references proforma_model_types (id),
  description    text not null default '',
  -- { field_name: number } over the fields of docs/proforma.md "Inputs".
  inputs         jsonb not null
);
insert into proforma_templates (id, name, model_type_id, description, inputs) values
  (1, 'Solo loan officer', 1, 'Eight loans a month at 250 bps with a lean marketing and technology budget.',
   '{"monthly_units": 8, "avg_loan_amount": 400000, "target_margin_bps": 250, "plans_to_recruit": 0, "office_space_needed": 0,
     "support_staff_needed": 0, "marketing_budget": 1500, "technology_costs": 500, "other_expenses": 300,
     "initial_marketing": 2500, "office_setup": 0, "working_capital": 5000}'),
  (2, 'Branch with office', 2, 'A branch manager with an office, one assistant and three loan officers recruited over a year.',
   '{"monthly_units": 10, "avg_loan_amount": 400000, "target_margin_bps": 250, "plans_to_recruit": 1, "target_team_size": 3,
     "recruiting_timeline": 12, "office_space_needed": 1, "support_staff_needed": 1, "monthly_office_cost": 3500,
     "marketing_budget": 3000, "technology_costs": 1000, "other_expenses": 800, "initial_marketing": 5000,
     "office_setup": 15000, "working_capital": 25000}'),
  (3, 'Growing team', 3, 'A producing team lead recruiting two loan officers over six months, working remotely.',
   '{"monthly_units": 9, "avg_loan_amount": 400000, "target_margin_bps": 250, "plans_to_recruit": 1, "target_team_size": 2,
     "recruiting_timeline": 6, "office_space_needed": 0, "support_staff_needed": 1, "marketing_budget": 2500,
     "technology_costs": 800, "other_expenses": 500, "initial_marketing": 4000, "office_setup": 0, "working_capital": 10000}');

create table proforma_sessions (
  id               serial primary key,
  recruit_id       integer not null references recruits (id) on delete cascade,
  model_type_id    integer not null references proforma_model_types (id),
  -- 256-bit random, URL-safe: the recruit's live link and the future room name (docs/proforma.md, "Token").
  token            text not null unique,
  status           text not null default 'scheduled' check (status in ('scheduled', 'in_progress', 'completed')),
  scheduled_at     timestamptz not null,
  started_at       timestamptz,
  completed_at     timestamptz,
  meeting_link     text not null default '',
  notes            text not null default '',
  -- The report of a completed session, made once by generate_pdf (or the first download).
  pdf              bytea,
  pdf_generated_at timestamptz,
  created_by       integer references users (id) on delete set null,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  check ((status = 'completed') = (completed_at is not null)),
  check (status = 'scheduled' or started_at is not null)
);
create index proforma_sessions_recruit_idx on proforma_sessions (recruit_id, created_at desc, id desc);
create index proforma_sessions_created_idx on proforma_sessions (created_at desc, id desc);
create index proforma_sessions_upcoming_idx on proforma_sessions (scheduled_at) where status = 'scheduled';

create table proforma_inputs (
  id           bigserial primary key,
  session_id   integer not null references proforma_sessions (id) on delete cascade,
  category     text not null check (category in ('production', 'margins', 'recruiting', 'operations', 'expenses', 'setup')),
  field_name   text not null,
  value        numeric not null,
  unit         text not null check (unit in ('dollars', 'percentage', 'units')),
  description  text not null default '',
  updated_at   timestamptz not null default now(),
  unique (session_id, field_name)
);

-- What a recruit tells before the session (GET/POST /proforma/pre-session-data/): numbers keyed by
-- input field name, and free notes. One row per recruit; a new session starts from it.
create table proforma_pre_session_data (
  recruit_id   integer primary key references recruits (id) on delete cascade,
  data         jsonb not null default '{}',
  notes        text not null default '',
  updated_by   integer references users (id) on delete set null,
  updated_at   timestamptz not null default now()
);

-- Files sent with an e-mail (the proforma report), written with the message in one transaction.
create table message_attachments (
  id            bigserial primary key,
  message_id    bigint not null references messages (id) on delete cascade,
  filename      text not null,
  content_type  text not null,
  bytes         bytea not null
);
create index message_attachments_message_idx on message_attachments (message_id);
