import type { Sql } from '../../../db/connect.ts';
import type { NurtureTaskItem } from '@shared/schemas/nurture.ts';

export async function insertTask(
  sql: Sql,
  t: { recruitId: number; stepRunId: number | null; title: string; dueAt: Date; assignedTo: number | null },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into nurture_tasks (recruit_id, step_run_id, title, due_at, assigned_to)
    values (${t.recruitId}, ${t.stepRunId}, ${t.title}, ${t.dueAt}, ${t.assignedTo}) returning id`;
  return row.id;
}

/** Open call tasks first (oldest due first), then the latest completed ones. */
export async function listTasks(sql: Sql, q: { open?: boolean; recruitId?: number }): Promise<NurtureTaskItem[]> {
  return sql<NurtureTaskItem[]>`
    select t.id, json_build_object('id', r.id, 'name', r.first_name || ' ' || r.last_name) as recruit,
           t.title, t.due_at, t.completed_at,
           nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as assigned_to
    from nurture_tasks t join recruits r on r.id = t.recruit_id left join users u on u.id = t.assigned_to
    where ${q.open === undefined ? sql`true` : q.open ? sql`t.completed_at is null` : sql`t.completed_at is not null`}
      and ${q.recruitId ? sql`t.recruit_id = ${q.recruitId}` : sql`true`}
    order by t.completed_at is not null, case when t.completed_at is null then t.due_at end asc, t.completed_at desc
    limit 200`;
}

export async function completeTask(sql: Sql, id: number, userId: number): Promise<{ recruit_id: number; title: string } | undefined> {
  const [row] = await sql<{ recruit_id: number; title: string }[]>`
    update nurture_tasks set completed_at = now(), completed_by = ${userId}
    where id = ${id} and completed_at is null returning recruit_id, title`;
  return row;
}

export async function taskExists(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`select 1 from nurture_tasks where id = ${id}`;
  return rows.length > 0;
}

export async function countOpenTasks(sql: Sql): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from nurture_tasks where completed_at is null`;
  return count;
}
