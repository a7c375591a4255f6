import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type { DepartmentDashboardResponse, PublicCompleteResponse, PublicTaskResponse } from '@shared/schemas/onboarding-responses';
import { api } from '@client/lib/api';

/** The token-link calls (docs/spec/doc3.md §7.5): no bearer unless a signed-in recruiter opens a dashboard without a key. */

export const fetchPublicTask = (uuid: string, signal?: AbortSignal) =>
  api.get<PublicTaskResponse>(`/onboarding/task/${encodeURIComponent(uuid)}/`, { auth: false, signal });

export const completePublicTask = (uuid: string) =>
  api.post<PublicCompleteResponse>(`/onboarding/task/${encodeURIComponent(uuid)}/`, undefined, { auth: false });

export interface DepartmentAccess {
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

export function fetchDepartmentDashboard(a: DepartmentAccess, filters: DepartmentFilters, signal?: AbortSignal) {
  return api.get<DepartmentDashboardResponse>(`/onboarding/department/${encodeURIComponent(a.id)}/tasks/`, {
    ...accessOpts(a),
    signal,
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      priority: filters.priority === 'all' ? undefined : filters.priority,
      key: a.key ?? undefined,
    },
  });
}

export const updateDepartmentTaskStatus = (a: DepartmentAccess, taskId: number, status: TaskStatus) =>
  api.post(
    `/onboarding/department/${encodeURIComponent(a.id)}/tasks/${taskId}/status/`,
    { status, key: a.key ?? undefined },
    accessOpts(a),
  );
