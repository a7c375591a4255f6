import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { ProcessStatus, TaskPriority, TaskStatus } from '@shared/domain/onboarding.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import { rowsAndCount, type RowsAndCount, whereAll } from '../../../db/sql-helpers.ts';
import type { Page } from '../../../lib/paging.ts';

export type ProcessRow = {
  id: number;
  recruit_id: number;
  recruit_first_name: string;
  recruit_last_name: string;
  recruit_email: string;
  recruit_status: RecruitStatus;
  request_id: number | null;
  status: ProcessStatus;
  initiated_at: Date;
  target_start_date: string | null;
  completed_at: Date | null;
  notes: string;
};

const processSelect = (sql: Sql) => sql`
  select p.id, p.recruit_id, r.first_name as recruit_first_name, r.last_name as recruit_last_name,
         r.email as recruit_email, r.status as recruit_status, p.request_id, p.status, p.initiated_at,
         p.target_start_date::text as target_start_date, p.completed_at, p.notes
  from onboarding_processes p join recruits r on r.id = p.recruit_id`;

type ProcessFilter = { scope: Fragment; status?: ProcessStatus };

function processWhere(sql: Sql, f: ProcessFilter) {
  const parts = [f.scope];
  if (f.status) parts.push(sql`p.status = ${f.status}`);
  return whereAll(sql, parts);
}

export async function listProcesses(sql: Sql, f: ProcessFilter, page: Pick<Page, 'limit' | 'offset'>): Promise<RowsAndCount<ProcessRow>> {
  return rowsAndCount(
    sql<ProcessRow[]>`
      ${processSelect(sql)} where ${processWhere(sql, f)}
      order by p.initiated_at desc, p.id desc limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from onboarding_processes p where ${processWhere(sql, f)}`,
  );
}

export async function findProcess(sql: Sql, id: number): Promise<ProcessRow | undefined> {
  const [row] = await sql<ProcessRow[]>`${processSelect(sql)} where p.id = ${id}`;
  return row;
}

export async function findProcessIdByRecruit(sql: Sql, recruitId: number): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from onboarding_processes where recruit_id = ${recruitId}`;
  return row?.id;
}

/** Locks the process row: every change to its tasks runs behind this lock, so the recomputed status is right. */
export async function lockProcess(
  sql: Sql,
  id: number,
): Promise<{ id: number; recruit_id: number; request_id: number | null; status: ProcessStatus } | undefined> {
  const [row] = await sql<{ id: number; recruit_id: number; request_id: number | null; status: ProcessStatus }[]>`
    select id, recruit_id, request_id, status from onboarding_processes where id = ${id} for update`;
  return row;
}

export async function insertProcess(
  sql: Sql,
  v: { recruit_id: number; request_id: number | null; initiated_by: number | null; target_start_date: string | null; notes: string },
): Promise<number | undefined> {
  // A concurrent start for the same recruit waits for the other and then inserts nothing.
  const [row] = await sql<{ id: number }[]>`
    insert into onboarding_processes (recruit_id, request_id, initiated_by, target_start_date, notes)
    values (${v.recruit_id}, ${v.request_id}, ${v.initiated_by}, ${v.target_start_date}, ${v.notes})
    on conflict (recruit_id) do nothing
    returning id`;
  return row?.id;
}

/** Links a process started without a request to the request approved later, and fills an empty start date. */
export async function attachRequest(sql: Sql, id: number, requestId: number, targetStartDate: string | null): Promise<void> {
  await sql`
    update onboarding_processes
    set request_id = coalesce(request_id, ${requestId}), target_start_date = coalesce(target_start_date, ${targetStartDate}),
        updated_at = now()
    where id = ${id}`;
}

export async function setProcessStatus(sql: Sql, id: number, status: ProcessStatus): Promise<void> {
  await sql`
    update onboarding_processes
    set status = ${status},
        completed_at = case when ${status}::text = 'completed' then coalesce(completed_at, now()) else null end,
        updated_at = now()
    where id = ${id}`;
}

export type ProcessTaskRow = {
  id: number;
  process_id: number;
  uuid: string;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  department_id: number | null;
  department_name: string;
  workstream_name: string;
  due_date: string | null;
  completed_at: Date | null;
  weight_percentage: number;
  days_overdue: number;
};

/** The tasks of the given processes, in the order the process page lists them. */
export function tasksOfProcesses(sql: Sql, processIds: number[]): Promise<ProcessTaskRow[]> {
  if (processIds.length === 0) return Promise.resolve([]);
  return sql<ProcessTaskRow[]>`
    select t.id, t.process_id, t.uuid::text as uuid, t.title, t.description, t.status, t.priority, t.department_id,
           coalesce(d.name, t.department_name) as department_name, coalesce(w.name, t.workstream_name) as workstream_name,
           t.due_date::text as due_date, t.completed_at, t.weight_percentage,
           case when t.status <> 'completed' and t.due_date < current_date then current_date - t.due_date else 0 end as days_overdue
    from onboarding_tasks t
    left join departments d on d.id = t.department_id
    left join workstreams w on w.id = t.workstream_id
    where t.process_id = any(${processIds}::int[])
    order by t.due_date nulls last, t.id`;
}
