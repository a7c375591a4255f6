import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type { DashboardSummaryResponse, DashboardTask, TaskListResponse } from '@shared/schemas/onboarding-responses';
import { api } from '@client/lib/api';
import { useDebounced } from '@client/lib/use-debounced';
import { useRowAction } from '@client/lib/use-row-action';

/** The recruiter's task dashboard (docs/spec/doc3.md §7.4): /dashboard/tasks and the All Tasks tab. */
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

/**
 * The task dashboard's query keys (docs/client.md, "Server state"): each key holds the filters, so
 * new filters are a new query. Whoever changes tasks (an approval, a status change) invalidates `all`.
 */
export const taskDashboardKeys = {
  all: ['task-dashboard'] as const,
  list: (filters: TaskFilters) => [...taskDashboardKeys.all, 'list', filters] as const,
  summary: (filters: TaskFilters) => [...taskDashboardKeys.all, 'summary', filters] as const,
};

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

/** One page (from 1, 50 a page) of matching tasks, in the API's order. */
const fetchTasks = (f: TaskFilters, page: number, signal?: AbortSignal) =>
  api.get<TaskListResponse>(`${BASE}/`, { query: { ...filterQuery(f), page, page_size: TASK_PAGE_SIZE }, signal });

const fetchTaskSummary = (f: TaskFilters, signal?: AbortSignal) =>
  api.get<DashboardSummaryResponse>(`${BASE}/dashboard_summary/`, { query: filterQuery(f), signal });

const completeTask = (id: number) => api.post<DashboardTask>(`${BASE}/${id}/complete/`);

const updateTaskStatus = (id: number, status: TaskStatus) => api.post<DashboardTask>(`${BASE}/${id}/update_status/`, { status });

/** The pages in order, each task once (a task can move between pages when its status changes). */
function mergePages(pages: TaskListResponse[]): DashboardTask[] {
  const byId = new Map<number, DashboardTask>();
  for (const task of pages.flatMap((p) => p.results)) if (!byId.has(task.id)) byId.set(task.id, task);
  return [...byId.values()];
}

const LOAD_FAILED = 'Failed to load tasks';
const FAILED = { errorToast: LOAD_FAILED, toastId: 'tasks-load-failed' };
/**
 * A task is also completed from its public link, outside this screen (often in the tab the row's
 * View link opened): coming back to the screen, and every half minute while it is shown, reads
 * the tasks again, so the completion shows without a reload.
 */
const FRESH_FROM_ELSEWHERE = {
  refetchOnWindowFocus: true,
  refetchInterval: () => (document.hidden ? false : 30_000),
} as const;

/**
 * Tasks and their summary for the current filters; new filters start again at the first page
 * (search debounced). `loadMore` appends the API's next page; `reload` (after an action)
 * invalidates the dashboard, which re-reads every page shown, and the summary.
 */
export function useTaskDashboard(filters: TaskFilters) {
  const queryClient = useQueryClient();
  const search = useDebounced(filters.search);
  const current: TaskFilters = { ...filters, search };
  const list = useInfiniteQuery({
    queryKey: taskDashboardKeys.list(current),
    queryFn: ({ pageParam, signal }) => fetchTasks(current, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left for other filters is dropped, so coming back to them starts at the first page again.
    gcTime: 0,
    meta: FAILED,
    ...FRESH_FROM_ELSEWHERE,
  });
  const summary = useQuery({
    queryKey: taskDashboardKeys.summary(current),
    queryFn: ({ signal }) => fetchTaskSummary(current, signal),
    placeholderData: keepPreviousData,
    meta: FAILED,
    ...FRESH_FROM_ELSEWHERE,
  });

  const pages = list.data?.pages ?? null;
  const last = pages?.[pages.length - 1];
  return {
    tasks: pages && mergePages(pages),
    total: last?.count ?? 0,
    hasMore: list.hasNextPage,
    overview: summary.data ?? null,
    error: list.error || summary.error ? LOAD_FAILED : null,
    loading: (list.isFetching && !list.isFetchingNextPage) || summary.isFetching,
    loadingMore: list.isFetchingNextPage,
    reload: () => queryClient.invalidateQueries({ queryKey: taskDashboardKeys.all }),
    loadMore: async (): Promise<void> => {
      await list.fetchNextPage();
    },
  };
}

/**
 * A row's status change or Complete on the staff dashboard: the row is busy meanwhile, the outcome
 * toasted, and the dashboard read again (every page shown, so the rows stay in order).
 */
export function useTaskActions() {
  const queryClient = useQueryClient();
  const { busyId, run } = useRowAction(() => queryClient.invalidateQueries({ queryKey: taskDashboardKeys.all }));
  return {
    busyId,
    setStatus: (task: DashboardTask, status: TaskStatus) =>
      run(task.id, () => updateTaskStatus(task.id, status), 'Task status updated', 'Failed to update task status'),
    complete: (task: DashboardTask) => run(task.id, () => completeTask(task.id), 'Task completed', 'Failed to complete task'),
  };
}
