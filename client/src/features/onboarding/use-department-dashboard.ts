import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import type { DepartmentDashboardResponse } from '@shared/schemas/onboarding-responses';
import { ApiError, isAbortError } from '@client/lib/api';
import { fetchDepartmentDashboard, type DepartmentAccess } from './api/token-links';

export interface DepartmentFilters {
  status: TaskStatus | 'all';
  priority: TaskPriority | 'all';
}

/** docs/spec/doc3.md §8: the server's error, else 'Failed to load dashboard'; a network failure reads differently. */
function dashboardError(err: unknown): string {
  if (err instanceof ApiError) return err.fromServer ? err.message : 'Failed to load dashboard';
  if (err instanceof TypeError) return 'Failed to connect to server';
  return err instanceof Error && err.message ? err.message : 'Failed to load dashboard';
}

/** The department's dashboard for the filters; `error` holds the text for the Dashboard Error screen. */
export function useDepartmentDashboard(access: DepartmentAccess, filters: DepartmentFilters) {
  const [data, setData] = useState<DepartmentDashboardResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);
  const { id, key, bearer } = access;
  const { status, priority } = filters;

  const load = useCallback(async () => {
    // A newer load (other filters) cancels the one in flight, so a late answer never replaces it.
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setLoading(true);
    try {
      const res = await fetchDepartmentDashboard({ id, key, bearer }, { status, priority }, ctrl.signal);
      if (!res?.success) throw new Error((res as { error?: string } | undefined)?.error || 'Failed to load dashboard');
      setData(res);
      setError(null);
    } catch (err) {
      if (isAbortError(err)) return;
      console.warn('Failed to load dashboard', err);
      setError(dashboardError(err));
    } finally {
      if (controller.current === ctrl) setLoading(false);
    }
  }, [id, key, bearer, status, priority]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  return { data, error, loading, reload: load };
}
