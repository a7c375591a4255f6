// Contracts for departments, workstreams and task templates (re-exported by ./onboarding.ts).
import { z } from 'zod';
import { email, lineRequired, requiredText } from './common.ts';
import { CONDITION_FIELDS, TASK_PRIORITIES, TEMPLATE_DEFAULTS } from '../domain/onboarding.ts';
import { onboardingId, optionalEnum, optionalLine, optionalText, queryFilter } from './onboarding-fields.ts';

const order = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(1_000_000, `${label} is too large`);

// --- departments ---

const departmentFields = {
  name: lineRequired('Department name', 255),
  email,
  description: optionalText(2000),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  order: order('Display order'),
};
/** Create: name and email required; active and order 0 by default (docs/spec/doc3.md §9). */
export const DepartmentBody = z.object({
  ...departmentFields,
  is_active: departmentFields.is_active.default(true),
  order: departmentFields.order.default(0),
});
export type DepartmentBody = z.input<typeof DepartmentBody>;
export type DepartmentInput = z.output<typeof DepartmentBody>;
/** Update: any subset of the create fields. */
export const DepartmentPatchBody = z
  .object({
    name: departmentFields.name.optional(),
    email: departmentFields.email.optional(),
    description: departmentFields.description,
    is_active: departmentFields.is_active.optional(),
    order: departmentFields.order.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type DepartmentPatchBody = z.input<typeof DepartmentPatchBody>;
export type DepartmentPatchInput = z.output<typeof DepartmentPatchBody>;

// --- workstreams ---

export const WorkstreamBody = z.object({ name: lineRequired('Workstream name', 255), department_id: onboardingId('Department') });
export type WorkstreamBody = z.input<typeof WorkstreamBody>;
export type WorkstreamInput = z.output<typeof WorkstreamBody>;
export const WorkstreamPatchBody = z.object({ name: lineRequired('Workstream name', 255) });
export const WorkstreamListQuery = z.object({ department: queryFilter(onboardingId('Department')) });

// --- task templates ---

const priority = z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}` });
const templateFields = {
  title: lineRequired('Title', 255),
  description: requiredText('Description', 5000),
  detailed_instructions: optionalText(10000),
  email_subject: optionalLine(255),
  email_body: optionalText(10000),
  priority,
  due_days_offset: z
    .number({ error: 'Due days must be a whole number' })
    .int('Due days must be a whole number')
    .min(1, 'Due days must be at least 1')
    .max(365, 'Due days must be at most 365'),
  weight_percentage: z
    .number({ error: 'Weight must be a number' })
    .min(0, 'Weight must be between 0 and 100')
    .max(100, 'Weight must be between 0 and 100')
    .multipleOf(0.1, 'Weight goes in steps of 0.1'),
  order: order('Order'),
  email_template: optionalLine(100),
  send_immediate: z.boolean({ error: 'send_immediate must be true or false' }),
  is_conditional: z.boolean({ error: 'is_conditional must be true or false' }),
  is_default: z.boolean({ error: 'is_default must be true or false' }),
  condition_field: optionalEnum(CONDITION_FIELDS, `condition_field must be one of ${CONDITION_FIELDS.join(', ')}`),
};

const CONDITION_NEEDS_FIELD = 'A conditional template needs a condition_field';
const conditionIsNamed = (t: { is_conditional?: boolean; condition_field?: string | null }) => !t.is_conditional || !!t.condition_field;

/** Template fields with the defaults of docs/spec/doc3.md §9 (without the workstream). */
const templateWithDefaults = z.object({
  ...templateFields,
  priority: priority.default(TEMPLATE_DEFAULTS.priority),
  due_days_offset: templateFields.due_days_offset.default(TEMPLATE_DEFAULTS.due_days_offset),
  weight_percentage: templateFields.weight_percentage.default(TEMPLATE_DEFAULTS.weight_percentage),
  order: templateFields.order.default(TEMPLATE_DEFAULTS.order),
  send_immediate: templateFields.send_immediate.default(TEMPLATE_DEFAULTS.send_immediate),
  is_conditional: templateFields.is_conditional.default(TEMPLATE_DEFAULTS.is_conditional),
  is_default: templateFields.is_default.default(TEMPLATE_DEFAULTS.is_default),
});

export const TemplateBody = templateWithDefaults
  .extend({ workstream_id: onboardingId('Workstream') })
  .refine(conditionIsNamed, { message: CONDITION_NEEDS_FIELD, path: ['condition_field'] });
export type TemplateBody = z.input<typeof TemplateBody>;
export type TemplateInput = z.output<typeof TemplateBody>;

/** Update: any subset; a conditional template must still name its field after the change. */
export const TemplatePatchBody = z
  .object({
    workstream_id: onboardingId('Workstream').optional(),
    title: templateFields.title.optional(),
    description: templateFields.description.optional(),
    detailed_instructions: templateFields.detailed_instructions,
    email_subject: templateFields.email_subject,
    email_body: templateFields.email_body,
    priority: priority.optional(),
    due_days_offset: templateFields.due_days_offset.optional(),
    weight_percentage: templateFields.weight_percentage.optional(),
    order: templateFields.order.optional(),
    email_template: templateFields.email_template,
    send_immediate: templateFields.send_immediate.optional(),
    is_conditional: templateFields.is_conditional.optional(),
    is_default: templateFields.is_default.optional(),
    condition_field: templateFields.condition_field,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type TemplatePatchBody = z.input<typeof TemplatePatchBody>;
export type TemplatePatchInput = z.output<typeof TemplatePatchBody>;

export const TemplateListQuery = z.object({
  department: queryFilter(onboardingId('Department')),
  workstream: queryFilter(onboardingId('Workstream')),
});

/** One workstream (found by name in the department, or created) with its templates, in one go. */
export const CreateWorkflowBody = z.object({
  department_id: onboardingId('Department'),
  workstream_name: lineRequired('Workstream name', 255),
  templates: z
    .array(templateWithDefaults.refine(conditionIsNamed, { message: CONDITION_NEEDS_FIELD, path: ['condition_field'] }), {
      error: 'templates must be a list',
    })
    .min(1, 'Add at least one template')
    .max(50, 'At most 50 templates at once'),
});
export type CreateWorkflowBody = z.input<typeof CreateWorkflowBody>;
export type CreateWorkflowInput = z.output<typeof CreateWorkflowBody>;
