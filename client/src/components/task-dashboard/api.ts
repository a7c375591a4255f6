import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type { DashboardSummaryResponse, DashboardTask } from '@shared/schemas/onboarding-responses';
import { api, listOf } from '@client/lib/api';

/** The recruiter's task dashboard calls (doc3 §7.4). */
const BASE = '/onboarding/api/tasks';
export const TASK_PAGE_SIZE = 50;

export interface TaskFilters {
  department: string;
  status: TaskStatus | 'all';
  priority: TaskPriority | 'all';
  search: string;
  /** Limits everything to one recruit (/dashboard/onboarding?recruit=…). */
  recruit?: string;
}

export const EMPTY_FILTERS: TaskFilters = { department: 'all', status: 'all', priority: 'all', search: '' };

function filterQuery(f: TaskFilters) {
  const pick = (v: string | undefined) => (v && v !== 'all' ? v : undefined);
  return {
    department: pick(f.department),
    status: pick(f.status),
    priority: pick(f.priority),
    search: f.search.trim() || undefined,
    recruit: pick(f.recruit),
  };
}

/** The first page (50) of matching tasks and how many match in all. */
export async function fetchTasks(f: TaskFilters, signal?: AbortSignal): Promise<{ tasks: DashboardTask[]; count: number }> {
  const data = await api.get<{ count?: number }>(`${BASE}/`, { query: { ...filterQuery(f), page_size: TASK_PAGE_SIZE }, signal });
  const tasks = listOf<DashboardTask>(data);
  return { tasks, count: typeof data?.count === 'number' ? data.count : tasks.length };
}

export function fetchTaskSummary(f: TaskFilters, signal?: AbortSignal) {
  return api.get<DashboardSummaryResponse>(`${BASE}/dashboard_summary/`, { query: filterQuery(f), signal });
}

export const completeTask = (id: number) => api.post(`${BASE}/${id}/complete/`);

export const updateTaskStatus = (id: number, status: TaskStatus) => api.post(`${BASE}/${id}/update_status/`, { status });
