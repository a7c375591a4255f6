import { TEMPLATE_DEFAULTS, type TaskPriority } from '@shared/domain/onboarding';
import type { TaskTemplate } from '@shared/schemas/onboarding-responses';
import type { TemplateBody } from '@shared/schemas/onboarding-setup';

/** The template form as typed (numbers as text until sent). */
export interface TemplateFormState {
  workstream_id: string;
  title: string;
  description: string;
  detailed_instructions: string;
  email_subject: string;
  email_body: string;
  priority: TaskPriority;
  due_days_offset: string;
  weight_percentage: string;
  order: string;
  email_template: string;
  send_immediate: boolean;
  is_conditional: boolean;
  is_default: boolean;
  condition_field: string | null;
}

/** docs/spec/doc3.md §9 defaults. */
export const NEW_TEMPLATE: TemplateFormState = {
  workstream_id: '',
  title: '',
  description: '',
  detailed_instructions: '',
  email_subject: '',
  email_body: '',
  priority: TEMPLATE_DEFAULTS.priority,
  due_days_offset: String(TEMPLATE_DEFAULTS.due_days_offset),
  weight_percentage: String(TEMPLATE_DEFAULTS.weight_percentage),
  order: String(TEMPLATE_DEFAULTS.order),
  email_template: TEMPLATE_DEFAULTS.email_template,
  send_immediate: TEMPLATE_DEFAULTS.send_immediate,
  is_conditional: TEMPLATE_DEFAULTS.is_conditional,
  is_default: TEMPLATE_DEFAULTS.is_default,
  condition_field: null,
};

export function formOf(t: TaskTemplate): TemplateFormState {
  return {
    workstream_id: String(t.workstream_id ?? t.workstream?.id ?? ''),
    title: t.title,
    description: t.description,
    detailed_instructions: t.detailed_instructions ?? '',
    email_subject: t.email_subject ?? '',
    email_body: t.email_body ?? '',
    priority: t.priority,
    due_days_offset: String(t.due_days_offset),
    weight_percentage: String(t.weight_percentage),
    order: String(t.order),
    email_template: t.email_template || TEMPLATE_DEFAULTS.email_template,
    send_immediate: t.send_immediate,
    is_conditional: t.is_conditional,
    is_default: t.is_default,
    condition_field: t.condition_field,
  };
}

export const templateReady = (f: TemplateFormState) => f.workstream_id !== '' && f.title.trim() !== '' && f.description.trim() !== '';

/** Every field of the form, which shows the server's errors of each under it. */
export const TEMPLATE_FIELDS = Object.keys(NEW_TEMPLATE);

/** Parsed as docs/spec/doc3.md §5 says: due days integer, weight decimal (one place), order integer. */
export function templatePayload(f: TemplateFormState): TemplateBody {
  return {
    workstream_id: Number(f.workstream_id),
    title: f.title.trim(),
    description: f.description.trim(),
    detailed_instructions: f.detailed_instructions.trim(),
    email_subject: f.email_subject.trim(),
    email_body: f.email_body.trim(),
    priority: f.priority,
    due_days_offset: Number.parseInt(f.due_days_offset, 10),
    weight_percentage: Math.round(Number.parseFloat(f.weight_percentage) * 10) / 10,
    order: f.order.trim() === '' ? 0 : Number.parseInt(f.order, 10),
    email_template: f.email_template,
    send_immediate: f.send_immediate,
    is_conditional: f.is_conditional,
    is_default: f.is_default,
    condition_field: f.condition_field,
  };
}
