import type { MessageResponse } from '@shared/schemas/common.ts';
import type { Deps } from '../../../deps.ts';
import { ONBOARDING_MESSAGES, TEMPLATE_DEFAULTS } from '@shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import type {
  CreateWorkflowInput,
  CreateWorkflowResponse,
  Department,
  DepartmentInput,
  DepartmentList,
  DepartmentPatchInput,
  TaskTemplate,
  TemplateInput,
  TemplateList,
  TemplatePatchInput,
  Workstream,
  WorkstreamInput,
  WorkstreamList,
} from '@shared/schemas/onboarding.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import { newToken } from '../../../lib/tokens.ts';
import * as repo from './repo.ts';
import { serializeDepartment, serializeTemplate, serializeWorkstream } from './serialize.ts';
import { isUniqueViolation } from '../../../db/sql-helpers.ts';

const duplicateName = (name: string) => conflict(`A department named "${name}" already exists`, { name: ['This name is already used'] });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function loadDepartment(sql: Sql, id: number) {
  const row = await repo.findDepartment(sql, id);
  if (!row) throw notFound('Department not found');
  return row;
}

export const getDepartment = async (deps: Deps, id: number): Promise<Department> =>
  serializeDepartment(await loadDepartment(deps.sql, id), deps.config.appUrl);

export async function listDepartments(deps: Deps): Promise<DepartmentList> {
  return { results: (await repo.listDepartments(deps.sql)).map((row) => serializeDepartment(row, deps.config.appUrl)) };
}

export async function createDepartment(deps: Deps, body: DepartmentInput): Promise<Department> {
  const name = body.name;
  if (await repo.findDepartmentIdByName(deps.sql, name)) throw duplicateName(name);
  const id = await repo
    .insertDepartment(deps.sql, {
      name,
      email: body.email,
      description: body.description ?? '',
      is_active: body.is_active ?? true,
      order: body.order ?? 0,
      access_key: newToken(),
    })
    .catch((err) => {
      if (isUniqueViolation(err, 'departments_name_key')) throw duplicateName(name);
      throw err;
    });
  return getDepartment(deps, id);
}

export async function updateDepartment(deps: Deps, id: number, body: DepartmentPatchInput): Promise<Department> {
  await loadDepartment(deps.sql, id);
  if (body.name && (await repo.findDepartmentIdByName(deps.sql, body.name, id))) throw duplicateName(body.name);
  await repo
    .updateDepartment(deps.sql, id, {
      name: body.name,
      email: body.email,
      description: body.description === undefined ? undefined : (body.description ?? ''),
      is_active: body.is_active,
      order: body.order,
    })
    .catch((err) => {
      if (isUniqueViolation(err, 'departments_name_key')) throw duplicateName(body.name ?? '');
      throw err;
    });
  return getDepartment(deps, id);
}

/** A department with templates or open tasks stays (409): deleting it would orphan live work. */
export async function deleteDepartment(deps: Deps, id: number): Promise<MessageResponse> {
  await transaction(deps.sql, async (tx) => {
    await tx`select id from departments where id = ${id} for update`;
    const row = await loadDepartment(tx, id);
    if (row.template_count > 0 || row.open_task_count > 0) {
      const still = [
        row.template_count > 0 ? plural(row.template_count, 'task template') : '',
        row.open_task_count > 0 ? plural(row.open_task_count, 'open task') : '',
      ].filter(Boolean);
      throw conflict(
        `Cannot delete the department "${row.name}": it still has ${still.join(' and ')}. Delete or move them first, or mark the department inactive.`,
      );
    }
    await repo.deleteDepartment(tx, id);
  }).catch((err) => {
    // A template added to one of its workstreams meanwhile keeps the department (foreign key).
    if ((err as { code?: string }).code === '23503')
      throw conflict('Cannot delete the department: it has task templates. Delete or move them first.');
    throw err;
  });
  return { message: ONBOARDING_MESSAGES.departmentDeleted };
}

/** A new access key: every dashboard link sent before stops working. */
export async function rotateKey(deps: Deps, id: number): Promise<Department> {
  await loadDepartment(deps.sql, id);
  await repo.setAccessKey(deps.sql, id, newToken());
  return getDepartment(deps, id);
}

// --- workstreams ---

const duplicateWorkstream = (name: string, department: string) =>
  conflict(`The workstream "${name}" already exists in ${department}`, { name: ['This name is already used in the department'] });

export async function listWorkstreams(deps: Deps, departmentId?: number): Promise<WorkstreamList> {
  return { results: (await repo.listWorkstreams(deps.sql, departmentId)).map(serializeWorkstream) };
}

/** The department a body refers to; an unknown id is a 400 on that field. */
async function referencedDepartment(sql: Sql, id: number, field = 'department_id'): Promise<repo.DepartmentRow> {
  const row = await repo.findDepartment(sql, id);
  if (!row) throw badRequest(`Department ${id} does not exist`, { [field]: ['Department does not exist'] });
  return row;
}

export async function createWorkstream(deps: Deps, body: WorkstreamInput): Promise<Workstream> {
  const department = await referencedDepartment(deps.sql, body.department_id);
  if (await repo.findWorkstreamByName(deps.sql, department.id, body.name)) throw duplicateWorkstream(body.name, department.name);
  const id = await repo.insertWorkstream(deps.sql, department.id, body.name).catch((err) => {
    if (isUniqueViolation(err)) throw duplicateWorkstream(body.name, department.name);
    throw err;
  });
  return serializeWorkstream(present(await repo.findWorkstream(deps.sql, id), 'The workstream just written'));
}

async function loadWorkstream(sql: Sql, id: number) {
  const row = await repo.findWorkstream(sql, id);
  if (!row) throw notFound('Workstream not found');
  return row;
}

export async function renameWorkstream(deps: Deps, id: number, name: string): Promise<Workstream> {
  const row = await loadWorkstream(deps.sql, id);
  const other = await repo.findWorkstreamByName(deps.sql, row.department_id, name);
  if (other && other.id !== id) throw duplicateWorkstream(name, row.department_name);
  await repo.renameWorkstream(deps.sql, id, name);
  return serializeWorkstream(present(await repo.findWorkstream(deps.sql, id), 'The workstream just written'));
}

export async function deleteWorkstream(deps: Deps, id: number): Promise<MessageResponse> {
  const row = await loadWorkstream(deps.sql, id);
  if (row.template_count > 0) {
    throw conflict(`Cannot delete the workstream "${row.name}": it still has ${plural(row.template_count, 'task template')}.`);
  }
  await repo.deleteWorkstream(deps.sql, id);
  return { message: 'Workstream deleted successfully' };
}

// --- task templates ---

// What a template body must give; every other field falls back to TEMPLATE_DEFAULTS.
type TemplateFields = Pick<TemplateInput, 'title' | 'description'> & Partial<Omit<TemplateInput, 'workstream_id'>>;

/** Stored values of a validated template body (blank optional texts are empty strings; the rest takes TEMPLATE_DEFAULTS). */
export const templateValues = (b: TemplateFields, workstreamId: number): repo.TemplateValues => ({
  workstream_id: workstreamId,
  title: b.title,
  description: b.description,
  detailed_instructions: b.detailed_instructions ?? '',
  email_subject: b.email_subject ?? '',
  email_body: b.email_body ?? '',
  priority: b.priority ?? TEMPLATE_DEFAULTS.priority,
  due_days_offset: b.due_days_offset ?? TEMPLATE_DEFAULTS.due_days_offset,
  weight_percentage: b.weight_percentage ?? TEMPLATE_DEFAULTS.weight_percentage,
  order: b.order ?? TEMPLATE_DEFAULTS.order,
  email_template: b.email_template || TEMPLATE_DEFAULTS.email_template,
  send_immediate: b.send_immediate ?? TEMPLATE_DEFAULTS.send_immediate,
  is_conditional: b.is_conditional ?? TEMPLATE_DEFAULTS.is_conditional,
  is_default: b.is_default ?? TEMPLATE_DEFAULTS.is_default,
  condition_field: (b.condition_field as repo.TemplateValues['condition_field']) ?? null,
});

async function referencedWorkstream(sql: Sql, id: number) {
  const row = await repo.findWorkstream(sql, id);
  if (!row) throw badRequest(`Workstream ${id} does not exist`, { workstream_id: ['Workstream does not exist'] });
  return row;
}

async function loadTemplate(sql: Sql, id: number) {
  const row = await repo.findTemplate(sql, id);
  if (!row) throw notFound('Task template not found');
  return row;
}

export const getTemplate = async (deps: Deps, id: number): Promise<TaskTemplate> => serializeTemplate(await loadTemplate(deps.sql, id));

export async function listTemplates(deps: Deps, f: { department?: number; workstream?: number }): Promise<TemplateList> {
  return {
    results: (await repo.listTemplates(deps.sql, { departmentId: f.department, workstreamId: f.workstream })).map(serializeTemplate),
  };
}

export async function createTemplate(deps: Deps, body: TemplateInput): Promise<TaskTemplate> {
  const workstream = await referencedWorkstream(deps.sql, body.workstream_id);
  const id = await repo.insertTemplate(deps.sql, templateValues(body, workstream.id));
  return getTemplate(deps, id);
}

export async function updateTemplate(deps: Deps, id: number, body: TemplatePatchInput): Promise<TaskTemplate> {
  const current = await loadTemplate(deps.sql, id);
  if (body.workstream_id !== undefined) await referencedWorkstream(deps.sql, body.workstream_id);
  const isConditional = body.is_conditional ?? current.is_conditional;
  const conditionField = body.condition_field !== undefined ? body.condition_field : current.condition_field;
  if (isConditional && !conditionField) {
    throw badRequest('A conditional template needs a condition_field', {
      condition_field: ['A conditional template needs a condition_field'],
    });
  }
  const optional = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? ''));
  await repo.updateTemplate(deps.sql, id, {
    workstream_id: body.workstream_id,
    title: body.title,
    description: body.description,
    detailed_instructions: optional(body.detailed_instructions),
    email_subject: optional(body.email_subject),
    email_body: optional(body.email_body),
    priority: body.priority,
    due_days_offset: body.due_days_offset,
    weight_percentage: body.weight_percentage,
    order: body.order,
    email_template: body.email_template === undefined ? undefined : body.email_template || TEMPLATE_DEFAULTS.email_template,
    send_immediate: body.send_immediate,
    is_conditional: body.is_conditional,
    is_default: body.is_default,
    condition_field:
      body.condition_field === undefined ? undefined : ((body.condition_field as repo.TemplateValues['condition_field']) ?? null),
  });
  return getTemplate(deps, id);
}

/** Tasks made from a template are copies: they stay when the template goes. */
export async function deleteTemplate(deps: Deps, id: number): Promise<MessageResponse> {
  await loadTemplate(deps.sql, id);
  await repo.deleteTemplate(deps.sql, id);
  return { message: ONBOARDING_MESSAGES.templateDeleted };
}

/** One workstream (found by name in the department, or created) and its templates, in one transaction. */
export async function createWorkflow(deps: Deps, body: CreateWorkflowInput): Promise<CreateWorkflowResponse> {
  const ids = await transaction(deps.sql, async (tx) => {
    const department = await referencedDepartment(tx, body.department_id);
    const found = await repo.findWorkstreamByName(tx, department.id, body.workstream_name);
    const workstreamId = found?.id ?? (await repo.insertWorkstream(tx, department.id, body.workstream_name));
    const templateIds: number[] = [];
    for (const t of body.templates) templateIds.push(await repo.insertTemplate(tx, templateValues(t, workstreamId)));
    return { workstreamId, templateIds };
  });
  const created = new Map((await repo.findTemplatesByIds(deps.sql, ids.templateIds)).map((t) => [t.id, t]));
  return {
    workstream: serializeWorkstream(present(await repo.findWorkstream(deps.sql, ids.workstreamId), 'The workstream just created')),
    templates: ids.templateIds.map((id) => serializeTemplate(present(created.get(id), 'A template just created'))), // in the order the body gave
  };
}
