import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitiateResponse, OnboardingRequest, ProcessListResponse } from '@shared/schemas/onboarding-responses';
import { type RequestFieldsPayload, toastRequestError } from '@client/components/onboarding-request';
import { api, errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';

/** The recruit's own onboarding: the request, the direct start and the process page (docs/spec/doc2.md §4, §6). */

const recruitOnboardingKeys = {
  all: ['recruit-area', 'onboarding'] as const,
  processes: () => [...recruitOnboardingKeys.all, 'processes'] as const,
};

/** The recruit's own processes (the server limits the list to them). */
const fetchOwnProcesses = async (signal?: AbortSignal) =>
  (await api.get<ProcessListResponse>('/onboarding/api/processes/', { signal })).results;

/** The recruit's own onboarding request (server path: POST /onboarding/api/requests/). */
const submitOnboardingRequest = ({ recruitId, fields }: { recruitId: number; fields: RequestFieldsPayload }) =>
  api.post<OnboardingRequest>('/onboarding/api/requests/', { recruit_id: recruitId, ...fields });

/** Direct start, offered only at clearview_completed (docs/spec/doc2.md §6). */
const initiateOnboarding = (recruitId: number) =>
  api.post<InitiateResponse>('/onboarding/api/requests/initiate_onboarding/', { recruit_id: recruitId, notes: '' });

/** /recruit/onboarding: the recruit's processes (the page shows the first); a failure shows on the page's own panel. */
export const useOwnProcesses = () =>
  useQuery({ queryKey: recruitOnboardingKeys.processes(), queryFn: ({ signal }) => fetchOwnProcesses(signal) });

type PanelConfig = { onSuccess: () => void; onError?: (err: Error) => void };

/** Request Onboarding from the dashboard panel; a refusal's field errors go to the form, any other failure is toasted with the reason. */
export function useSubmitOnboardingRequest(recruitId: number, config: PanelConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RequestFieldsPayload) => submitOnboardingRequest({ recruitId, fields }),
    onSuccess: () => {
      toast.success('Onboarding request submitted successfully!');
      void queryClient.invalidateQueries({ queryKey: recruitOnboardingKeys.all });
      config.onSuccess();
    },
    onError: (err) => {
      config.onError?.(err);
      toastRequestError(err, 'Failed to submit onboarding request');
    },
  });
}

/** Start Onboarding (direct start) from the dashboard panel. */
export function useStartOnboarding(recruitId: number, config: PanelConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => initiateOnboarding(recruitId),
    onSuccess: () => {
      toast.success('Onboarding initiated successfully!');
      void queryClient.invalidateQueries({ queryKey: recruitOnboardingKeys.all });
      config.onSuccess();
    },
    onError: (err) => toast.error(errorText(err, 'Failed to initiate onboarding')),
  });
}
