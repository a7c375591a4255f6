import { transaction, type Sql } from '../../db/connect.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { TEMPLATE_DEFAULTS } from '../../../../shared/domain/onboarding.ts';
import type { CreateWorkflowBody, TemplateBody, TemplatePatchBody } from '../../../../shared/schemas/onboarding.ts';
import * as departments from './departments-repo.ts';
import { referencedDepartment } from './departments-service.ts';
import type { OnboardingDeps, Out } from './deps.ts';
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

export const getTemplate = async (d: OnboardingDeps, id: number) => serializeTemplate(await loadTemplate(d.sql, id));

export async function listTemplates(d: OnboardingDeps, f: { department?: number; workstream?: number }) {
  const results = (await repo.listTemplates(d.sql, { departmentId: f.department, workstreamId: f.workstream })).map(serializeTemplate);
  return { results, count: results.length };
}

export async function createTemplate(d: OnboardingDeps, body: Out<typeof TemplateBody>) {
  const workstream = await referencedWorkstream(d.sql, body.workstream_id);
  const id = await repo.insertTemplate(d.sql, valuesOf(body, workstream.id));
  return getTemplate(d, id);
}

export async function updateTemplate(d: OnboardingDeps, id: number, body: Out<typeof TemplatePatchBody>) {
  const current = await loadTemplate(d.sql, id);
  if (body.workstream_id !== undefined) await referencedWorkstream(d.sql, body.workstream_id);
  const isConditional = body.is_conditional ?? current.is_conditional;
  const conditionField = body.condition_field !== undefined ? body.condition_field : current.condition_field;
  if (isConditional && !conditionField) {
    throw badRequest('A conditional template needs a condition_field', { condition_field: ['A conditional template needs a condition_field'] });
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
    condition_field: body.condition_field === undefined ? undefined : ((body.condition_field as repo.TemplateValues['condition_field']) ?? null),
  });
  return getTemplate(d, id);
}

/** Tasks made from a template are copies: they stay when the template goes. */
export async function deleteTemplate(d: OnboardingDeps, id: number) {
  await loadTemplate(d.sql, id);
  await repo.deleteTemplate(d.sql, id);
  return { message: 'Template deleted successfully' };
}

/** One workstream (found by name in the department, or created) and its templates, in one transaction. */
export async function createWorkflow(d: OnboardingDeps, body: Out<typeof CreateWorkflowBody>) {
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
    workstream: serializeWorkstream((await departments.findWorkstream(d.sql, ids.workstreamId))!),
    templates: ids.templateIds.map((id) => serializeTemplate(created.get(id)!)), // in the order the body gave
  };
}
