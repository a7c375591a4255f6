import type { RequestStatus } from '@shared/domain/onboarding';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding';
import type { ApprovalBody, InitiateProcessBody, RecruiterRequestBody } from '@shared/schemas/onboarding';
import type {
  ApprovalResponse,
  CreateFromTemplatesResponse,
  OnboardingProcess,
  OnboardingRequest,
  RejectResponse,
  RequestListResponse,
} from '@shared/schemas/onboarding-responses';
import type { MessageResponse } from '@shared/schemas/common';
import { toastRequestError } from '@client/components/onboarding-request';
import { api } from '@client/lib/api';
import { useRowAction } from '@client/lib/use-row-action';
import { type OnboardingWriteConfig, useOnboardingWrite, useRefreshOnboarding } from './onboarding-keys';

/** Onboarding requests and the starts that make tasks (docs/spec/doc3.md §7.2). */
const BASE = '/onboarding/api/requests';

export interface RequestFilter {
  status: RequestStatus | 'all';
  search: string;
  recruit?: string;
}

export const fetchRequests = (f: RequestFilter, signal?: AbortSignal) =>
  api.get<RequestListResponse>(`${BASE}/`, {
    query: { status: f.status === 'all' ? undefined : f.status, search: f.search.trim(), recruit: f.recruit },
    signal,
  });

const createRequest = (body: RecruiterRequestBody) => api.post<OnboardingRequest>(`${BASE}/create_by_recruiter/`, body);

type ApprovalPayload = NonNullable<ApprovalBody> & { id: number };
const approveRequest = ({ id, ...body }: ApprovalPayload) => api.post<ApprovalResponse>(`${BASE}/${id}/approve_with_templates/`, body);

const rejectRequest = (id: number) => api.post<RejectResponse>(`${BASE}/${id}/reject/`);

const deleteRequest = (id: number) => api.delete<MessageResponse>(`${BASE}/${id}/delete_request/`);

/** Staff start onboarding: an approved request, the process and the chosen tasks (POST processes/initiate/). */
const initiateOnboarding = (body: InitiateProcessBody) => api.post<OnboardingProcess>('/onboarding/api/processes/initiate/', body);

type AddTasksPayload = { process: number; template_ids: number[]; task_notes: Record<string, string> };
/** Tasks for a process that has none yet (an onboarding started before every start made tasks). */
const addTasks = (body: AddTasksPayload) => api.post<CreateFromTemplatesResponse>('/onboarding/api/tasks/create_from_templates/', body);

/** Create Request; a refusal's field errors go to the form, any other failure is toasted with the recruit's reason. */
export function useCreateRequest(config: OnboardingWriteConfig<OnboardingRequest, RecruiterRequestBody> = {}) {
  return useOnboardingWrite(
    createRequest,
    { done: 'Onboarding request created successfully' },
    {
      ...config,
      onError: (err) => {
        config.onError?.(err);
        toastRequestError(err, 'Failed to create request');
      },
    },
  );
}

/** Approve with the chosen templates; the server's refusal of the choice shows above the chooser. */
export const useApproveRequest = (config?: OnboardingWriteConfig<ApprovalResponse, ApprovalPayload>) =>
  useOnboardingWrite(
    approveRequest,
    {
      done: ONBOARDING_MESSAGES.requestApproved,
      meta: { errorToast: 'Failed to approve request', serverText: true, formFields: ['departments'] },
    },
    config,
  );

/** Reject (one click) and Delete on a request card: the card is busy meanwhile, the outcome toasted. */
export function useRequestDecisions() {
  const { busyId, run } = useRowAction(useRefreshOnboarding());
  return {
    busyId,
    reject: (id: number) => run(id, () => rejectRequest(id), 'Request rejected', 'Failed to reject request'),
    remove: (id: number) => run(id, () => deleteRequest(id), 'Request deleted', 'Failed to delete request'),
  };
}

/** Initiate Onboarding from Recruit Details (docs/onboarding.md, "Every start makes tasks"). */
export const useInitiateOnboarding = (config?: OnboardingWriteConfig<OnboardingProcess, InitiateProcessBody>) =>
  useOnboardingWrite(
    initiateOnboarding,
    {
      done: 'Onboarding initiated successfully',
      meta: { errorToast: 'Failed to initiate onboarding', serverText: true, formFields: ['departments'] },
    },
    config,
  );

/** Add Tasks to a process that has none. */
export const useAddTasks = (config?: OnboardingWriteConfig<CreateFromTemplatesResponse, AddTasksPayload>) =>
  useOnboardingWrite(
    addTasks,
    { done: 'Tasks created', meta: { errorToast: 'Failed to add tasks', serverText: true, formFields: ['template_ids'] } },
    config,
  );
