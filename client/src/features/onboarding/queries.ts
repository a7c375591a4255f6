import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, OnboardingRequest, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import type { OnboardingReadyRecruit } from '@shared/schemas/recruit-responses';
import { taskDashboardKeys } from '@client/components/task-dashboard';
import { ApiError } from '@client/lib/api';
import { useDebounced } from '@client/lib/use-debounced';
import { fetchEligibleRecruits, fetchRequests, type RequestFilter } from './api/requests';
import { fetchDepartments, fetchTemplates, fetchWorkstreams } from './api/setup';
import { type DepartmentAccess, type DepartmentFilters, fetchDepartmentDashboard, fetchPublicTask } from './api/token-links';

/**
 * The onboarding screens' query keys (docs/client.md, "Server state"). Each key holds every argument
 * of its read, so new filters are a new query (the old request aborted through `signal`).
 */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  overview: (filter: RequestFilter) => [...onboardingKeys.all, 'overview', filter] as const,
  /** Every view of one department's dashboard (any key, any filters). */
  departmentDashboard: (id: string) => [...onboardingKeys.all, 'department-dashboard', id] as const,
  // The link's key is part of what is asked: another key is another answer (or a refusal).
  departmentDashboardView: ({ id, key, bearer }: DepartmentAccess, filters: DepartmentFilters) =>
    [...onboardingKeys.departmentDashboard(id), key, bearer, filters.status, filters.priority] as const,
  publicTask: (uuid: string) => [...onboardingKeys.all, 'public-task', uuid] as const,
  templateChoice: () => [...onboardingKeys.all, 'template-choice'] as const,
};

// --- /dashboard/onboarding ---

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

/** The toast and the error panel of the management screen when its data cannot be read. */
export const LOAD_FAILED = 'Failed to load data';

/**
 * Requests (with the filter, search debounced), eligible recruits, departments, templates and
 * workstreams, loaded together as docs/spec/doc3.md §7.6 describes; any failure is 'Failed to load data'.
 */
export function useOnboardingData(filter: RequestFilter) {
  const search = useDebounced(filter.search);
  const current: RequestFilter = { status: filter.status, search, recruit: filter.recruit };
  return useQuery({
    queryKey: onboardingKeys.overview(current),
    queryFn: ({ signal }) => loadOnboardingData(current, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: LOAD_FAILED, toastId: 'onboarding-load-failed' },
  });
}

/**
 * For a mutation's `onSuccess` after a change to requests, departments, templates or workstreams:
 * invalidates every onboarding read and the task dashboard (an approval adds tasks, a department's
 * name shows there). Resolves once the reads on screen have been fetched again.
 */
export function useRefreshOnboarding(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskDashboardKeys.all }),
    ]);
  };
}

/** The departments and templates a start chooses from (the Initiate Onboarding dialog outside this screen). */
export function useTemplateCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.templateChoice(),
    queryFn: async ({ signal }) => {
      const [departments, templates] = await Promise.all([fetchDepartments(signal), fetchTemplates(signal)]);
      return { departments, templates };
    },
    enabled,
    meta: { errorToast: LOAD_FAILED, toastId: 'onboarding-templates-load' },
  });
}

// --- /onboarding/department/{id} ---

async function loadDashboard(access: DepartmentAccess, filters: DepartmentFilters, signal: AbortSignal) {
  const res = await fetchDepartmentDashboard(access, filters, signal);
  if (!res?.success) throw new Error((res as { error?: string } | undefined)?.error || 'Failed to load dashboard');
  return res;
}

/** The department's dashboard for the filters; a failure shows on the Dashboard Error screen, not in a toast. */
export function useDepartmentDashboard(access: DepartmentAccess, filters: DepartmentFilters) {
  return useQuery({
    queryKey: onboardingKeys.departmentDashboardView(access, filters),
    queryFn: ({ signal }) => loadDashboard(access, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** docs/spec/doc3.md §8: the server's error, else 'Failed to load dashboard'; a network failure reads differently. */
export function dashboardError(err: unknown): string {
  if (err instanceof ApiError) return err.fromServer ? err.message : 'Failed to load dashboard';
  if (err instanceof TypeError) return 'Failed to connect to server';
  return err instanceof Error && err.message ? err.message : 'Failed to load dashboard';
}

// --- /onboarding/task/{uuid} ---

async function loadPublicTask(uuid: string, signal: AbortSignal) {
  const data = await fetchPublicTask(uuid, signal);
  if (!data?.success || !data.task) throw new Error('Task not found');
  return data.task;
}

/** The e-mailed task link's task; a failure toasts 'Failed to load task details'. */
export function usePublicTask(uuid: string) {
  return useQuery({
    queryKey: onboardingKeys.publicTask(uuid),
    queryFn: ({ signal }) => loadPublicTask(uuid, signal),
    meta: { errorToast: 'Failed to load task details', toastId: 'task-load-failed' },
  });
}
