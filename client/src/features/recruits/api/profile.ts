import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { ProfileCompletionResponse } from '@shared/schemas/profile';
import { recruitKeys } from './recruits';

/** The recruit's own profile as staff read it (docs/profile.md, "Staff view"). */
const profileKeys = { of: (recruitId: number) => [...recruitKeys.all, 'profile', recruitId] as const };

const fetchProfileCompletion = (id: number, signal: AbortSignal) =>
  api.get<ProfileCompletionResponse>(`/recruits/${id}/profile_completion/`, { signal });

/** The Details tab shows its own line when the profile cannot be loaded, so no toast. */
export const useRecruitProfile = (recruitId: number) =>
  useQuery({ queryKey: profileKeys.of(recruitId), queryFn: ({ signal }) => fetchProfileCompletion(recruitId, signal) });
