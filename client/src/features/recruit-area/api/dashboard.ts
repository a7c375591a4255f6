import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, errorText } from '@client/lib/api';
import { NO_RECRUIT_PROFILE } from '@shared/domain/recruit-access';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { fetchMe } from './account';
import { fetchDiscoveryAccess } from './discovery';

/** The recruit dashboard's record: the recruit and its discovery access (docs/spec/doc2.md §7 "Recruit area"). */
export const dashboardKeys = { all: ['recruit-area', 'dashboard'] as const };

const LOAD_FAILED = 'Failed to load dashboard data';

const fetchRecruit = (id: number) => api.get<Recruit>(`/recruits/${id}/`);

/** /auth/me/ gives the recruit id, then the recruit itself and its discovery access (docs/spec/doc2.md §7). */
async function loadDashboard() {
  const me = await fetchMe();
  if (!me.recruit_id) throw new Error(NO_RECRUIT_PROFILE);
  const [recruit, discovery] = await Promise.all([fetchRecruit(me.recruit_id), fetchDiscoveryAccess()]);
  return { recruit, discovery };
}

/** Reports the visit (docs/spec/doc2.md §4); failures only logged. */
function trackDashboardVisit(recruitId: number, details: Record<string, unknown>): void {
  api
    .post(`/recruits/${recruitId}/track_activity/`, { activity_type: 'dashboard_visit', details })
    .catch((err) => console.warn('Failed to record the dashboard visit', err));
}

/**
 * The signed-in recruit's record and the PIN of its discovery access (whether discovery is open is
 * the record's, one answer for every card). Errors are kept for the error panel and toasted; each
 * visit of the dashboard is recorded once, after its first successful load.
 */
export function useRecruitDashboard() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dashboardKeys.all,
    queryFn: loadDashboard,
    meta: { errorToast: LOAD_FAILED, serverText: true, toastId: 'recruit-dashboard-load' },
  });
  const visitTracked = useRef(false);
  const { data } = query;
  useEffect(() => {
    if (!data || visitTracked.current) return;
    visitTracked.current = true;
    trackDashboardVisit(data.recruit.id, {
      timestamp: new Date().toISOString(),
      profile_completion: data.recruit.profile_completion_percentage,
      discovery_enabled: data.recruit.discovery_access.is_enabled,
    });
  }, [data]);

  return {
    recruit: data?.recruit ?? null,
    pin: data?.discovery?.pin ?? null,
    error: query.error ? errorText(query.error, LOAD_FAILED) : null,
    loading: query.isFetching,
    /** After an action on the dashboard: every read on it again (the recruit, upcoming sessions, nurture). */
    reload: () => queryClient.invalidateQueries(),
  };
}
