import { useMutation } from '@tanstack/react-query';
import { api, errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import type { ProfileImage } from '@shared/schemas/profile';

function uploadProfileImage(recruitId: number, file: File): Promise<ProfileImage> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ProfileImage>(`/recruits/${recruitId}/profile_images/`, form);
}

/**
 * One image of the profile, stored at once; the profile refers to it from its next save
 * (docs/profile.md, "Images"). Nothing cached changes until then.
 */
export const useUploadProfileImage = (recruitId: number) =>
  useMutation({
    mutationFn: (file: File) => uploadProfileImage(recruitId, file),
    onError: (err) => toast.error(errorText(err, 'Failed to upload the image')),
  });
