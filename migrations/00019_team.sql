-- A team, not a single login (issue 26; docs/team.md): staff roles, a department role whose users
-- work their department's tasks, the pipeline's visibility setting and the audit trail.

-- Staff have a role; recruits have none. The first staff account becomes the admin; any other
-- existing staff account is a recruiter (an admin can promote it from Settings → Team).
alter table users
  add column role text check (role in ('admin', 'recruiter', 'department')),
  add column department_id integer references departments (id) on delete restrict;
update users set role = case when id = (select min(id) from users where type = 'recruiter') then 'admin' else 'recruiter' end
  where type = 'recruiter';
alter table users
  add constraint users_role_by_type check ((type = 'recruit') = (role is null)),
  add constraint users_department_role check ((role = 'department') = (department_id is not null));

-- Whether recruiters see the whole team's recruits or only their own and unassigned ones (admins see all).
alter table company_settings
  add column pipeline_visibility text not null default 'team' check (pipeline_visibility in ('team', 'own'));

-- Every staff write: who did what to which object, with before and after for the changes that
-- matter to a compliance question (status, owner, role, settings). Rows are never changed or
-- deleted through the application: the trigger below refuses it (docs/security.md, "Audit log").
create table audit_log (
  id           bigserial primary key,
  -- No foreign key: a key's `on delete set null` would update rows the trigger keeps unchanged.
  actor_id     integer,
  -- The actor's name and e-mail when it acted: the row stays readable whatever becomes of the account.
  actor_label  text not null,
  action       text not null check (length(action) between 1 and 100),
  object_type  text not null check (length(object_type) between 1 and 50),
  object_id    text,
  before       jsonb,
  after        jsonb,
  created_at   timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_actor_idx on audit_log (actor_id, created_at desc);
create index audit_log_object_idx on audit_log (object_type, object_id, created_at desc);

create function audit_log_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log rows cannot be changed or deleted' using errcode = 'insufficient_privilege';
end $$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_is_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_is_append_only();
