import type { PublicUser } from '@shared/schemas/auth';
import type { DiscoveryAccessItem, Recruit } from '@shared/schemas/recruit-responses';
import type { UpcomingResponse } from '@shared/schemas/scheduling';
import { api, listOf } from '@client/lib/api';

/** The recruit dashboard's calls (docs/spec/doc2.md §7 "Recruit area"). */

export const fetchMe = () => api.get<PublicUser>('/auth/me/');

export const fetchRecruit = (id: number) => api.get<Recruit>(`/recruits/${id}/`);

/** The recruit's booked ClearView session, calls and proforma sessions (docs/scheduling.md, "Upcoming sessions"). */
export const fetchUpcoming = (signal?: AbortSignal) => api.get<UpcomingResponse>('/scheduling/upcoming/', { signal });

/** A failure counts as "no access" (docs/spec/doc2.md §8: discovery access load failure = disabled). */
export async function fetchDiscoveryAccess(): Promise<DiscoveryAccessItem | null> {
  try {
    return listOf<DiscoveryAccessItem>(await api.get('/discovery-access/'))[0] ?? null;
  } catch (err) {
    console.warn('Failed to load discovery access', err);
    return null;
  }
}

/** Reports the visit (docs/spec/doc2.md §4); failures only logged. */
export function trackDashboardVisit(recruitId: number, details: Record<string, unknown>): void {
  api
    .post(`/recruits/${recruitId}/track_activity/`, { activity_type: 'dashboard_visit', details })
    .catch((err) => console.warn('Failed to record the dashboard visit', err));
}
