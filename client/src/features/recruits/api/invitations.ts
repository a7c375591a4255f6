import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { InviteResponse, ScheduleClearviewBody, ScheduleClearviewResponse } from '@shared/schemas/recruits';
import { clearviewSessionKeys } from './clearview-session';
import { afterRecruitAction, type WriteConfig } from './recruits';

const sendAcceptanceInvite = (id: number) => api.post<InviteResponse>(`/recruits/${id}/send_acceptance_invite/`);
const scheduleClearview = (id: number, body: ScheduleClearviewBody) =>
  api.post<ScheduleClearviewResponse>(`/recruits/${id}/schedule_clearview/`, body);

/**
 * A fresh acceptance link, e-mailed to the recruit. Nothing the screens read changes (the status
 * stays), so nothing reloads; Recruit Details tells the outcome in its banner, so no toast.
 */
export function useSendAcceptanceInvite(recruitId: number, config: WriteConfig<InviteResponse> = {}) {
  return useMutation({
    mutationFn: () => sendAcceptanceInvite(recruitId),
    onSuccess: (data) => config.onSuccess?.(data, undefined),
    onError: config.onError,
  });
}

/** Schedule (or re-schedule) ClearView: the new session is the recruit's latest, then every read on screen again. */
export function useScheduleClearview(recruitId: number, config: WriteConfig<ScheduleClearviewResponse, ScheduleClearviewBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleClearviewBody) => scheduleClearview(recruitId, body),
    meta: { errorToast: 'Failed to schedule session', serverText: true, formFields: ['scheduledDate', 'meetingLink'] },
    onSuccess: (result, body) => {
      queryClient.setQueryData(clearviewSessionKeys.latest(recruitId), result.session);
      afterRecruitAction(queryClient);
      config.onSuccess?.(result, body);
    },
  });
}
