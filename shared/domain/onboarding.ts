/** Onboarding statuses, priorities and the progress rules shared by the server and the screens (docs/spec/doc3.md §4). */

/**
 * The text of docs/spec/doc3.md §2.4 for "no recruit can get an onboarding request": the Create modal's empty
 * list, and the `error` of the server's 409 when a recruit is not eligible.
 */
export const NO_ELIGIBLE_RECRUITS =
  'No recruits are currently available for onboarding. Recruits need to have completed ClearView or have 60%+ profile completion.';

/** Texts the server answers and the screens show (docs/spec/doc3.md's toasts), in one place. */
export const ONBOARDING_MESSAGES = {
  requestApproved: 'Onboarding request approved and tasks created',
  requestRejected: 'Request rejected',
  requestDeleted: 'Request deleted',
  onboardingInitiated: 'Onboarding initiated successfully!',
  departmentDeleted: 'Department deleted successfully',
  templateDeleted: 'Template deleted successfully',
  taskStatusUpdated: 'Task status updated',
  taskNotFound: 'Task not found',
  chooseTemplates: 'Choose at least one task template: onboarding starts with tasks for the departments.',
  noDefaultTasks: 'None of the default task templates applies to this recruit. Choose the templates in the Initiate Onboarding dialog.',
  noTasksApply: 'None of the chosen templates applies to this recruit (their conditions are not met). Choose at least one more.',
} as const;

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A process has the same four states as its tasks; it is derived from them. */
export type ProcessStatus = TaskStatus;

/** Most urgent first: the order task lists sort by. */
export const TASK_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Template defaults (docs/spec/doc3.md §9). */
export const TEMPLATE_DEFAULTS = {
  priority: 'medium' as TaskPriority,
  due_days_offset: 1,
  weight_percentage: 5,
  order: 0,
  email_template: 'default_task_notification',
  send_immediate: true,
  is_conditional: false,
  /** Every new onboarding gets the template's task unless someone unticks it (docs/onboarding.md, "Defaults"). */
  is_default: true,
};

/** Request fields a conditional template may name; the task is created only when the field is truthy. */
export const CONDITION_FIELDS = [
  'has_team',
  'team_size',
  'years_experience',
  'current_company',
  'current_role',
  'current_volume',
  'special_requirements',
  'preferred_start_date',
  'notes',
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

/** Truthy for a condition: true, a non-zero number, a non-blank string; false for anything else. */
export function isConditionMet(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  return value instanceof Date;
}

/** Process status from its task statuses: all completed → completed; any blocked → blocked; any started → in_progress. */
export function deriveProcessStatus(statuses: readonly TaskStatus[]): ProcessStatus {
  if (statuses.length === 0) return 'pending';
  if (statuses.every((s) => s === 'completed')) return 'completed';
  if (statuses.includes('blocked')) return 'blocked';
  if (statuses.some((s) => s === 'in_progress' || s === 'completed')) return 'in_progress';
  return 'pending';
}

/**
 * Completed weight over total weight, as a percentage to one decimal. With no tasks it is 0; when
 * every task weighs 0 the share of completed tasks is used instead, so progress still moves.
 */
export function progressPercentage(tasks: readonly { status: TaskStatus; weight_percentage: number }[]): number {
  if (tasks.length === 0) return 0;
  const total = tasks.reduce((sum, t) => sum + t.weight_percentage, 0);
  const done = tasks.filter((t) => t.status === 'completed');
  const ratio = total > 0 ? done.reduce((sum, t) => sum + t.weight_percentage, 0) / total : done.length / tasks.length;
  return Math.round(ratio * 1000) / 10;
}
