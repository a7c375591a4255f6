import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { Recruit, TimelineEntry, TimelineResponse } from '@shared/schemas/recruits';
import { recruitKeys } from './recruits';

/** A recruit's stage history; a status change adds an entry, so the key holds the status and the timeline reloads with it. */
const timelineKeys = {
  of: (recruit: Pick<Recruit, 'id' | 'status'>) => [...recruitKeys.all, 'timeline', recruit.id, recruit.status] as const,
};

const fetchTimeline = (id: number, signal: AbortSignal) => api.get<TimelineResponse>(`/recruits/${id}/timeline/`, { signal });

/** The recruit's stages, newest first; docs/spec/doc1.md §8: a failed load is only logged. */
export function useRecruitTimeline(recruit: Pick<Recruit, 'id' | 'status'>) {
  return useQuery({
    queryKey: timelineKeys.of(recruit),
    queryFn: async ({ signal }): Promise<TimelineEntry[]> => [...(await fetchTimeline(recruit.id, signal)).results].reverse(),
  });
}
