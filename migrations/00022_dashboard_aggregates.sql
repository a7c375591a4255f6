-- The staff dashboard's figures kept up to date with the writes (issue 29; docs/performance.md
-- "Staff dashboard", "How the figures are kept"): /recruits/stats/, /analytics/ and
-- the counts of Candidate Activity read small summary tables instead of scanning the history on every
-- request. Triggers keep them in step with every write, in the writer's own transaction, whichever
-- module writes: each summary always equals the GROUP BY over its source that the reads used to run.
--
--   recruit_facts            one row per recruit: what the summaries below need to know about it
--   recruit_counts           recruits by (status, has a completed ClearView, has an account, profile at 100 %)
--   recruit_created_days     recruits by day created and furthest stage reached (the analytics funnel)
--   recruit_milestone_days   recruits by day of their first acceptance / first completed ClearView
--   status_timeline_days     timeline rows by day, stage and stage left (acceptances, time in stage)
--   email_days               e-mails sent, by day
--   session_days             ClearView and proforma sessions completed, by day, with their durations
--   activity_day_counts      activity log entries by day and action
--   activity_recruit_counts  activity log entries by recruit (the count of a Candidate Activity search)
--
-- Days are the database's days (its TimeZone setting), as the range of /analytics/ always was.

-- The pipeline order, for "the furthest stage a recruit reached" (shared/domain/recruit-status.ts;
-- tests/server/analytics/aggregates.test.ts holds the two lists equal).
create table recruit_stages (
  position smallint primary key,
  stage    text not null unique
);
insert into recruit_stages (position, stage)
select position, stage from unnest(array[
  'profile_created', 'profile_accepted', 'clearview_scheduled', 'clearview_completed', 'discovery_access_expanded',
  'nurture_high_engagement', 'nurture_long_term', 'ops_call_completed', 'founder_call_completed', 'proforma_scheduled',
  'proforma_completed', 'onboarding_requested', 'onboarding_initiated', 'onboarded'
]) with ordinality as s(stage, position);

-- No foreign key: a deleted recruit's row is removed by refresh_recruit_facts, which also takes it
-- out of the summaries (a cascade would remove it behind their back).
create table recruit_facts (
  recruit_id           integer primary key,
  status               text not null,
  created_day          date not null,
  -- The position of the furthest stage reached: the current status or any stage in the timeline (0: none known).
  furthest             smallint not null,
  clearview_done       boolean not null,
  has_account          boolean not null,
  profile_percentage   integer not null,
  accepted_day         date,
  -- Seconds from creation to the first profile_accepted timeline row.
  accepted_after_secs  numeric,
  clearview_day        date,
  -- Seconds from creation to the first completed_at of the recruit's ClearView sessions.
  clearview_after_secs numeric
);

create table recruit_counts (
  status          text not null,
  clearview_done  boolean not null,
  has_account     boolean not null,
  profile_complete boolean not null,
  recruits        integer not null,
  profile_sum     bigint not null,
  primary key (status, clearview_done, has_account, profile_complete)
);

create table recruit_created_days (
  day      date not null,
  furthest smallint not null,
  recruits integer not null,
  primary key (day, furthest)
);

create table recruit_milestone_days (
  milestone text not null check (milestone in ('profile_accepted', 'clearview_completed')),
  day       date not null,
  recruits  integer not null,
  secs_sum  numeric not null,
  primary key (milestone, day)
);

create table status_timeline_days (
  day            date not null,
  stage          text not null,
  previous_stage text,
  moves          integer not null,
  -- Moves with a stage left and its days known: what the average time in stage reads.
  timed_moves    integer not null,
  days_sum       bigint not null,
  unique nulls not distinct (day, stage, previous_stage)
);

create table email_days (
  day    date primary key,
  emails integer not null
);

create table session_days (
  day            date primary key,
  sessions       integer not null,
  -- Sessions with a start, ended no earlier than it: what the average duration reads.
  timed_sessions integer not null,
  secs_sum       numeric not null
);

create table activity_day_counts (
  day     date not null,
  action  text not null,
  entries integer not null,
  primary key (day, action)
);

-- search_text: the recruit's name and e-mail as Candidate Activity searches them, kept here so that a
-- search's count is one pass over this narrow table instead of a recheck of every matching recruit.
create table activity_recruit_counts (
  recruit_id  integer primary key,
  entries     integer not null,
  search_text text
);

-- The text a Candidate Activity search matches (server/src/modules/activity/repo.ts, recruitMatches).
create function activity_search_text(first_name text, last_name text, email text) returns text
language sql immutable as $$ select lower(first_name || ' ' || last_name || ' ' || email) $$;

-- What a recruit's facts are now, for the recruits in `ids` that exist. Each source table is read
-- once per recruit through its recruit_id index, in one aggregate that is more than a bare min():
-- on its own, min(completed_at) or min(created_at) would be planned as a walk of the table's date
-- index until the recruit's first row turns up, once per recruit (quadratic in a bulk write).
create function recruit_facts_of(ids integer[]) returns setof recruit_facts language sql stable as $$
  select r.id, r.status, r.created_at::date,
         greatest(coalesce(cur.position, 0), coalesce(tl.furthest, 0))::smallint,
         coalesce(cv.done, false),
         exists (select 1 from users u where u.recruit_id = r.id),
         r.profile_completion_percentage,
         tl.accepted_at::date, extract(epoch from tl.accepted_at - r.created_at),
         cv.completed_at::date, extract(epoch from cv.completed_at - r.created_at)
  from (select distinct unnest(ids) as id) i
  join recruits r on r.id = i.id
  left join recruit_stages cur on cur.stage = r.status
  left join lateral (
    select max(s.position) as furthest, min(t.created_at) filter (where t.stage = 'profile_accepted') as accepted_at
    from status_timeline t left join recruit_stages s on s.stage = t.stage
    where t.recruit_id = r.id
  ) tl on true
  left join lateral (
    select bool_or(c.status = 'completed') as done, min(c.completed_at) as completed_at
    from clearview_sessions c where c.recruit_id = r.id
  ) cv on true
$$;

-- Brings the facts of the recruits in `ids` up to date, moves the difference into the recruit
-- summaries and answers how many recruits' facts changed. Only keys whose figures change are written, so an edit that changes nothing the
-- dashboard counts (a note, a phone number) locks no summary row.
create function refresh_recruit_facts(ids integer[]) returns integer language sql as $$
  -- `ids` is joined as a set, not tested with `= any(ids)`: a bulk write names every recruit, and a
  -- parameter array is searched from the start for each row.
  with fresh as (select * from recruit_facts_of(ids)),
  gone as (
    delete from recruit_facts f using (select distinct unnest(ids) as id) i
    where f.recruit_id = i.id and not exists (select 1 from fresh where fresh.recruit_id = f.recruit_id)
    returning f.*
  ),
  written as (
    insert into recruit_facts select * from fresh
    on conflict (recruit_id) do update set
      (status, created_day, furthest, clearview_done, has_account, profile_percentage,
       accepted_day, accepted_after_secs, clearview_day, clearview_after_secs)
      = (excluded.status, excluded.created_day, excluded.furthest, excluded.clearview_done, excluded.has_account,
         excluded.profile_percentage, excluded.accepted_day, excluded.accepted_after_secs, excluded.clearview_day,
         excluded.clearview_after_secs)
    where (recruit_facts.*) is distinct from (excluded.*)
    returning old.recruit_id as old_id, old.status as old_status, old.created_day as old_created_day,
              old.furthest as old_furthest, old.clearview_done as old_clearview_done, old.has_account as old_has_account,
              old.profile_percentage as old_profile_percentage, old.accepted_day as old_accepted_day,
              old.accepted_after_secs as old_accepted_after_secs, old.clearview_day as old_clearview_day,
              old.clearview_after_secs as old_clearview_after_secs, new.*
  ),
  delta (n, status, created_day, furthest, clearview_done, has_account, profile_percentage,
         accepted_day, accepted_after_secs, clearview_day, clearview_after_secs) as (
    select 1, status, created_day, furthest, clearview_done, has_account, profile_percentage,
           accepted_day, accepted_after_secs, clearview_day, clearview_after_secs from written
    union all
    select -1, old_status, old_created_day, old_furthest, old_clearview_done, old_has_account, old_profile_percentage,
           old_accepted_day, old_accepted_after_secs, old_clearview_day, old_clearview_after_secs from written where old_id is not null
    union all
    select -1, status, created_day, furthest, clearview_done, has_account, profile_percentage,
           accepted_day, accepted_after_secs, clearview_day, clearview_after_secs from gone
  ),
  counts as (
    insert into recruit_counts as c (status, clearview_done, has_account, profile_complete, recruits, profile_sum)
    select status, clearview_done, has_account, profile_percentage >= 100, sum(n), sum(n * profile_percentage)
    from delta group by 1, 2, 3, 4 having sum(n) <> 0 or sum(n * profile_percentage) <> 0 order by 1, 2, 3, 4
    on conflict (status, clearview_done, has_account, profile_complete) do update
      set recruits = c.recruits + excluded.recruits, profile_sum = c.profile_sum + excluded.profile_sum
  ),
  created as (
    insert into recruit_created_days as c (day, furthest, recruits)
    select created_day, furthest, sum(n) from delta group by 1, 2 having sum(n) <> 0 order by 1, 2
    on conflict (day, furthest) do update set recruits = c.recruits + excluded.recruits
  ),
  milestones as (
    insert into recruit_milestone_days as m (milestone, day, recruits, secs_sum)
    select milestone, day, sum(n), sum(n * secs) from (
      select 'profile_accepted' as milestone, accepted_day as day, accepted_after_secs as secs, n from delta where accepted_day is not null
      union all
      select 'clearview_completed', clearview_day, clearview_after_secs, n from delta where clearview_day is not null
    ) x group by 1, 2 having sum(n) <> 0 or sum(n * secs) <> 0 order by 1, 2
    on conflict (milestone, day) do update set recruits = m.recruits + excluded.recruits, secs_sum = m.secs_sum + excluded.secs_sum
  )
  -- How many recruits' facts changed (the CTEs above all run to completion whether read or not).
  select ((select count(*) from written) + (select count(*) from gone))::integer
$$;

-- The rows a statement changed, from its transition tables (`new_rows`, `old_rows`), each with
-- `sign`: +1 for a row as written, -1 for a row as it was. A trigger function runs its summary's
-- query over it with EXECUTE, so one query serves INSERT, UPDATE and DELETE (an INSERT trigger has
-- no old rows and a DELETE trigger no new ones).
create function changed_rows(op text) returns text language sql immutable as $$
  select case op
    when 'INSERT' then 'select 1 as sign, * from new_rows'
    when 'DELETE' then 'select -1 as sign, * from old_rows'
    else 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows'
  end
$$;

-- Triggers whose source rows name a recruit: refresh the facts of the recruits they name.
create function refresh_facts_of_changed_recruits() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  execute format('select array(select distinct %I from (%s) c where %1$I is not null)',
                 case when tg_table_name = 'recruits' then 'id' else 'recruit_id' end, changed_rows(tg_op))
    into ids;
  if cardinality(ids) > 0 then
    perform refresh_recruit_facts(ids);
  end if;
  return null;
end $$;

create function count_status_timeline_days() returns trigger language plpgsql as $$
begin
  execute format($q$
    insert into status_timeline_days as d (day, stage, previous_stage, moves, timed_moves, days_sum)
    select day, stage, previous_stage, moves, timed_moves, days_sum from (
      select created_at::date as day, stage, previous_stage, sum(sign) as moves,
             coalesce(sum(sign) filter (where previous_stage is not null and days_in_stage is not null), 0) as timed_moves,
             coalesce(sum(sign * days_in_stage) filter (where previous_stage is not null and days_in_stage is not null), 0) as days_sum
      from (%s) c group by 1, 2, 3
    ) x where moves <> 0 or timed_moves <> 0 or days_sum <> 0 order by 1, 2, 3
    on conflict (day, stage, previous_stage) do update set
      moves = d.moves + excluded.moves, timed_moves = d.timed_moves + excluded.timed_moves, days_sum = d.days_sum + excluded.days_sum$q$,
    changed_rows(tg_op));
  return null;
end $$;

create function count_email_days() returns trigger language plpgsql as $$
begin
  execute format($q$
    insert into email_days as d (day, emails)
    select sent_at::date, sum(sign) from (%s) c where channel = 'email' and sent_at is not null
    group by 1 having sum(sign) <> 0 order by 1
    on conflict (day) do update set emails = d.emails + excluded.emails$q$, changed_rows(tg_op));
  return null;
end $$;

create function count_session_days() returns trigger language plpgsql as $$
begin
  execute format($q$
    insert into session_days as d (day, sessions, timed_sessions, secs_sum)
    select day, sessions, timed_sessions, secs_sum from (
      select completed_at::date as day, sum(sign) as sessions,
             coalesce(sum(sign) filter (where started_at is not null and completed_at >= started_at), 0) as timed_sessions,
             coalesce(sum(sign * extract(epoch from completed_at - started_at))
                        filter (where started_at is not null and completed_at >= started_at), 0) as secs_sum
      from (%s) c where completed_at is not null group by 1
    ) x where sessions <> 0 or timed_sessions <> 0 or secs_sum <> 0 order by 1
    on conflict (day) do update set
      sessions = d.sessions + excluded.sessions,
      timed_sessions = d.timed_sessions + excluded.timed_sessions,
      secs_sum = d.secs_sum + excluded.secs_sum$q$, changed_rows(tg_op));
  return null;
end $$;

create function count_activity() returns trigger language plpgsql as $$
begin
  execute format($q$
    with c as (%s),
    by_day as (
      insert into activity_day_counts as d (day, action, entries)
      select created_at::date, action, sum(sign) from c group by 1, 2 having sum(sign) <> 0 order by 1, 2
      on conflict (day, action) do update set entries = d.entries + excluded.entries
    )
    insert into activity_recruit_counts as r (recruit_id, entries, search_text)
    select c.recruit_id, sum(sign),
           (select activity_search_text(x.first_name, x.last_name, x.email) from recruits x where x.id = c.recruit_id)
    from c where c.recruit_id is not null group by 1 having sum(sign) <> 0 order by 1
    on conflict (recruit_id) do update set entries = r.entries + excluded.entries$q$, changed_rows(tg_op));
  return null;
end $$;

-- A renamed recruit (or a new e-mail) is found by its new text at once.
create function refresh_activity_search_text() returns trigger language plpgsql as $$
begin
  update activity_recruit_counts c set search_text = activity_search_text(n.first_name, n.last_name, n.email)
  from new_rows n
  where c.recruit_id = n.id and c.search_text is distinct from activity_search_text(n.first_name, n.last_name, n.email);
  return null;
end $$;

-- Every summary worked out again from its source: the backfill below, and after a TRUNCATE of a
-- source table (which fires no row or DELETE triggers).
create function rebuild_dashboard_aggregates() returns trigger language plpgsql as $$
begin
  perform rebuild_dashboard_aggregates_now();
  return null;
end $$;

create function rebuild_dashboard_aggregates_now() returns void language plpgsql as $$
begin
  delete from recruit_facts;
  delete from recruit_counts;
  delete from recruit_created_days;
  delete from recruit_milestone_days;
  delete from status_timeline_days;
  delete from email_days;
  delete from session_days;
  delete from activity_day_counts;
  delete from activity_recruit_counts;
  perform refresh_recruit_facts(array(select id from recruits));
  insert into status_timeline_days (day, stage, previous_stage, moves, timed_moves, days_sum)
  select created_at::date, stage, previous_stage, count(*),
         count(*) filter (where previous_stage is not null and days_in_stage is not null),
         coalesce(sum(days_in_stage) filter (where previous_stage is not null and days_in_stage is not null), 0)
  from status_timeline group by 1, 2, 3;
  insert into email_days (day, emails)
  select sent_at::date, count(*) from messages where channel = 'email' and sent_at is not null group by 1;
  insert into session_days (day, sessions, timed_sessions, secs_sum)
  select completed_at::date, count(*),
         count(*) filter (where started_at is not null and completed_at >= started_at),
         coalesce(sum(extract(epoch from completed_at - started_at)) filter (where started_at is not null and completed_at >= started_at), 0)
  from (select started_at, completed_at from clearview_sessions where completed_at is not null
        union all
        select started_at, completed_at from proforma_sessions where completed_at is not null) s
  group by 1;
  insert into activity_day_counts (day, action, entries)
  select created_at::date, action, count(*) from activity_logs group by 1, 2;
  insert into activity_recruit_counts (recruit_id, entries, search_text)
  select a.recruit_id, count(*),
         (select activity_search_text(x.first_name, x.last_name, x.email) from recruits x where x.id = a.recruit_id)
  from activity_logs a where a.recruit_id is not null group by 1;
end $$;

select rebuild_dashboard_aggregates_now();

-- The triggers: one per source table and operation (a trigger with transition tables serves one
-- operation), all statement-level, so a bulk write (an import, a bulk move) updates each summary
-- once per statement rather than once per row.
do $$
declare
  t record;
  op text;
begin
  for t in select * from (values
    ('recruits', 'refresh_facts_of_changed_recruits'),
    ('status_timeline', 'refresh_facts_of_changed_recruits'),
    ('status_timeline', 'count_status_timeline_days'),
    ('clearview_sessions', 'refresh_facts_of_changed_recruits'),
    ('clearview_sessions', 'count_session_days'),
    ('proforma_sessions', 'count_session_days'),
    ('users', 'refresh_facts_of_changed_recruits'),
    ('messages', 'count_email_days'),
    ('activity_logs', 'count_activity')
  ) v(tab, fn) loop
    foreach op in array array['insert', 'update', 'delete'] loop
      execute format('create trigger %s after %s on %I referencing %s for each statement execute function %I()',
                     left(format('%s_%s_%s', t.tab, t.fn, op), 63), op, t.tab,
                     case op when 'insert' then 'new table as new_rows'
                             when 'delete' then 'old table as old_rows'
                             else 'old table as old_rows new table as new_rows' end,
                     t.fn);
    end loop;
  end loop;
  create trigger recruits_refresh_activity_search_text after update on recruits
    referencing new table as new_rows for each statement execute function refresh_activity_search_text();
  for t in select distinct tab from (values ('recruits'), ('status_timeline'), ('clearview_sessions'), ('proforma_sessions'),
                                            ('users'), ('messages'), ('activity_logs')) v(tab) loop
    execute format('create trigger %s after truncate on %I for each statement execute function rebuild_dashboard_aggregates()',
                   t.tab || '_truncated_rebuild_dashboard', t.tab);
  end loop;
end $$;

-- Indexes for what is still read from the source tables.
-- A recruit's facts ask whether an account names it.
create index users_recruit_idx on users (recruit_id) where recruit_id is not null;
-- Candidate Activity pages newest first (created_at, then id) by walking one index.
create index activity_logs_created_id_idx on activity_logs (created_at desc, id desc);
drop index activity_logs_created_idx;
-- The Overview's sessions of this week, and the stats' running sessions and open tasks.
create index clearview_sessions_scheduled_idx on clearview_sessions (scheduled_at);
create index proforma_sessions_scheduled_idx on proforma_sessions (scheduled_at);
create index clearview_sessions_in_progress_idx on clearview_sessions (id) where status = 'in_progress';
create index proforma_sessions_in_progress_idx on proforma_sessions (id) where status = 'in_progress';
create index onboarding_tasks_open_idx on onboarding_tasks (due_date) where status <> 'completed';
create index discovery_access_enabled_idx on discovery_access (recruit_id) where is_enabled;
