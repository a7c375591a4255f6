import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardSummaryResponse, DashboardTask } from '@shared/schemas/onboarding-responses';
import { isAbortError } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { fetchTaskSummary, fetchTasks, type TaskFilters } from './api';

const SEARCH_DEBOUNCE_MS = 300;

/** Tasks and their summary for the current filters; reloads on change (search debounced). */
export function useTaskDashboard(filters: TaskFilters) {
  const [tasks, setTasks] = useState<DashboardTask[] | null>(null);
  const [total, setTotal] = useState(0);
  const [overview, setOverview] = useState<DashboardSummaryResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filters.search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters.search]);

  const { department, status, priority, recruit } = filters;
  const load = useCallback(async () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const current = { department, status, priority, recruit, search };
    setLoading(true);
    try {
      const [list, summary] = await Promise.all([fetchTasks(current, ctrl.signal), fetchTaskSummary(current, ctrl.signal)]);
      setTasks(list.tasks);
      setTotal(list.count);
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
  }, [department, status, priority, recruit, search]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  return { tasks, total, overview, error, loading, reload: load };
}
