import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type { DashboardSummaryResponse, DashboardTask } from '@shared/schemas/onboarding-responses';
import { api, listOf } from '@client/lib/api';

/** The recruiter's task dashboard calls (docs/spec/doc3.md §7.4). */
const BASE = '/onboarding/api/tasks';
const TASK_PAGE_SIZE = 50;

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

export interface TaskPage {
  tasks: DashboardTask[];
  /** How many tasks match in all. */
  count: number;
  /** Whether the API has a further page (its `next` is not null). */
  hasMore: boolean;
}

/** One page (from 1, 50 a page) of matching tasks, in the API's order. */
export async function fetchTasks(f: TaskFilters, page: number, signal?: AbortSignal): Promise<TaskPage> {
  const data = await api.get<{ count?: number; next?: string | null }>(`${BASE}/`, {
    query: { ...filterQuery(f), page, page_size: TASK_PAGE_SIZE },
    signal,
  });
  const tasks = listOf<DashboardTask>(data);
  const count = typeof data?.count === 'number' ? data.count : tasks.length;
  return { tasks, count, hasMore: data?.next != null };
}

export function fetchTaskSummary(f: TaskFilters, signal?: AbortSignal) {
  return api.get<DashboardSummaryResponse>(`${BASE}/dashboard_summary/`, { query: filterQuery(f), signal });
}

export const completeTask = (id: number) => api.post(`${BASE}/${id}/complete/`);

export const updateTaskStatus = (id: number, status: TaskStatus) => api.post(`${BASE}/${id}/update_status/`, { status });
