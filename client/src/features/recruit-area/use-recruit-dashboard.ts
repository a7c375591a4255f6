import { useCallback, useEffect, useState } from 'react';
import type { DiscoveryAccessItem, Recruit } from '@shared/schemas/recruit-responses';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { fetchDiscoveryAccess, fetchMe, fetchRecruit, trackDashboardVisit } from './onboarding-api';

export const NO_RECRUIT_PROFILE = 'No recruit profile found. Please contact your recruiter.';

/**
 * The signed-in recruit's record and discovery access: /auth/me/ gives the recruit id, then the
 * recruit itself (docs/spec/doc2.md §7). Errors are kept for the error panel and toasted.
 */
export function useRecruitDashboard() {
  const [recruit, setRecruit] = useState<Recruit | null>(null);
  const [discovery, setDiscovery] = useState<DiscoveryAccessItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (opts: { visit?: boolean } = {}) => {
    setLoading(true);
    try {
      const me = await fetchMe();
      if (!me.recruit_id) {
        setRecruit(null);
        setError(NO_RECRUIT_PROFILE);
        toast.error(NO_RECRUIT_PROFILE, { id: 'recruit-dashboard-load' });
        return;
      }
      const [record, access] = await Promise.all([fetchRecruit(me.recruit_id), fetchDiscoveryAccess()]);
      setRecruit(record);
      setDiscovery(access);
      setError(null);
      if (opts.visit) {
        trackDashboardVisit(record.id, {
          timestamp: new Date().toISOString(),
          profile_completion: record.profile_completion_percentage,
          discovery_enabled: access?.is_enabled ?? false,
        });
      }
    } catch (err) {
      const text = errorText(err, 'Failed to load dashboard data');
      setError(text);
      toast.error(text, { id: 'recruit-dashboard-load' });
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load({ visit: true });
  }, [load]);

  return { recruit, discovery, error, loading, reload: () => load() };
}
