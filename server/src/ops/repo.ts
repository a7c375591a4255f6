import type { Sql } from '../db/connect.ts';

/**
 * Jobs ready to run that no worker has taken, and the age of the oldest, per task. Read from
 * graphile-worker's own table (0.17: `is_available` = not locked and attempts left); a job waiting
 * for its retry time is not ready yet and not counted.
 */
export function jobQueue(sql: Sql): Promise<{ task: string; depth: number; lagSeconds: number }[]> {
  return sql<{ task: string; depth: number; lagSeconds: number }[]>`
    select t.identifier as task,
           count(j.id)::int as depth,
           coalesce(extract(epoch from now() - min(j.run_at)), 0)::float8 as "lagSeconds"
    from graphile_worker._private_tasks t
    left join graphile_worker._private_jobs j on j.task_id = t.id and j.is_available and j.run_at <= now()
    group by t.identifier`;
}
