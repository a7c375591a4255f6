import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import { useDebounced } from '@client/lib/use-debounced';
import { fetchTaskSummary, fetchTasks, type TaskFilters, type TaskPage } from './api';

/**
 * The task dashboard's query keys (docs/client.md, "Server state"): each key holds the filters, so
 * new filters are a new query. Whoever changes tasks (an approval, a status change) invalidates `all`.
 */
export const taskDashboardKeys = {
  all: ['task-dashboard'] as const,
  list: (filters: TaskFilters) => [...taskDashboardKeys.all, 'list', filters] as const,
  summary: (filters: TaskFilters) => [...taskDashboardKeys.all, 'summary', filters] as const,
};

/** The pages in order, each task once (a task can move between pages when its status changes). */
function mergePages(pages: TaskPage[]): DashboardTask[] {
  const byId = new Map<number, DashboardTask>();
  for (const task of pages.flatMap((p) => p.tasks)) if (!byId.has(task.id)) byId.set(task.id, task);
  return [...byId.values()];
}

const LOAD_FAILED = 'Failed to load tasks';
const FAILED = { errorToast: LOAD_FAILED, toastId: 'tasks-load-failed' };

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
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left for other filters is dropped, so coming back to them starts at the first page again.
    gcTime: 0,
    meta: FAILED,
  });
  const summary = useQuery({
    queryKey: taskDashboardKeys.summary(current),
    queryFn: ({ signal }) => fetchTaskSummary(current, signal),
    placeholderData: keepPreviousData,
    meta: FAILED,
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
