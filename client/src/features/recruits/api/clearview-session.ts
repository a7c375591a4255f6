import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { ClearviewSessionDetail } from '@shared/schemas/clearview';
import { recruitKeys } from './recruits';

/** The recruit's newest ClearView session: the recruiter's own link into a scheduled session. */
export const clearviewSessionKeys = {
  latest: (recruitId: number | undefined) => [...recruitKeys.all, 'latest-clearview', recruitId] as const,
};

/** The newest session (with its token), or null when there is none or it cannot be read: the link is then simply not offered. */
async function fetchLatestClearviewSession(recruitId: number, signal: AbortSignal): Promise<ClearviewSessionDetail | null> {
  try {
    return await api.get<ClearviewSessionDetail>('/clearview-sessions/by_recruit/', { query: { recruit_id: recruitId }, signal });
  } catch {
    return null;
  }
}

/** Read only while the recruit is at clearview_scheduled, the one status whose next step opens the session. */
export function useLatestClearviewSession(recruitId: number | undefined, scheduled: boolean) {
  return useQuery({
    queryKey: clearviewSessionKeys.latest(recruitId),
    queryFn: ({ signal }) => fetchLatestClearviewSession(recruitId as number, signal),
    enabled: recruitId !== undefined && scheduled,
  });
}
