-- The recruit's journey without dead ends (docs/onboarding.md "Defaults and empty processes",
-- docs/scheduling.md "Invitations").

-- A template every new onboarding receives unless someone unticks it in the chooser.
alter table task_templates add column is_default boolean not null default true;

-- SEQUENCE of a ClearView session's calendar invitation: raised on every reschedule.
alter table clearview_sessions add column ics_sequence integer not null default 0;

-- Every process shows on the onboarding screens, which list requests: a process started by staff
-- without a request is linked to the recruit's approved or completed request when there is one,
-- and otherwise gets the approved request it would have had from Initiate Onboarding.
update onboarding_processes p
set request_id = r.id
from onboarding_requests r
where p.request_id is null and r.recruit_id = p.recruit_id and r.status in ('approved', 'completed');

with made as (
  insert into onboarding_requests (recruit_id, status, source, notes, created_by, decided_by, decided_at, created_at)
  select p.recruit_id, case when p.status = 'completed' and p.completed_at is not null then 'completed' else 'approved' end,
         'recruiter', p.notes, p.initiated_by, p.initiated_by, p.initiated_at, p.initiated_at
  from onboarding_processes p
  where p.request_id is null
    and not exists (select 1 from onboarding_requests r where r.recruit_id = p.recruit_id and r.status <> 'rejected')
  returning id, recruit_id
)
update onboarding_processes p set request_id = made.id from made where p.recruit_id = made.recruit_id and p.request_id is null;
