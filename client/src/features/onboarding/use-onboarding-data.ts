import { useCallback, useEffect, useRef, useState } from 'react';
import type { Department, OnboardingRequest, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import type { OnboardingReadyRecruit } from '@shared/schemas/recruit-responses';
import { isAbortError } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useDebounced } from '@client/lib/use-debounced';
import { fetchEligibleRecruits, fetchRequests, type RequestFilter } from './api/requests';
import { fetchDepartments, fetchTemplates, fetchWorkstreams } from './api/setup';

export interface OnboardingData {
  requests: OnboardingRequest[];
  requestCount: number;
  recruits: OnboardingReadyRecruit[];
  departments: Department[];
  templates: TaskTemplate[];
  workstreams: Workstream[];
}

/**
 * Requests (with the filter), eligible recruits, departments, templates and workstreams, loaded
 * together as docs/spec/doc3.md §7.6 describes; any failure is 'Failed to load data'.
 */
export function useOnboardingData(filter: RequestFilter) {
  const [data, setData] = useState<OnboardingData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const search = useDebounced(filter.search);
  const controller = useRef<AbortController | null>(null);

  const { status, recruit } = filter;
  const load = useCallback(async () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setLoading(true);
    try {
      const [requests, recruits, departments, templates, workstreams] = await Promise.all([
        fetchRequests({ status, search, recruit }, ctrl.signal),
        fetchEligibleRecruits(ctrl.signal),
        fetchDepartments(ctrl.signal),
        fetchTemplates(ctrl.signal),
        fetchWorkstreams(ctrl.signal),
      ]);
      setData({ requests: requests.results, requestCount: requests.count, recruits, departments, templates, workstreams });
      setError(null);
    } catch (err) {
      if (isAbortError(err)) return;
      console.warn('Failed to load data', err);
      setError('Failed to load data');
      toast.error('Failed to load data', { id: 'onboarding-load-failed' });
    } finally {
      if (controller.current === ctrl) setLoading(false);
    }
  }, [status, search, recruit]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  return { data, error, loading, reload: load };
}
