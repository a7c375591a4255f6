import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { NurtureOverview } from '@shared/schemas/nurture';
import { nurtureKeys } from './nurture-keys';

/** The Nurture screen's tiles, recruits, e-mail tracking and progress (GET /nurture/dashboard/overview/). */
const overviewKeys = { all: [...nurtureKeys.all, 'overview'] as const };

const fetchOverview = (signal?: AbortSignal) => api.get<NurtureOverview>('/nurture/dashboard/overview/', { signal });

export const useNurtureOverview = () =>
  useQuery({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => fetchOverview(signal),
    meta: { errorToast: 'Failed to load nurture data' },
  });
