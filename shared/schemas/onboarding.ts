// Contracts of the onboarding API (docs/onboarding.md): request schemas the server validates with
// and, through the re-exports, the response types the client reads. Paths live under
// /api/onboarding/api/… except the token-link calls (/api/onboarding/task/…, /api/onboarding/department/…).
import { z } from 'zod';
import { pagingQuery, text } from './common.ts';
import { NO_ELIGIBLE_RECRUITS, REQUEST_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '../domain/onboarding.ts';
import { onboardingId, optionalDate, optionalLine, optionalText, queryFilter } from './onboarding-fields.ts';

export * from './onboarding-setup.ts';
export * from './onboarding-responses.ts';

export const TASKS_PAGE_SIZE = 50;
export const LIST_PAGE_SIZE = 50;
/** The largest `page_size` an onboarding list accepts. */
const LIST_PAGE_MAX = 200;

/** The exact refusal when a recruit cannot get an onboarding request (docs/spec/doc3.md §2.4). */
export { NO_ELIGIBLE_RECRUITS };

/** The 409 body of a refused request: the spec's text, plus why this recruit was refused. */
export type NotEligibleBody = { error: typeof NO_ELIGIBLE_RECRUITS; reason: string };

const taskStatus = z.enum(TASK_STATUSES, { error: `Status must be one of ${TASK_STATUSES.join(', ')}` });
const taskPriority = z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}` });

/** `{id}` in a path; an id beyond PostgreSQL's integer range is a 400, not a database error. */
export const IdParams = z.object({ id: onboardingId('Id') });

// --- requests ---

/** The request fields shared by the recruiter's and the recruit's forms (docs/spec/doc2.md §3, docs/spec/doc3.md §7.2). */
const requestFields = {
  preferred_start_date: optionalDate('Preferred start date'),
  current_company: optionalLine(255),
  current_role: optionalLine(255),
  years_experience: z
    .number({ error: 'Years experience must be a whole number' })
    .int('Years experience must be a whole number')
    .min(0, 'Years experience must be between 0 and 50')
    .max(50, 'Years experience must be between 0 and 50')
    .nullish(),
  has_team: z.boolean({ error: 'has_team must be true or false' }).nullish(),
  team_size: z
    .number({ error: 'Team size must be a whole number' })
    .int('Team size must be a whole number')
    .min(1, 'Team size must be between 1 and 100')
    .max(100, 'Team size must be between 1 and 100')
    .nullish(),
  current_volume: optionalLine(255),
  special_requirements: optionalText(5000),
  notes: optionalText(5000),
};

export const RecruiterRequestBody = z.object({ recruit_id: onboardingId('Recruit'), ...requestFields });
export type RecruiterRequestBody = z.input<typeof RecruiterRequestBody>;

/** The recruit's own submission: recruit_id may be left out (their own record is meant). */
export const RecruitRequestBody = z.object({ recruit_id: onboardingId('Recruit').nullish(), ...requestFields });
export type RecruitRequestBody = z.input<typeof RecruitRequestBody>;
export type RecruitRequestInput = z.output<typeof RecruitRequestBody>;

export const InitiateOnboardingBody = z.object({ recruit_id: onboardingId('Recruit').nullish(), notes: optionalText(5000) });
export type InitiateOnboardingBody = z.input<typeof InitiateOnboardingBody>;
export type InitiateOnboardingInput = z.output<typeof InitiateOnboardingBody>;

export const RequestListQuery = z.object({
  status: queryFilter(z.enum(REQUEST_STATUSES, { error: `Status must be one of ${REQUEST_STATUSES.join(', ')}` })),
  search: queryFilter(text(200)),
  recruit: queryFilter(onboardingId('Recruit')),
  ...pagingQuery(LIST_PAGE_MAX),
});
export type RequestListQuery = z.output<typeof RequestListQuery>;

/** Notes per template id ("12": "note"); at most 500 entries. */
const taskNotes = z
  .record(z.string().regex(/^\d{1,10}$/, 'task_notes keys are template ids'), optionalText(5000))
  .refine((notes) => Object.keys(notes).length <= 500, 'Too many task notes')
  .nullish();

/** Per department, the template ids that become tasks (docs/spec/doc3.md §3 "Approval payload"). */
const departmentChoices = z
  .array(
    z.object({
      id: onboardingId('Department'),
      template_ids: z.array(onboardingId('Template'), { error: 'template_ids must be a list of ids' }).max(200, 'Too many templates'),
    }),
    { error: 'departments must be a list of {id, template_ids}' },
  )
  .max(100, 'Too many departments');

/**
 * Approval and initiation: the templates that become tasks (left out: every default template;
 * named but empty: refused, docs/onboarding.md "Every start makes tasks"), their notes, the start date.
 */
const taskChoices = {
  departments: departmentChoices.nullish(),
  task_notes: taskNotes,
  target_start_date: optionalDate('Target start date'),
};

export const ApprovalBody = z.object(taskChoices).nullish();
export type ApprovalBody = z.input<typeof ApprovalBody>;
export type ApprovalInput = z.output<typeof ApprovalBody>;

// --- processes ---

export const ProcessListQuery = z.object({
  recruit: queryFilter(onboardingId('Recruit')),
  status: queryFilter(taskStatus),
  ...pagingQuery(LIST_PAGE_MAX),
});
export type ProcessListQuery = z.output<typeof ProcessListQuery>;

/** Staff start (processes/initiate/, POST /onboarding/processes/): the recruit, and the tasks as for an approval. */
export const InitiateProcessBody = z.object({
  recruit: onboardingId('Recruit'),
  ...taskChoices,
  notes: optionalText(5000),
});
export type InitiateProcessBody = z.input<typeof InitiateProcessBody>;
export type InitiateProcessInput = z.output<typeof InitiateProcessBody>;

export const ApproveAndStartBody = z.object({
  request_id: onboardingId('Request'),
  ...taskChoices,
});
export type ApproveAndStartBody = z.input<typeof ApproveAndStartBody>;

// --- tasks ---

export const TaskListQuery = z.object({
  department: queryFilter(onboardingId('Department')),
  status: queryFilter(taskStatus),
  priority: queryFilter(taskPriority),
  search: queryFilter(text(200)),
  process: queryFilter(onboardingId('Process')),
  recruit: queryFilter(onboardingId('Recruit')),
  ...pagingQuery(LIST_PAGE_MAX),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export const TaskStatusBody = z.object({ status: taskStatus });
export type TaskStatusBody = z.input<typeof TaskStatusBody>;

export const TaskPatchBody = z
  .object({
    status: taskStatus.optional(),
    priority: taskPriority.optional(),
    due_date: optionalDate('Due date'),
    notes: optionalText(5000),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type TaskPatchBody = z.input<typeof TaskPatchBody>;
export type TaskPatchInput = z.output<typeof TaskPatchBody>;

export const CreateFromTemplatesBody = z.object({
  process: onboardingId('Process'),
  template_ids: z
    .array(onboardingId('Template'), { error: 'template_ids must be a list of ids' })
    .min(1, 'Choose at least one template')
    .max(200, 'Too many templates'),
  task_notes: taskNotes,
});
export type CreateFromTemplatesBody = z.input<typeof CreateFromTemplatesBody>;
export type CreateFromTemplatesInput = z.output<typeof CreateFromTemplatesBody>;

// --- token links (no bearer) ---

/** Any text (the router caps a path parameter at 500 characters): a malformed uuid is a 404 "Task not found", not a 400. */
export const TaskUuidParams = z.object({ uuid: z.string() });
export const DepartmentTasksParams = z.object({ id: onboardingId('Department') });
export const DepartmentTaskParams = z.object({ id: onboardingId('Department'), taskId: onboardingId('Task') });
export const DepartmentTasksQuery = z.object({
  status: queryFilter(taskStatus),
  priority: queryFilter(taskPriority),
  // Any length: a wrong key of whatever size is the same 403.
  key: queryFilter(z.string()),
});
export const DepartmentTaskStatusBody = z.object({ status: taskStatus, key: z.string().nullish() });
