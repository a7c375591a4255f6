import { api } from '@client/lib/api';
import type { ProfileData } from '@shared/domain/profile';
import type { ProfileCompletionResponse, ProfileImage } from '@shared/schemas/profile';

/** Complete Your Profile's calls (docs/spec/doc2.md §7 "Recruit area"; docs/profile.md). */
export const fetchProfile = (recruitId: number, signal?: AbortSignal) =>
  api.get<ProfileCompletionResponse>(`/recruits/${recruitId}/profile_completion/`, { signal });

export const saveProfile = (recruitId: number, body: ProfileData) =>
  api.post<ProfileCompletionResponse>(`/recruits/${recruitId}/save_profile_completion/`, body);

export function uploadProfileImage(recruitId: number, file: File): Promise<ProfileImage> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ProfileImage>(`/recruits/${recruitId}/profile_images/`, form);
}
