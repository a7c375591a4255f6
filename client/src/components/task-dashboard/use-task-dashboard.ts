import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardSummaryResponse, DashboardTask } from '@shared/schemas/onboarding-responses';
import { isAbortError } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useDebounced } from '@client/lib/use-debounced';
import { fetchTaskSummary, fetchTasks, type TaskFilters, type TaskPage } from './api';

/** The pages in order, each task once (a task can move between pages when its status changes). */
function mergePages(pages: TaskPage[]): DashboardTask[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.tasks).filter((t) => !seen.has(t.id) && (seen.add(t.id), true));
}

/**
 * Tasks and their summary for the current filters; reloads on change (search debounced).
 * `loadMore` appends the API's next page; `reload` (after an action) re-reads every page shown.
 */
export function useTaskDashboard(filters: TaskFilters) {
  const [tasks, setTasks] = useState<DashboardTask[] | null>(null);
  const [total, setTotal] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [pagesShown, setPagesShown] = useState(1);
  const [overview, setOverview] = useState<DashboardSummaryResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const search = useDebounced(filters.search);
  const controller = useRef<AbortController | null>(null);

  /** A fresh controller for the next call; whatever was in flight is for stale filters. */
  const begin = () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    return ctrl;
  };

  const { department, status, priority, recruit } = filters;
  const readPages = useCallback(
    async (pageCount: number) => {
      const ctrl = begin();
      const current = { department, status, priority, recruit, search };
      setLoading(true);
      try {
        const pageNumbers = Array.from({ length: pageCount }, (_, i) => i + 1);
        const [summary, ...pages] = await Promise.all([
          fetchTaskSummary(current, ctrl.signal),
          ...pageNumbers.map((n) => fetchTasks(current, n, ctrl.signal)),
        ]);
        const last = pages[pages.length - 1];
        setTasks(mergePages(pages));
        setTotal(last.count);
        setHasMore(last.hasMore);
        setPagesShown(pageCount);
        setOverview(summary);
        setError(null);
      } catch (err) {
        if (isAbortError(err)) return;
        console.warn('Failed to load tasks', err);
        setError('Failed to load tasks');
        toast.error('Failed to load tasks', { id: 'tasks-load-failed' });
      } finally {
        if (controller.current === ctrl) setLoading(false);
      }
    },
    [department, status, priority, recruit, search],
  );

  // New filters start again at the first page.
  useEffect(() => {
    void readPages(1);
    return () => controller.current?.abort();
  }, [readPages]);

  const reload = useCallback(() => readPages(pagesShown), [readPages, pagesShown]);

  const loadMore = useCallback(async () => {
    if (!tasks || loading || loadingMore) return;
    const ctrl = begin();
    setLoadingMore(true);
    try {
      const next = await fetchTasks({ department, status, priority, recruit, search }, pagesShown + 1, ctrl.signal);
      const seen = new Set(tasks.map((t) => t.id));
      setTasks([...tasks, ...next.tasks.filter((t) => !seen.has(t.id))]);
      setTotal(next.count);
      setHasMore(next.hasMore);
      setPagesShown(pagesShown + 1);
    } catch (err) {
      if (isAbortError(err)) return;
      console.warn('Failed to load more tasks', err);
      toast.error('Failed to load more tasks', { id: 'tasks-load-more-failed' });
    } finally {
      // Also when new filters aborted it: the button belongs to the new list then.
      setLoadingMore(false);
    }
  }, [tasks, loading, loadingMore, department, status, priority, recruit, search, pagesShown]);

  return { tasks, total, hasMore, overview, error, loading, loadingMore, reload, loadMore };
}
