-- Discovery tools (docs/discovery.md): a recruit's recruiting goals, one set per scenario.
create table recruiting_goals (
  id                       serial primary key,
  scenario_id              integer not null unique references scenarios (id) on delete cascade,
  target_annual_recruits   integer not null,
  avg_recruit_production   bigint not null,
  personal_production_goal bigint not null,
  compensation_structure   text not null check (compensation_structure in ('commission', 'salary_plus', 'draw_plus')),
  commission_rate          numeric(6, 2) not null,
  base_salary              bigint not null default 0,
  draw_amount              bigint not null default 0,
  override_rates           jsonb not null,
  target_timeframe_months  integer not null check (target_timeframe_months in (6, 12, 18, 24)),
  monthly_targets          jsonb not null default '[]',
  created_at               timestamptz not null default now(),
  updated_at               timestamptz not null default now()
);
