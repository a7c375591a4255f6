// Response schemas of the onboarding API (re-exported by ./onboarding.ts). Every route of
// server/src/modules/onboarding answers one of these; the server's serializer checks the answer
// against it and drops any field it does not name. Dates are 'YYYY-MM-DD', times ISO 8601; paged
// lists are `pagedList`, whole lists `wholeList` (docs/architecture.md, "Lists").
import { z } from 'zod';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';
import { CONDITION_FIELDS, REQUEST_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '../domain/onboarding.ts';
import { pagedList, timestamp, timestamps, wholeList } from './common.ts';

const requestStatus = z.enum(REQUEST_STATUSES);
const taskStatus = z.enum(TASK_STATUSES);
const taskPriority = z.enum(TASK_PRIORITIES);
/** 'YYYY-MM-DD' or none. */
const day = z.string().nullable();

export const OnboardingRequest = z.object({
  id: z.number(),
  status: requestStatus,
  /** recruit: the recruit's own submission; recruiter: created by staff; direct: the recruit's direct start. */
  source: z.enum(['recruit', 'recruiter', 'direct']),
  recruit: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string(), status: z.enum(RECRUIT_STATUSES) }),
  recruit_id: z.number(),
  recruit_name: z.string(),
  preferred_start_date: day,
  current_company: z.string(),
  current_role: z.string(),
  years_experience: z.number().nullable(),
  has_team: z.boolean(),
  team_size: z.number().nullable(),
  current_volume: z.string(),
  special_requirements: z.string(),
  notes: z.string(),
  created_by: z.number().nullable(),
  decided_by: z.number().nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
  process_id: z.number().nullable(),
  /** Tasks of its process: 0 for an onboarding started before every start made tasks (the screen offers Add Tasks). */
  task_count: z.number(),
});
export type OnboardingRequest = z.infer<typeof OnboardingRequest>;

/** GET requests/: one page, newest first. */
export const RequestListResponse = pagedList(OnboardingRequest);
export type RequestListResponse = z.infer<typeof RequestListResponse>;

/** A task as the recruit and the process views show it (docs/spec/doc2.md §3 "Task"); no uuid: that link completes it. */
export const ProcessTask = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: taskStatus,
  priority: taskPriority,
  department_name: z.string(),
  workstream_name: z.string(),
  due_date: day,
  completed_at: timestamp.nullable(),
  weight_percentage: z.number(),
  days_overdue: z.number(),
});
export type ProcessTask = z.infer<typeof ProcessTask>;

/** GET processes/{id}/tasks/: every task of the process. */
export const ProcessTaskList = wholeList(ProcessTask);
export type ProcessTaskList = z.infer<typeof ProcessTaskList>;

export const OnboardingProcess = z.object({
  id: z.number(),
  recruit: z.number(),
  recruit_name: z.string(),
  recruit_email: z.string(),
  recruit_status: z.enum(RECRUIT_STATUSES),
  request_id: z.number().nullable(),
  status: taskStatus,
  progress_percentage: z.number(),
  initiated_at: timestamp,
  target_start_date: day,
  completed_at: timestamp.nullable(),
  /** Staff notes; '' when a recruit user reads their own process. */
  notes: z.string(),
  tasks: z.array(ProcessTask),
});
export type OnboardingProcess = z.infer<typeof OnboardingProcess>;

/** GET processes/: one page, newest first; a recruit user's holds only their own. */
export const ProcessListResponse = pagedList(OnboardingProcess);
export type ProcessListResponse = z.infer<typeof ProcessListResponse>;

/** Counts of tasks by status, overdue and critical (the summary tiles). */
export const TaskSummary = z.object({
  total: z.number(),
  pending: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  blocked: z.number(),
  overdue: z.number(),
  critical: z.number(),
});
export type TaskSummary = z.infer<typeof TaskSummary>;
export const ProcessProgress = z.object({
  id: z.number(),
  status: taskStatus,
  progress_percentage: z.number(),
  total_tasks: z.number(),
  completed_tasks: z.number(),
  total_weight: z.number(),
  completed_weight: z.number(),
});
export type ProcessProgress = z.infer<typeof ProcessProgress>;
export const ProcessProgressDetailed = ProcessProgress.extend({
  counts: TaskSummary.omit({ critical: true }),
  departments: z.array(z.object({ name: z.string(), total: z.number(), completed: z.number(), progress_percentage: z.number() })),
});
export type ProcessProgressDetailed = z.infer<typeof ProcessProgressDetailed>;

/** A task on the dashboards (docs/spec/doc3.md §3 "Task (dashboard)"): the process view's task and more. */
export const DashboardTask = ProcessTask.extend({
  uuid: z.string(),
  detailed_instructions: z.string(),
  process: z.number(),
  recruit: z.number(),
  recruit_name: z.string(),
  department: z.number().nullable(),
  workstream: z.number().nullable(),
  completion_url: z.string(),
  notes: z.string(),
  created_at: timestamp,
});
export type DashboardTask = z.infer<typeof DashboardTask>;

/** GET tasks/: one page, open work first. */
export const TaskListResponse = pagedList(DashboardTask);
export type TaskListResponse = z.infer<typeof TaskListResponse>;

const DepartmentTaskSummary = TaskSummary.extend({ id: z.number(), name: z.string() });
export type DepartmentTaskSummary = z.infer<typeof DepartmentTaskSummary>;
export const DashboardSummaryResponse = z.object({ summary: TaskSummary, departments: z.array(DepartmentTaskSummary) });
export type DashboardSummaryResponse = z.infer<typeof DashboardSummaryResponse>;

export const ApprovalResponse = z.object({
  message: z.string(),
  request: OnboardingRequest,
  process: OnboardingProcess,
  /** Conditional templates whose condition the request did not meet (no task was made). */
  skipped_template_ids: z.array(z.number()),
});
export type ApprovalResponse = z.infer<typeof ApprovalResponse>;
export const RejectResponse = z.object({ message: z.string(), request: OnboardingRequest });
export type RejectResponse = z.infer<typeof RejectResponse>;
export const InitiateResponse = z.object({ message: z.string(), request: OnboardingRequest, process: OnboardingProcess });
export type InitiateResponse = z.infer<typeof InitiateResponse>;
export const CreateFromTemplatesResponse = z.object({
  tasks: z.array(DashboardTask),
  skipped_template_ids: z.array(z.number()),
  process: OnboardingProcess,
});
export type CreateFromTemplatesResponse = z.infer<typeof CreateFromTemplatesResponse>;

export const Department = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  order: z.number(),
  workstream_count: z.number(),
  template_count: z.number(),
  open_task_count: z.number(),
  /** Recruiters only: the dashboard link with the department's access key. */
  dashboard_url: z.string(),
  ...timestamps,
});
export type Department = z.infer<typeof Department>;
export const DepartmentList = wholeList(Department);
export type DepartmentList = z.infer<typeof DepartmentList>;

const NamedRef = z.object({ id: z.number(), name: z.string() });

export const Workstream = z.object({
  id: z.number(),
  name: z.string(),
  department: NamedRef,
  department_id: z.number(),
  template_count: z.number(),
});
export type Workstream = z.infer<typeof Workstream>;
export const WorkstreamList = wholeList(Workstream);
export type WorkstreamList = z.infer<typeof WorkstreamList>;

export const TaskTemplate = z.object({
  id: z.number(),
  workstream: NamedRef.extend({ department: NamedRef }),
  workstream_id: z.number(),
  department_id: z.number(),
  title: z.string(),
  description: z.string(),
  detailed_instructions: z.string(),
  email_subject: z.string(),
  email_body: z.string(),
  priority: taskPriority,
  due_days_offset: z.number(),
  weight_percentage: z.number(),
  order: z.number(),
  email_template: z.string(),
  send_immediate: z.boolean(),
  is_conditional: z.boolean(),
  /** Preselected in the onboarding chooser and used when a start names no templates. */
  is_default: z.boolean(),
  condition_field: z.enum(CONDITION_FIELDS).nullable(),
  ...timestamps,
});
export type TaskTemplate = z.infer<typeof TaskTemplate>;
export const TemplateList = wholeList(TaskTemplate);
export type TemplateList = z.infer<typeof TemplateList>;
export const CreateWorkflowResponse = z.object({ workstream: Workstream, templates: z.array(TaskTemplate) });
export type CreateWorkflowResponse = z.infer<typeof CreateWorkflowResponse>;

// --- token links ---

export const PublicTask = z.object({
  title: z.string(),
  description: z.string(),
  detailed_instructions: z.string(),
  /** The note staff gave the task when they approved or started the onboarding ('' when none). */
  notes: z.string(),
  recruit_name: z.string(),
  recruit_email: z.string(),
  department: z.string(),
  workstream: z.string(),
  weight_percentage: z.number(),
  due_date: day,
  priority: taskPriority,
  completed: z.boolean(),
  completed_at: timestamp.nullable(),
  status: taskStatus,
});
export type PublicTask = z.infer<typeof PublicTask>;
export const PublicTaskResponse = z.object({ success: z.literal(true), task: PublicTask });
export type PublicTaskResponse = z.infer<typeof PublicTaskResponse>;
export const PublicCompleteResponse = z.object({ success: z.literal(true), message: z.string() });
export type PublicCompleteResponse = z.infer<typeof PublicCompleteResponse>;
export const DepartmentDashboardResponse = z.object({
  success: z.literal(true),
  department: z.object({ id: z.number(), name: z.string(), description: z.string(), email: z.string() }),
  summary: TaskSummary,
  tasks: z.array(DashboardTask),
});
export type DepartmentDashboardResponse = z.infer<typeof DepartmentDashboardResponse>;
export const DepartmentTaskStatusResponse = z.object({ success: z.literal(true), message: z.string(), task: DashboardTask });
export type DepartmentTaskStatusResponse = z.infer<typeof DepartmentTaskStatusResponse>;

export const TASK_NOT_FOUND_MESSAGE = "The task you're looking for doesn't exist or has been removed.";
export const TASK_COMPLETED_MESSAGE = 'Task completed successfully!';
export const DEPARTMENT_KEY_REQUIRED = 'A valid department access key is required';
