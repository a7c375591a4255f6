import { useQuery } from '@tanstack/react-query';
import type { RecruitStats } from '@shared/schemas/recruit-responses';
import { api } from './api';

/**
 * GET /recruits/stats/: the pipeline's figures from the server. The Overview's cards, the sidebar's
 * phase counts and the pipeline's counters all read this one query (docs/dashboard.md). Its key sits
 * under 'recruits', so invalidating the recruit screens' queries refreshes it too.
 */
export const recruitStatsKey = ['recruits', 'stats'] as const;

/** docs/spec/doc2.md §8: stats load failures are logged only. */
export const useRecruitStats = () =>
  useQuery({
    queryKey: recruitStatsKey,
    queryFn: ({ signal }) => api.get<RecruitStats>('/recruits/stats/', { signal }),
    staleTime: 30_000,
  });
