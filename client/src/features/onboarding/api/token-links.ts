import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type {
  DashboardTask,
  DepartmentDashboardResponse,
  DepartmentTaskStatusResponse,
  PublicCompleteResponse,
  PublicTaskResponse,
} from '@shared/schemas/onboarding-responses';
import { ApiError, api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useRowAction } from '@client/lib/use-row-action';
import { onboardingKeys } from './onboarding-keys';

/** The token-link calls (docs/spec/doc3.md §7.5): no bearer unless a signed-in recruiter opens a dashboard without a key. */

const fetchPublicTask = (uuid: string, signal?: AbortSignal) =>
  api.get<PublicTaskResponse>(`/onboarding/task/${encodeURIComponent(uuid)}/`, { auth: false, signal });

const completePublicTask = (uuid: string) =>
  api.post<PublicCompleteResponse>(`/onboarding/task/${encodeURIComponent(uuid)}/`, undefined, { auth: false });

interface DepartmentAccess {
  id: string;
  /** The access key from the e-mailed or copied link. */
  key: string | null;
  /** Send the signed-in recruiter's token (only when there is no key). */
  bearer: boolean;
}

/** The department dashboard's filters ('all': no filter). */
export interface DepartmentFilters {
  status: TaskStatus | 'all';
  priority: TaskPriority | 'all';
}

const accessOpts = (a: DepartmentAccess) => ({ auth: !a.key && a.bearer });

const fetchDepartmentDashboard = (a: DepartmentAccess, filters: DepartmentFilters, signal?: AbortSignal) =>
  api.get<DepartmentDashboardResponse>(`/onboarding/department/${encodeURIComponent(a.id)}/tasks/`, {
    ...accessOpts(a),
    signal,
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      priority: filters.priority === 'all' ? undefined : filters.priority,
      key: a.key ?? undefined,
    },
  });

const updateDepartmentTaskStatus = (a: DepartmentAccess, taskId: number, status: TaskStatus) =>
  api.post<DepartmentTaskStatusResponse>(
    `/onboarding/department/${encodeURIComponent(a.id)}/tasks/${taskId}/status/`,
    { status, key: a.key ?? undefined },
    accessOpts(a),
  );

// --- /onboarding/department/{id} ---

// The link's key is part of what is asked: another key is another answer (or a refusal).
const departmentDashboardView = ({ id, key, bearer }: DepartmentAccess, filters: DepartmentFilters) =>
  [...onboardingKeys.departmentDashboard(id), key, bearer, filters.status, filters.priority] as const;

async function loadDashboard(access: DepartmentAccess, filters: DepartmentFilters, signal: AbortSignal) {
  const res = await fetchDepartmentDashboard(access, filters, signal);
  if (!res?.success) throw new Error((res as { error?: string } | undefined)?.error || 'Failed to load dashboard');
  return res;
}

/**
 * The department's dashboard for the filters; a failure shows on the Dashboard Error screen, not in
 * a toast. A task completed from its public link (the View Task tab) shows when the screen is back
 * in front, or within half a minute.
 */
export function useDepartmentDashboard(access: DepartmentAccess, filters: DepartmentFilters) {
  return useQuery({
    queryKey: departmentDashboardView(access, filters),
    queryFn: ({ signal }) => loadDashboard(access, filters, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: () => (document.hidden ? false : 30_000),
  });
}

/** A row's status change on the department dashboard; every filtered view of the department is read again. */
export function useDepartmentTaskActions(access: DepartmentAccess) {
  const queryClient = useQueryClient();
  // A status change can move the task in or out of every filtered view of this department.
  const { busyId, run } = useRowAction(() => queryClient.invalidateQueries({ queryKey: onboardingKeys.departmentDashboard(access.id) }));
  return {
    busyId,
    setStatus: (task: DashboardTask, status: TaskStatus) =>
      run(task.id, () => updateDepartmentTaskStatus(access, task.id, status), 'Task status updated', 'Failed to update task status'),
  };
}

/** docs/spec/doc3.md §8: the server's error, else 'Failed to load dashboard'; a network failure reads differently. */
export function dashboardError(err: unknown): string {
  if (err instanceof ApiError) return err.fromServer ? err.message : 'Failed to load dashboard';
  if (err instanceof TypeError) return 'Failed to connect to server';
  return err instanceof Error && err.message ? err.message : 'Failed to load dashboard';
}

// --- /onboarding/task/{uuid} ---

async function loadPublicTask(uuid: string, signal: AbortSignal) {
  const data = await fetchPublicTask(uuid, signal);
  if (!data?.success || !data.task) throw new Error('Task not found');
  return data.task;
}

/** The e-mailed task link's task; a failure toasts 'Failed to load task details'. */
export function usePublicTask(uuid: string) {
  return useQuery({
    queryKey: onboardingKeys.publicTask(uuid),
    queryFn: ({ signal }) => loadPublicTask(uuid, signal),
    meta: { errorToast: 'Failed to load task details', toastId: 'task-load-failed' },
  });
}

/** 'Mark Task as Complete': the task is read again, so the page shows 'Task Completed!' with the date the server recorded. */
export function useCompletePublicTask(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completePublicTask(uuid),
    onSuccess: async (data) => {
      toast.success(data?.message || 'Task completed successfully!');
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.publicTask(uuid) });
    },
    meta: { errorToast: 'Failed to complete task', serverText: true },
  });
}
