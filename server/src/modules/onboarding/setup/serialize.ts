import type { Department, TaskTemplate, Workstream } from '@shared/schemas/onboarding.ts';
import type { DepartmentRow, TemplateRow, WorkstreamRow } from './repo.ts';

/** The department dashboard, opened without an account by its access key. */
export const dashboardUrl = (appUrl: string, departmentId: number, accessKey: string): string =>
  `${appUrl}/onboarding/department/${departmentId}?key=${encodeURIComponent(accessKey)}`;

export function serializeDepartment(row: DepartmentRow, appUrl: string): Department {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    is_active: row.is_active,
    order: row.order,
    workstream_count: row.workstream_count,
    template_count: row.template_count,
    open_task_count: row.open_task_count,
    dashboard_url: dashboardUrl(appUrl, row.id, row.access_key),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const serializeWorkstream = (row: WorkstreamRow): Workstream => ({
  id: row.id,
  name: row.name,
  department: { id: row.department_id, name: row.department_name },
  department_id: row.department_id,
  template_count: row.template_count,
});

export function serializeTemplate(row: TemplateRow): TaskTemplate {
  return {
    id: row.id,
    workstream: { id: row.workstream_id, name: row.workstream_name, department: { id: row.department_id, name: row.department_name } },
    workstream_id: row.workstream_id,
    department_id: row.department_id,
    title: row.title,
    description: row.description,
    detailed_instructions: row.detailed_instructions,
    email_subject: row.email_subject,
    email_body: row.email_body,
    priority: row.priority,
    due_days_offset: row.due_days_offset,
    weight_percentage: row.weight_percentage,
    order: row.order,
    email_template: row.email_template,
    send_immediate: row.send_immediate,
    is_conditional: row.is_conditional,
    is_default: row.is_default,
    condition_field: row.condition_field,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
