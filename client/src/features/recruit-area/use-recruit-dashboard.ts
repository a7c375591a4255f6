import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NO_RECRUIT_PROFILE } from '@shared/domain/recruit-access';
import { errorText } from '@client/lib/api';
import { fetchDiscoveryAccess, fetchMe, fetchRecruit, trackDashboardVisit } from './onboarding-api';

const LOAD_FAILED = 'Failed to load dashboard data';

/** /auth/me/ gives the recruit id, then the recruit itself and its discovery access (docs/spec/doc2.md §7). */
async function loadDashboard() {
  const me = await fetchMe();
  if (!me.recruit_id) throw new Error(NO_RECRUIT_PROFILE);
  const [recruit, discovery] = await Promise.all([fetchRecruit(me.recruit_id), fetchDiscoveryAccess()]);
  return { recruit, discovery };
}

/**
 * The signed-in recruit's record and discovery access. Errors are kept for the error panel and
 * toasted; each visit of the dashboard is recorded once, after its first successful load.
 */
export function useRecruitDashboard() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['recruit-area', 'dashboard'],
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
      discovery_enabled: data.discovery?.is_enabled ?? false,
    });
  }, [data]);

  return {
    recruit: data?.recruit ?? null,
    discovery: data?.discovery ?? null,
    error: query.error ? errorText(query.error, LOAD_FAILED) : null,
    loading: query.isFetching,
    /** After an action on the dashboard: every read on it again (the recruit, upcoming sessions, nurture). */
    reload: () => queryClient.invalidateQueries(),
  };
}
