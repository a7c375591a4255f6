-- The stored profile percentage of recruits made before the one completion rule (issue 25: the
-- recruit record's name, e-mail and phone count for empty basic-contact fields) is worked out again
-- by the job runner, whose task applies the rule in TypeScript (docs/profile.md, "Completion").
-- A new database has no recruits yet, and its job schema comes after this migration: nothing to do.
do $$
begin
  if exists (select 1 from recruits) then
    perform graphile_worker.add_job('backfill_profile_percentages', '{}'::json, job_key => 'backfill_profile_percentages');
  end if;
end $$;
