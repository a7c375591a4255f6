import type { RequestStatus } from '@shared/domain/onboarding';
import type { ApprovalResponse, OnboardingProcess, OnboardingRequest } from '@shared/schemas/onboarding-responses';
import type { OnboardingReadyRecruit } from '@shared/schemas/recruit-responses';
import { api, listOf } from '@client/lib/api';

/** Onboarding requests and the recruits eligible for one (docs/spec/doc3.md §7.2). */
const BASE = '/onboarding/api/requests';

export interface RequestFilter {
  status: RequestStatus | 'all';
  search: string;
  recruit?: string;
}

export async function fetchRequests(f: RequestFilter, signal?: AbortSignal) {
  const data = await api.get<{ results: OnboardingRequest[]; count?: number }>(`${BASE}/`, {
    query: { status: f.status === 'all' ? undefined : f.status, search: f.search.trim(), recruit: f.recruit },
    signal,
  });
  const results = listOf<OnboardingRequest>(data);
  return { results, count: typeof data?.count === 'number' ? data.count : results.length };
}

export async function fetchEligibleRecruits(signal?: AbortSignal): Promise<OnboardingReadyRecruit[]> {
  return listOf<OnboardingReadyRecruit>(await api.get('/recruits/onboarding_ready/', { signal }));
}

/** The create form's payload (docs/spec/doc3.md §7.2 create_by_recruiter); empty numbers are left out. */
interface NewRequestPayload {
  recruit_id: number;
  preferred_start_date?: string;
  current_company?: string;
  current_role?: string;
  years_experience?: number;
  has_team: boolean;
  team_size?: number;
  current_volume?: string;
  special_requirements?: string;
  notes?: string;
}

export const createRequest = (body: NewRequestPayload) => api.post<OnboardingRequest>(`${BASE}/create_by_recruiter/`, body);

interface ApprovalPayload {
  departments: Array<{ id: number; template_ids: number[] }>;
  task_notes: Record<string, string>;
}

export const approveRequest = (id: number, body: ApprovalPayload) =>
  api.post<ApprovalResponse>(`${BASE}/${id}/approve_with_templates/`, body);

export const rejectRequest = (id: number) => api.post(`${BASE}/${id}/reject/`);

export const deleteRequest = (id: number) => api.delete(`${BASE}/${id}/delete_request/`);

/** What a start chooses: per department the template ids, and a note per template (docs/onboarding.md). */
type TaskChoiceBody = { departments: { id: number; template_ids: number[] }[]; task_notes: Record<string, string> };

/** Staff start onboarding: an approved request, the process and the chosen tasks (POST processes/initiate/). */
export const initiateOnboarding = (recruit: number, body: TaskChoiceBody & { notes: string }) =>
  api.post<OnboardingProcess>('/onboarding/api/processes/initiate/', { recruit, ...body });

/** Tasks for a process that has none yet (an onboarding started before every start made tasks). */
export const addTasks = (process: number, body: { template_ids: number[]; task_notes: Record<string, string> }) =>
  api.post('/onboarding/api/tasks/create_from_templates/', { process, ...body });
