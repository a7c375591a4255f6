-- Onboarding: departments, workstreams, templates, requests, processes, tasks (filled by the onboarding issue).
select 1;
