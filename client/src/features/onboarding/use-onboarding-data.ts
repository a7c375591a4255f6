import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, OnboardingRequest, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import type { OnboardingReadyRecruit } from '@shared/schemas/recruit-responses';
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

async function loadOnboardingData(filter: RequestFilter, signal: AbortSignal): Promise<OnboardingData> {
  const [requests, recruits, departments, templates, workstreams] = await Promise.all([
    fetchRequests(filter, signal),
    fetchEligibleRecruits(signal),
    fetchDepartments(signal),
    fetchTemplates(signal),
    fetchWorkstreams(signal),
  ]);
  return { requests: requests.results, requestCount: requests.count, recruits, departments, templates, workstreams };
}

const LOAD_FAILED = 'Failed to load data';

/**
 * Requests (with the filter), eligible recruits, departments, templates and workstreams, loaded
 * together as docs/spec/doc3.md §7.6 describes; any failure is 'Failed to load data'.
 */
export function useOnboardingData(filter: RequestFilter) {
  const queryClient = useQueryClient();
  const search = useDebounced(filter.search);
  const current: RequestFilter = { status: filter.status, search, recruit: filter.recruit };
  const query = useQuery({
    queryKey: ['onboarding', 'overview', current],
    queryFn: ({ signal }) => loadOnboardingData(current, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: LOAD_FAILED, toastId: 'onboarding-load-failed' },
  });
  return {
    data: query.data ?? null,
    error: query.error ? LOAD_FAILED : null,
    loading: query.isFetching,
    // After a change: everything under 'onboarding' (an approval also adds tasks to the task list).
    reload: () => queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
  };
}
