import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Department, OnboardingRequest, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import type { OnboardingReadyRecruit, OnboardingReadyResponse } from '@shared/schemas/recruit-responses';
import { api } from '@client/lib/api';
import { useDebounced } from '@client/lib/use-debounced';
import { onboardingKeys } from './onboarding-keys';
import { fetchRequests, type RequestFilter } from './requests';
import { fetchDepartments, fetchTemplates, fetchWorkstreams, LOAD_FAILED } from './setup';

/** /dashboard/onboarding's reads (docs/spec/doc3.md §7.6), loaded together. */

const fetchEligibleRecruits = async (signal?: AbortSignal) =>
  (await api.get<OnboardingReadyResponse>('/recruits/onboarding_ready/', { signal })).results;

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

/**
 * Requests (with the filter, search debounced), eligible recruits, departments, templates and
 * workstreams, loaded together as docs/spec/doc3.md §7.6 describes; any failure is 'Failed to load data'.
 */
export function useOnboardingData(filter: RequestFilter) {
  const search = useDebounced(filter.search);
  const current: RequestFilter = { status: filter.status, search, recruit: filter.recruit };
  return useQuery({
    queryKey: [...onboardingKeys.all, 'overview', current],
    queryFn: ({ signal }) => loadOnboardingData(current, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: LOAD_FAILED, toastId: 'onboarding-load-failed' },
  });
}
