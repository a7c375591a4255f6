import type { Fragment } from 'postgres';
import type { PendingQuery } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding.ts';
import { TASK_PRIORITIES } from '@shared/domain/onboarding.ts';
import type { TaskSummary } from '@shared/schemas/onboarding.ts';
import { likePattern, rowsAndCount, type RowsAndCount, updateGivenFields, whereAll } from '../../../db/sql-helpers.ts';
import type { Page } from '../../../lib/paging.ts';

export type TaskRow = {
  id: number;
  uuid: string;
  process_id: number;
  recruit_id: number;
  recruit_name: string;
  recruit_email: string;
  title: string;
  description: string;
  detailed_instructions: string;
  priority: TaskPriority;
  status: TaskStatus;
  days_overdue: number;
  department_id: number | null;
  department_name: string;
  workstream_id: number | null;
  workstream_name: string;
  due_date: string | null;
  weight_percentage: number;
  completed_at: Date | null;
  notes: string;
  created_at: Date;
};

// Overdue = a due date before today (the database's calendar day) on a task not completed.
const isOverdue = (sql: Sql) => sql`(t.status <> 'completed' and t.due_date < current_date)`;

const taskSelect = (sql: Sql) => sql`
  select t.id, t.uuid::text as uuid, t.process_id, p.recruit_id, r.first_name || ' ' || r.last_name as recruit_name,
         r.email as recruit_email, t.title, t.description, t.detailed_instructions, t.priority, t.status,
         case when ${isOverdue(sql)} then current_date - t.due_date else 0 end as days_overdue,
         t.department_id, coalesce(d.name, t.department_name) as department_name,
         t.workstream_id, coalesce(w.name, t.workstream_name) as workstream_name,
         t.due_date::text as due_date, t.weight_percentage, t.completed_at, t.notes, t.created_at
  ${taskJoins(sql)}`;

const taskJoins = (sql: Sql) => sql`
  from onboarding_tasks t
  join onboarding_processes p on p.id = t.process_id
  join recruits r on r.id = p.recruit_id
  left join departments d on d.id = t.department_id
  left join workstreams w on w.id = t.workstream_id`;

export type TaskFilter = {
  departmentId?: number;
  status?: TaskStatus;
  priority?: TaskPriority;
  search?: string;
  processId?: number;
  recruitId?: number;
  /** The recruits the user sees, a condition on `r` (recruits/visibility.ts). */
  visible?: Fragment;
};

function taskWhere(sql: Sql, f: TaskFilter) {
  const parts = f.visible ? [f.visible] : [];
  if (f.departmentId) parts.push(sql`t.department_id = ${f.departmentId}`);
  if (f.status) parts.push(sql`t.status = ${f.status}`);
  if (f.priority) parts.push(sql`t.priority = ${f.priority}`);
  if (f.processId) parts.push(sql`t.process_id = ${f.processId}`);
  if (f.recruitId) parts.push(sql`p.recruit_id = ${f.recruitId}`);
  if (f.search) {
    const pattern = likePattern(f.search);
    parts.push(sql`(lower(t.title) like ${pattern} or lower(r.first_name || ' ' || r.last_name || ' ' || r.email) like ${pattern}
      or lower(t.description) like ${pattern})`);
  }
  return whereAll(sql, parts);
}

// Earliest due first (undated last), then the most urgent priority.
// Open work first (a dashboard page holds 50), then the most urgent.
const taskOrder = (sql: Sql) =>
  sql`(t.status = 'completed'), t.due_date nulls last, array_position(${TASK_PRIORITIES as unknown as string[]}::text[], t.priority), t.id`;

export async function listTasks(sql: Sql, f: TaskFilter, page: Pick<Page, 'limit' | 'offset'>): Promise<RowsAndCount<TaskRow>> {
  return rowsAndCount(
    sql<TaskRow[]>`${taskSelect(sql)} where ${taskWhere(sql, f)} order by ${taskOrder(sql)} limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count ${taskJoins(sql)} where ${taskWhere(sql, f)}`,
  );
}

/** Every task matching the filter (a department dashboard holds at most a few hundred open tasks). */
export function allTasks(sql: Sql, f: TaskFilter, limit = 1000): Promise<TaskRow[]> {
  return sql<TaskRow[]>`${taskSelect(sql)} where ${taskWhere(sql, f)} order by ${taskOrder(sql)} limit ${limit}`;
}

const summaryColumns = (sql: Sql) => sql`
  count(t.id)::int as total,
  (count(t.id) filter (where t.status = 'pending'))::int as pending,
  (count(t.id) filter (where t.status = 'in_progress'))::int as in_progress,
  (count(t.id) filter (where t.status = 'completed'))::int as completed,
  (count(t.id) filter (where t.status = 'blocked'))::int as blocked,
  (count(t.id) filter (where ${isOverdue(sql)}))::int as overdue,
  (count(t.id) filter (where t.priority = 'critical' and t.status <> 'completed'))::int as critical`;

export async function summarizeTasks(sql: Sql, f: TaskFilter): Promise<TaskSummary> {
  const [row] = await sql<TaskSummary[]>`select ${summaryColumns(sql)} ${taskJoins(sql)} where ${taskWhere(sql, f)}`;
  return row;
}

/** Per-department counts of the filtered tasks: every active department (zeros when none match) and any inactive one with tasks. */
export function summarizeByDepartment(sql: Sql, f: TaskFilter): PendingQuery<({ id: number; name: string } & TaskSummary)[]> {
  return sql<({ id: number; name: string } & TaskSummary)[]>`
    with filtered as (select t.* ${taskJoins(sql)} where ${taskWhere(sql, f)})
    select dep.id, dep.name, ${summaryColumns(sql)}
    from departments dep left join filtered t on t.department_id = dep.id
    where ${f.departmentId ? sql`dep.id = ${f.departmentId}` : sql`true`}
    group by dep.id
    having dep.is_active or count(t.id) > 0
    order by dep."order", lower(dep.name), dep.id`;
}

export async function findTask(sql: Sql, id: number): Promise<TaskRow | undefined> {
  const [row] = await sql<TaskRow[]>`${taskSelect(sql)} where t.id = ${id}`;
  return row;
}

/** The given tasks, in the order of `ids` (missing ids are left out). */
export async function findTasks(sql: Sql, ids: number[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return sql<TaskRow[]>`${taskSelect(sql)} where t.id = any(${ids}::int[]) order by array_position(${ids}::int[], t.id)`;
}

export async function findTaskByUuid(sql: Sql, uuid: string): Promise<TaskRow | undefined> {
  const [row] = await sql<TaskRow[]>`${taskSelect(sql)} where t.uuid = ${uuid}::uuid`;
  return row;
}

/** Just what a status change needs; the caller holds the process lock. */
export async function findTaskRef(
  sql: Sql,
  id: number,
): Promise<{ id: number; process_id: number; department_id: number | null; status: TaskStatus; completed_at: Date | null }> {
  const [row] = await sql<
    { id: number; process_id: number; department_id: number | null; status: TaskStatus; completed_at: Date | null }[]
  >`
    select id, process_id, department_id, status, completed_at from onboarding_tasks where id = ${id}`;
  return row;
}

type NewTask = {
  process_id: number;
  template_id: number | null;
  department_id: number;
  workstream_id: number;
  department_name: string;
  workstream_name: string;
  title: string;
  description: string;
  detailed_instructions: string;
  priority: TaskPriority;
  due_days_offset: number;
  weight_percentage: number;
  notes: string;
};

/** Inserts a task due `due_days_offset` days after today; returns its id and public uuid. */
export async function insertTask(sql: Sql, v: NewTask): Promise<{ id: number; uuid: string; due_date: string }> {
  const [row] = await sql<{ id: number; uuid: string; due_date: string }[]>`
    insert into onboarding_tasks (process_id, template_id, department_id, workstream_id, department_name, workstream_name,
      title, description, detailed_instructions, priority, due_date, weight_percentage, notes)
    values (${v.process_id}, ${v.template_id}, ${v.department_id}, ${v.workstream_id}, ${v.department_name},
      ${v.workstream_name}, ${v.title}, ${v.description}, ${v.detailed_instructions}, ${v.priority},
      current_date + ${v.due_days_offset}::int, ${v.weight_percentage}, ${v.notes})
    returning id, uuid::text as uuid, due_date::text as due_date`;
  return row;
}

export async function setTaskStatus(sql: Sql, id: number, status: TaskStatus): Promise<void> {
  await sql`
    update onboarding_tasks
    set status = ${status}, completed_at = case when ${status}::text = 'completed' then now() else null end, updated_at = now()
    where id = ${id}`;
}

export async function updateTaskFields(
  sql: Sql,
  id: number,
  changes: { priority?: TaskPriority; due_date?: string | null; notes?: string },
): Promise<void> {
  await updateGivenFields(sql, 'onboarding_tasks', id, changes);
}

export async function deleteTask(sql: Sql, id: number): Promise<void> {
  await sql`delete from onboarding_tasks where id = ${id}`;
}
