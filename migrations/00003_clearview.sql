-- ClearView: the live rooms' Yjs state (append-only update log + one compacted snapshot per room),
-- scenarios and the company settings row.

-- Every Yjs update a room accepted, written in short batches (one merged row per room and batch).
-- `room` is '<kind>:<token>' (e.g. 'clearview:AbC…'); rows are deleted once folded into a snapshot.
create table yjs_updates (
  id          bigserial primary key,
  room        text not null,
  update      bytea not null,
  created_at  timestamptz not null default now()
);
create index yjs_updates_room_idx on yjs_updates (room, id);

-- Y.encodeStateAsUpdate of the loaded doc, covering every log row of the room with id <= upto_id.
create table yjs_snapshots (
  room        text primary key,
  state       bytea not null,
  upto_id     bigint not null default 0,
  updated_at  timestamptz not null default now()
);

-- A recruit's plans: one locked baseline (made from the completed ClearView) and any sandboxes.
create table scenarios (
  id           serial primary key,
  recruit_id   integer not null references recruits (id) on delete cascade,
  type         text not null default 'sandbox' check (type in ('baseline', 'sandbox')),
  name         text not null,
  description  text not null default '',
  is_locked    boolean not null default false,
  data         jsonb not null default '{}',
  token        text not null unique,
  created_by   integer references users (id) on delete set null,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index scenarios_recruit_idx on scenarios (recruit_id, created_at, id);
-- At most one baseline per recruit, so two concurrent completions cannot create two.
create unique index scenarios_one_baseline_idx on scenarios (recruit_id) where type = 'baseline';

-- The financial constants every calculator uses; exactly one row (id 1) holding the docs/spec/doc1.md §9
-- defaults until a recruiter changes them (server code merges it over DEFAULT_COMPANY_SETTINGS).
create table company_settings (
  id          integer primary key default 1 check (id = 1),
  settings    jsonb not null,
  updated_by  integer references users (id) on delete set null,
  updated_at  timestamptz not null default now()
);
insert into company_settings (id, settings) values (1, '{
  "growthRates": {"production": 0.15, "recruiting": 0.1, "company": 0.15, "volume": 0.1},
  "financialMetrics": {
    "baseDistributionPool": 50000,
    "companyTotalVolume": 500000000,
    "recruitingBasisPoints": 0.0015,
    "defaultRetention": 0.85,
    "equityMultiple": 8,
    "discountRate": 0.08
  },
  "parRates": {"clearPAR": 3.25, "clearMargin": 2.75},
  "expenseCategories": [
    {"key": "salaryAndBenefits", "label": "Salary and benefits", "required": true, "defaultAmount": 0},
    {"key": "marketing", "label": "Marketing", "required": false, "defaultAmount": 0},
    {"key": "officeAndOverhead", "label": "Office and overhead", "required": false, "defaultAmount": 0},
    {"key": "technologyAndTools", "label": "Technology and tools", "required": false, "defaultAmount": 0},
    {"key": "travelAndEntertainment", "label": "Travel and entertainment", "required": false, "defaultAmount": 0}
  ],
  "riskProfiles": {"conservative": 0.75, "moderate": 0.85, "aggressive": 1.0}
}');
