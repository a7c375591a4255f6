import type { MessageResponse, ListResponse } from '@shared/schemas/common.ts';
import { present } from '../../../lib/present.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { ONBOARDING_MESSAGES, TEMPLATE_DEFAULTS } from '@shared/domain/onboarding.ts';
import type {
  CreateWorkflowBody,
  CreateWorkflowResponse,
  TaskTemplate,
  TemplateBody,
  TemplatePatchBody,
} from '@shared/schemas/onboarding.ts';
import * as departments from './departments-repo.ts';
import { referencedDepartment } from './departments-service.ts';
import type { ServiceDeps, Out } from '../../../lib/service-deps.ts';
import { serializeTemplate, serializeWorkstream } from './serialize.ts';
import * as repo from './templates-repo.ts';

type TemplateInput = Omit<Out<typeof TemplateBody>, 'workstream_id'>;

/** Stored values of a validated template body (blank optional texts are empty strings). */
const valuesOf = (b: TemplateInput, workstreamId: number): repo.TemplateValues => ({
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
  const row = await departments.findWorkstream(sql, id);
  if (!row) throw badRequest(`Workstream ${id} does not exist`, { workstream_id: ['Workstream does not exist'] });
  return row;
}

async function loadTemplate(sql: Sql, id: number) {
  const row = await repo.findTemplate(sql, id);
  if (!row) throw notFound('Task template not found');
  return row;
}

export const getTemplate = async (d: ServiceDeps, id: number): Promise<TaskTemplate> => serializeTemplate(await loadTemplate(d.sql, id));

export async function listTemplates(d: ServiceDeps, f: { department?: number; workstream?: number }): Promise<ListResponse<TaskTemplate>> {
  const results = (await repo.listTemplates(d.sql, { departmentId: f.department, workstreamId: f.workstream })).map(serializeTemplate);
  return { results, count: results.length };
}

export async function createTemplate(d: ServiceDeps, body: Out<typeof TemplateBody>): Promise<TaskTemplate> {
  const workstream = await referencedWorkstream(d.sql, body.workstream_id);
  const id = await repo.insertTemplate(d.sql, valuesOf(body, workstream.id));
  return getTemplate(d, id);
}

export async function updateTemplate(d: ServiceDeps, id: number, body: Out<typeof TemplatePatchBody>): Promise<TaskTemplate> {
  const current = await loadTemplate(d.sql, id);
  if (body.workstream_id !== undefined) await referencedWorkstream(d.sql, body.workstream_id);
  const isConditional = body.is_conditional ?? current.is_conditional;
  const conditionField = body.condition_field !== undefined ? body.condition_field : current.condition_field;
  if (isConditional && !conditionField) {
    throw badRequest('A conditional template needs a condition_field', {
      condition_field: ['A conditional template needs a condition_field'],
    });
  }
  const optional = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? ''));
  await repo.updateTemplate(d.sql, id, {
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
  return getTemplate(d, id);
}

/** Tasks made from a template are copies: they stay when the template goes. */
export async function deleteTemplate(d: ServiceDeps, id: number): Promise<MessageResponse> {
  await loadTemplate(d.sql, id);
  await repo.deleteTemplate(d.sql, id);
  return { message: ONBOARDING_MESSAGES.templateDeleted };
}

/** One workstream (found by name in the department, or created) and its templates, in one transaction. */
export async function createWorkflow(d: ServiceDeps, body: Out<typeof CreateWorkflowBody>): Promise<CreateWorkflowResponse> {
  const ids = await transaction(d.sql, async (tx) => {
    const department = await referencedDepartment(tx, body.department_id);
    const found = await departments.findWorkstreamByName(tx, department.id, body.workstream_name);
    const workstreamId = found?.id ?? (await departments.insertWorkstream(tx, department.id, body.workstream_name));
    const templateIds: number[] = [];
    for (const t of body.templates) templateIds.push(await repo.insertTemplate(tx, valuesOf(t, workstreamId)));
    return { workstreamId, templateIds };
  });
  const created = new Map((await repo.findTemplatesByIds(d.sql, ids.templateIds)).map((t) => [t.id, t]));
  return {
    workstream: serializeWorkstream(present(await departments.findWorkstream(d.sql, ids.workstreamId), 'The workstream just created')),
    templates: ids.templateIds.map((id) => serializeTemplate(present(created.get(id), 'A template just created'))), // in the order the body gave
  };
}
