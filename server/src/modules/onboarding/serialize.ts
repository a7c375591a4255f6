import { deriveProcessStatus, progressPercentage } from '../../../../shared/domain/onboarding.ts';
import type {
  DashboardTask,
  Department,
  OnboardingProcess,
  OnboardingRequest,
  TaskTemplate,
  Workstream,
} from '../../../../shared/schemas/onboarding.ts';
import type { DepartmentRow, WorkstreamRow } from './departments-repo.ts';
import type { ProcessRow, ProcessTaskRow } from './processes-repo.ts';
import type { RequestRow } from './requests-repo.ts';
import type { TaskRow } from './tasks-repo.ts';
import type { TemplateRow } from './templates-repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public completion page of a task (doc3 §2.7). */
export const completionUrl = (appUrl: string, uuid: string) => `${appUrl}/onboarding/task/${uuid}`;
/** The department dashboard, opened without an account by its access key. */
export const dashboardUrl = (appUrl: string, departmentId: number, accessKey: string) =>
  `${appUrl}/onboarding/department/${departmentId}?key=${encodeURIComponent(accessKey)}`;

export function serializeRequest(row: RequestRow): OnboardingRequest {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    recruit: { id: row.recruit_id, first_name: row.recruit_first_name, last_name: row.recruit_last_name, email: row.recruit_email, status: row.recruit_status },
    recruit_id: row.recruit_id,
    recruit_name: `${row.recruit_first_name} ${row.recruit_last_name}`,
    preferred_start_date: row.preferred_start_date,
    current_company: row.current_company,
    current_role: row.current_role,
    years_experience: row.years_experience,
    has_team: row.has_team,
    team_size: row.team_size,
    current_volume: row.current_volume,
    special_requirements: row.special_requirements,
    notes: row.notes,
    created_by: row.created_by,
    decided_by: row.decided_by,
    decided_at: iso(row.decided_at),
    created_at: row.created_at.toISOString(),
    process_id: row.process_id,
  };
}

/**
 * A process with its tasks; status and progress are derived from the tasks (doc3 §3). `forRecruit`
 * hides the initiation notes, which staff write for each other (as the recruit record hides its notes).
 */
export function serializeProcess(row: ProcessRow, tasks: ProcessTaskRow[], opts: { forRecruit?: boolean } = {}): OnboardingProcess {
  return {
    id: row.id,
    recruit: row.recruit_id,
    recruit_name: `${row.recruit_first_name} ${row.recruit_last_name}`,
    recruit_email: row.recruit_email,
    recruit_status: row.recruit_status,
    request_id: row.request_id,
    status: deriveProcessStatus(tasks.map((t) => t.status)),
    progress_percentage: progressPercentage(tasks),
    initiated_at: row.initiated_at.toISOString(),
    target_start_date: row.target_start_date,
    completed_at: iso(row.completed_at),
    notes: opts.forRecruit ? '' : row.notes,
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.status,
      priority: t.priority,
      department_name: t.department_name,
      workstream_name: t.workstream_name,
      due_date: t.due_date,
      completed_at: iso(t.completed_at),
      weight_percentage: t.weight_percentage,
      days_overdue: t.days_overdue,
    })),
  };
}

export function serializeTask(row: TaskRow, appUrl: string): DashboardTask {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    detailed_instructions: row.detailed_instructions,
    priority: row.priority,
    status: row.status,
    days_overdue: row.days_overdue,
    process: row.process_id,
    recruit: row.recruit_id,
    recruit_name: row.recruit_name,
    department: row.department_id,
    department_name: row.department_name,
    workstream: row.workstream_id,
    workstream_name: row.workstream_name,
    due_date: row.due_date,
    weight_percentage: row.weight_percentage,
    completion_url: completionUrl(appUrl, row.uuid),
    completed_at: iso(row.completed_at),
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  };
}

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
    condition_field: row.condition_field,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
