import type { Sql } from '../../../db/connect.ts';
import type { TaskTemplate } from '@shared/schemas/onboarding.ts';
import { updateGivenFields, whereAll } from '../../../db/sql-helpers.ts';

export type DepartmentRow = {
  id: number;
  name: string;
  email: string;
  description: string;
  is_active: boolean;
  order: number;
  access_key: string;
  workstream_count: number;
  template_count: number;
  open_task_count: number;
  created_at: Date;
  updated_at: Date;
};

const departmentSelect = (sql: Sql) => sql`
  select d.id, d.name, d.email, d.description, d.is_active, d."order", d.access_key, d.created_at, d.updated_at,
         (select count(*)::int from workstreams w where w.department_id = d.id) as workstream_count,
         (select count(*)::int from task_templates t join workstreams w on w.id = t.workstream_id
           where w.department_id = d.id) as template_count,
         (select count(*)::int from onboarding_tasks k where k.department_id = d.id and k.status <> 'completed') as open_task_count
  from departments d`;

export function listDepartments(sql: Sql): Promise<DepartmentRow[]> {
  return sql<DepartmentRow[]>`${departmentSelect(sql)} order by d."order", lower(d.name), d.id`;
}

export async function findDepartment(sql: Sql, id: number): Promise<DepartmentRow | undefined> {
  const [row] = await sql<DepartmentRow[]>`${departmentSelect(sql)} where d.id = ${id}`;
  return row;
}

export function findDepartmentsByIds(sql: Sql, ids: number[]): Promise<DepartmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return sql<DepartmentRow[]>`${departmentSelect(sql)} where d.id = any(${ids}::int[])`;
}

export async function findDepartmentIdByName(sql: Sql, name: string, exceptId = 0): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from departments where lower(name) = lower(${name}) and id <> ${exceptId}`;
  return row?.id;
}

type DepartmentValues = { name: string; email: string; description: string; is_active: boolean; order: number };

export async function insertDepartment(sql: Sql, v: DepartmentValues & { access_key: string }): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into departments (name, email, description, is_active, "order", access_key)
    values (${v.name}, ${v.email}, ${v.description}, ${v.is_active}, ${v.order}, ${v.access_key})
    returning id`;
  return row.id;
}

export async function updateDepartment(sql: Sql, id: number, changes: Partial<DepartmentValues>): Promise<void> {
  await updateGivenFields(sql, 'departments', id, changes);
}

export async function setAccessKey(sql: Sql, id: number, accessKey: string): Promise<void> {
  await sql`update departments set access_key = ${accessKey}, updated_at = now() where id = ${id}`;
}

export async function deleteDepartment(sql: Sql, id: number): Promise<void> {
  await sql`delete from departments where id = ${id}`;
}

// --- workstreams ---

export type WorkstreamRow = { id: number; name: string; department_id: number; department_name: string; template_count: number };

const workstreamSelect = (sql: Sql) => sql`
  select w.id, w.name, w.department_id, d.name as department_name,
         (select count(*)::int from task_templates t where t.workstream_id = w.id) as template_count
  from workstreams w join departments d on d.id = w.department_id`;

export function listWorkstreams(sql: Sql, departmentId?: number): Promise<WorkstreamRow[]> {
  return sql<WorkstreamRow[]>`
    ${workstreamSelect(sql)}
    where ${departmentId ? sql`w.department_id = ${departmentId}` : sql`true`}
    order by d."order", lower(d.name), lower(w.name), w.id`;
}

export async function findWorkstream(sql: Sql, id: number): Promise<WorkstreamRow | undefined> {
  const [row] = await sql<WorkstreamRow[]>`${workstreamSelect(sql)} where w.id = ${id}`;
  return row;
}

export async function findWorkstreamByName(sql: Sql, departmentId: number, name: string): Promise<WorkstreamRow | undefined> {
  const [row] = await sql<WorkstreamRow[]>`
    ${workstreamSelect(sql)} where w.department_id = ${departmentId} and lower(w.name) = lower(${name})`;
  return row;
}

export async function insertWorkstream(sql: Sql, departmentId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into workstreams (department_id, name) values (${departmentId}, ${name}) returning id`;
  return row.id;
}

export async function renameWorkstream(sql: Sql, id: number, name: string): Promise<void> {
  await sql`update workstreams set name = ${name} where id = ${id}`;
}

export async function deleteWorkstream(sql: Sql, id: number): Promise<void> {
  await sql`delete from workstreams where id = ${id}`;
}

// --- task templates ---

/** A template's stored fields: those its answer (TaskTemplate) shows, less the id, the joined names and the times. */
export type TemplateValues = Omit<TaskTemplate, 'id' | 'workstream' | 'department_id' | 'created_at' | 'updated_at'>;

export type TemplateRow = TemplateValues & {
  id: number;
  workstream_name: string;
  department_id: number;
  department_name: string;
  created_at: Date;
  updated_at: Date;
};

const templateSelect = (sql: Sql) => sql`
  select t.id, t.workstream_id, t.title, t.description, t.detailed_instructions, t.email_subject, t.email_body,
         t.priority, t.due_days_offset, t.weight_percentage, t."order", t.email_template, t.send_immediate,
         t.is_conditional, t.is_default, t.condition_field, t.created_at, t.updated_at,
         w.name as workstream_name, w.department_id, d.name as department_name
  from task_templates t
  join workstreams w on w.id = t.workstream_id
  join departments d on d.id = w.department_id`;

const templateOrder = (sql: Sql) => sql`d."order", lower(d.name), lower(w.name), t."order", t.id`;

export function listTemplates(sql: Sql, f: { departmentId?: number; workstreamId?: number }): Promise<TemplateRow[]> {
  const parts = [];
  if (f.departmentId) parts.push(sql`w.department_id = ${f.departmentId}`);
  if (f.workstreamId) parts.push(sql`t.workstream_id = ${f.workstreamId}`);
  return sql<TemplateRow[]>`${templateSelect(sql)} where ${whereAll(sql, parts)} order by ${templateOrder(sql)}`;
}

export async function findTemplate(sql: Sql, id: number): Promise<TemplateRow | undefined> {
  const [row] = await sql<TemplateRow[]>`${templateSelect(sql)} where t.id = ${id}`;
  return row;
}

export function findTemplatesByIds(sql: Sql, ids: number[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return sql<TemplateRow[]>`${templateSelect(sql)} where t.id = any(${ids}::int[]) order by ${templateOrder(sql)}`;
}

/** The templates every start gets when none are named: the default ones of the active departments. */
export function findDefaultTemplates(sql: Sql): Promise<TemplateRow[]> {
  return sql<TemplateRow[]>`${templateSelect(sql)} where t.is_default and d.is_active order by ${templateOrder(sql)}`;
}

/** True while any department has a template: then no onboarding may start without tasks. */
export async function anyTemplateExists(sql: Sql): Promise<boolean> {
  const [row] = await sql`select 1 from task_templates limit 1`;
  return Boolean(row);
}

export async function insertTemplate(sql: Sql, v: TemplateValues): Promise<number> {
  const [row] = await sql<{ id: number }[]>`insert into task_templates ${sql(v)} returning id`;
  return row.id;
}

export async function updateTemplate(sql: Sql, id: number, changes: Partial<TemplateValues>): Promise<void> {
  await updateGivenFields(sql, 'task_templates', id, changes);
}

export async function deleteTemplate(sql: Sql, id: number): Promise<void> {
  await sql`delete from task_templates where id = ${id}`;
}
