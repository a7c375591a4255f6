import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { UpcomingResponse } from '@shared/schemas/scheduling';

/** The recruit's booked ClearView session, calls and proforma sessions (docs/scheduling.md, "Upcoming sessions"). */
const upcomingKeys = { all: ['recruit-area', 'upcoming'] as const };

const fetchUpcoming = (signal?: AbortSignal) => api.get<UpcomingResponse>('/scheduling/upcoming/', { signal });

export const useUpcomingSessions = () =>
  useQuery({
    queryKey: upcomingKeys.all,
    queryFn: ({ signal }) => fetchUpcoming(signal),
    meta: { errorToast: 'Failed to load your upcoming sessions', toastId: 'upcoming-load' },
  });
