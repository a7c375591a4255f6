import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { Recruit, RecruitOwnerList } from '@shared/schemas/recruits';
import { afterRecruitAction, recruitKeys } from './recruits';

/** Who a recruit can be assigned to (docs/team.md, "Who sees which recruit"): active admins and recruiters. */
const ownersKey = [...recruitKeys.all, 'owners'] as const;

const fetchOwners = (signal: AbortSignal) => api.get<RecruitOwnerList>('/recruits/owners/', { signal });
const reassign = (id: number, recruiter: number | null) => api.patch<Recruit>(`/recruits/${id}/`, { recruiter });

export function useRecruitOwners() {
  return useQuery({
    queryKey: ownersKey,
    queryFn: ({ signal }) => fetchOwners(signal),
    staleTime: 60_000,
    meta: { errorToast: 'Failed to load the team', serverText: true },
  });
}

/** Hands the recruit to another owner (null: unassigned); every screen reads again, as after any action. */
export function useReassignRecruit(recruitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recruiter: number | null) => reassign(recruitId, recruiter),
    meta: { errorToast: 'Failed to change the owner', serverText: true },
    onSuccess: (changed) => afterRecruitAction(queryClient, changed),
  });
}
