import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { DiscoveryModule } from '@shared/domain/discovery-modules';
import type { EnableDiscoveryResponse, Recruit } from '@shared/schemas/recruits';
import { afterRecruitAction, patchRecruitStatus, type WriteConfig } from './recruits';

const enableDiscoveryAccess = (id: number, modules: DiscoveryModule[]) =>
  api.post<EnableDiscoveryResponse>(`/recruits/${id}/enable_discovery_access/`, { modules });

type EnableRequest = {
  modules: DiscoveryModule[];
  /**
   * Phase Management asked for discovery_access_expanded: enabling moves the recruit there only at
   * clearview_completed, so from a later stage (nurture, calls, proforma) the move follows as a plain change.
   */
  moveToExpanded?: boolean;
};

/** What enabling did: the access and its message, and the follow-up move when one was asked for and needed. */
export type EnableOutcome = EnableDiscoveryResponse & {
  move: { recruit: Recruit; error?: undefined } | { recruit?: undefined; error: unknown } | null;
};

/**
 * Enable discovery access (the recruit gets the tools-ready e-mail; at clearview_completed the status
 * follows), then the status move when asked for. A failed move leaves the access enabled and is
 * told apart (`move.error`). Recruit Details tells every outcome in its banner, so no toast.
 */
export function useEnableDiscoveryAccess(recruitId: number, config: WriteConfig<EnableOutcome, EnableRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ modules, moveToExpanded }: EnableRequest): Promise<EnableOutcome> => {
      const enabled = await enableDiscoveryAccess(recruitId, modules);
      if (!moveToExpanded || enabled.recruit.status === 'discovery_access_expanded') return { ...enabled, move: null };
      try {
        return { ...enabled, move: { recruit: await patchRecruitStatus(recruitId, 'discovery_access_expanded') } };
      } catch (error) {
        return { ...enabled, move: { error } };
      }
    },
    onSuccess: (outcome, request) => {
      afterRecruitAction(queryClient, outcome.move?.recruit ?? outcome.recruit);
      config.onSuccess?.(outcome, request);
    },
    onError: config.onError,
  });
}
