// Response shapes of the onboarding API (re-exported by ./onboarding.ts). Dates are 'YYYY-MM-DD',
// times ISO 8601; lists are {results, count} (paged lists add next).
import type { RecruitStatus } from '../domain/recruit-status.ts';
import type { ConditionField, ProcessStatus, RequestStatus, TaskPriority, TaskStatus } from '../domain/onboarding.ts';

export type OnboardingRequest = {
  id: number;
  status: RequestStatus;
  /** recruit: the recruit's own submission; recruiter: created by staff; direct: the recruit's direct start. */
  source: 'recruit' | 'recruiter' | 'direct';
  recruit: { id: number; first_name: string; last_name: string; email: string; status: RecruitStatus };
  recruit_id: number;
  recruit_name: string;
  preferred_start_date: string | null;
  current_company: string;
  current_role: string;
  years_experience: number | null;
  has_team: boolean;
  team_size: number | null;
  current_volume: string;
  special_requirements: string;
  notes: string;
  created_by: number | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  process_id: number | null;
  /** Tasks of its process: 0 for an onboarding started before every start made tasks (the screen offers Add Tasks). */
  task_count: number;
};

/** A task as the recruit and the process views show it (docs/spec/doc2.md §3 "Task"); no uuid: that link completes it. */
export type ProcessTask = {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  department_name: string;
  workstream_name: string;
  due_date: string | null;
  completed_at: string | null;
  weight_percentage: number;
  days_overdue: number;
};

export type OnboardingProcess = {
  id: number;
  recruit: number;
  recruit_name: string;
  recruit_email: string;
  recruit_status: RecruitStatus;
  request_id: number | null;
  status: ProcessStatus;
  progress_percentage: number;
  initiated_at: string;
  target_start_date: string | null;
  completed_at: string | null;
  notes: string;
  tasks: ProcessTask[];
};

export type ProgressCounts = { total: number; pending: number; in_progress: number; completed: number; blocked: number; overdue: number };
export type ProcessProgress = {
  id: number;
  status: ProcessStatus;
  progress_percentage: number;
  total_tasks: number;
  completed_tasks: number;
  total_weight: number;
  completed_weight: number;
};
export type ProcessProgressDetailed = ProcessProgress & {
  counts: ProgressCounts;
  departments: { name: string; total: number; completed: number; progress_percentage: number }[];
};

/** A task on the dashboards (docs/spec/doc3.md §3 "Task (dashboard)"). */
export type DashboardTask = {
  id: number;
  uuid: string;
  title: string;
  description: string;
  detailed_instructions: string;
  priority: TaskPriority;
  status: TaskStatus;
  days_overdue: number;
  process: number;
  recruit: number;
  recruit_name: string;
  department: number | null;
  department_name: string;
  workstream: number | null;
  workstream_name: string;
  due_date: string | null;
  weight_percentage: number;
  completion_url: string;
  completed_at: string | null;
  notes: string;
  created_at: string;
};

export type TaskSummary = {
  total: number;
  pending: number;
  in_progress: number;
  completed: number;
  blocked: number;
  overdue: number;
  critical: number;
};
export type DepartmentTaskSummary = { id: number; name: string } & TaskSummary;
export type DashboardSummaryResponse = { summary: TaskSummary; departments: DepartmentTaskSummary[] };

export type ApprovalResponse = {
  message: string;
  request: OnboardingRequest;
  process: OnboardingProcess;
  /** Conditional templates whose condition the request did not meet (no task was made). */
  skipped_template_ids: number[];
};
export type CreateFromTemplatesResponse = { tasks: DashboardTask[]; skipped_template_ids: number[]; process: OnboardingProcess };

export type Department = {
  id: number;
  name: string;
  email: string;
  description: string;
  is_active: boolean;
  order: number;
  workstream_count: number;
  template_count: number;
  open_task_count: number;
  /** Recruiters only: the dashboard link with the department's access key. */
  dashboard_url: string;
  created_at: string;
  updated_at: string;
};

export type Workstream = {
  id: number;
  name: string;
  department: { id: number; name: string };
  department_id: number;
  template_count: number;
};

export type TaskTemplate = {
  id: number;
  workstream: { id: number; name: string; department: { id: number; name: string } };
  workstream_id: number;
  department_id: number;
  title: string;
  description: string;
  detailed_instructions: string;
  email_subject: string;
  email_body: string;
  priority: TaskPriority;
  due_days_offset: number;
  weight_percentage: number;
  order: number;
  email_template: string;
  send_immediate: boolean;
  is_conditional: boolean;
  /** Preselected in the onboarding chooser and used when a start names no templates. */
  is_default: boolean;
  condition_field: ConditionField | null;
  created_at: string;
  updated_at: string;
};
export type CreateWorkflowResponse = { workstream: Workstream; templates: TaskTemplate[] };

// --- token links ---

export type PublicTask = {
  title: string;
  description: string;
  detailed_instructions: string;
  recruit_name: string;
  recruit_email: string;
  department: string;
  workstream: string;
  weight_percentage: number;
  due_date: string | null;
  priority: TaskPriority;
  completed: boolean;
  completed_at: string | null;
  status: TaskStatus;
};
export type PublicTaskResponse = { success: true; task: PublicTask };
export type PublicCompleteResponse = { success: true; message: string };
export type TokenLinkError = { success: false; error: string; message?: string };
export type DepartmentDashboardResponse = {
  success: true;
  department: { id: number; name: string; description: string; email: string };
  summary: TaskSummary;
  tasks: DashboardTask[];
};
export type DepartmentTaskStatusResponse = { success: true; message: string; task: DashboardTask };

export const TASK_NOT_FOUND_MESSAGE = "The task you're looking for doesn't exist or has been removed.";
export const TASK_COMPLETED_MESSAGE = 'Task completed successfully!';
export const DEPARTMENT_KEY_REQUIRED = 'A valid department access key is required';
