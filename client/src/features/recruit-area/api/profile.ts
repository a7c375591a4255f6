import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { type ProfileData, saveMessage } from '@shared/domain/profile';
import type { ProfileCompletionResponse } from '@shared/schemas/profile';
import { dashboardKeys } from './dashboard';

/** Complete Your Profile (docs/spec/doc2.md §7 "Recruit area"; docs/profile.md). */
const profileKeys = { of: (recruitId: number | null) => ['recruit-area', 'profile', recruitId] as const };

const fetchProfile = (recruitId: number, signal?: AbortSignal) =>
  api.get<ProfileCompletionResponse>(`/recruits/${recruitId}/profile_completion/`, { signal });

/**
 * The recruit's profile with its completion (null: no recruit yet, nothing is read). The profile
 * page toasts a failure; the dashboard's card just leaves the figures out.
 */
export const useProfile = (recruitId: number | null, { toastFailure = false } = {}) =>
  useQuery({
    queryKey: profileKeys.of(recruitId),
    queryFn: ({ signal }) => fetchProfile(recruitId as number, signal),
    enabled: recruitId !== null,
    meta: toastFailure ? { errorToast: 'Failed to load profile data', toastId: 'profile-load' } : undefined,
  });

/** Saves the four groups; the answer is the cached profile, and the dashboard's percentage follows. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recruitId, body }: { recruitId: number; body: ProfileData }) =>
      api.post<ProfileCompletionResponse>(`/recruits/${recruitId}/save_profile_completion/`, body),
    meta: { errorToast: 'Failed to save profile', serverText: true, formFields: 'all' },
    onSuccess: (saved, { recruitId }) => {
      toast.success(saveMessage(saved.completion_percentage));
      queryClient.setQueryData(profileKeys.of(recruitId), saved);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
