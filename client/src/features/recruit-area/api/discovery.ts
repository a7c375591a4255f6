import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@client/lib/api';
import type { DiscoveryModule } from '@shared/domain/discovery-modules';
import type { DiscoveryAccessItem, DiscoveryAccessListResponse } from '@shared/schemas/recruit-responses';
import { fetchMe } from './account';

/** The discovery tools' gate and activity log (docs/spec/doc2.md §7 "Recruit area"; docs/discovery.md). */
const discoveryKeys = { access: ['recruit-area', 'discovery-access'] as const };

/** The recruit's own access row; a failure counts as "no access" (docs/spec/doc2.md §8: discovery access load failure = disabled). */
export async function fetchDiscoveryAccess(): Promise<DiscoveryAccessItem | null> {
  try {
    return (await api.get<DiscoveryAccessListResponse>('/discovery-access/')).results[0] ?? null;
  } catch (err) {
    console.warn('Failed to load discovery access', err);
    return null;
  }
}

/** The recruit's id and discovery access; a failed access load counts as locked (doc2 §8). */
async function loadDiscovery(): Promise<{ recruitId: number | null; modules: DiscoveryModule[]; enabled: boolean }> {
  const [me, access] = await Promise.all([fetchMe(), fetchDiscoveryAccess()]);
  return { recruitId: me.recruit_id, modules: access?.enabled_modules ?? [], enabled: access?.is_enabled ?? false };
}

export const useDiscoveryTools = () => useQuery({ queryKey: discoveryKeys.access, queryFn: loadDiscovery });

type DiscoveryAction = 'page_load' | 'scenario_switch' | 'scenario_update';

/** doc2 §7: page loads, scenario switches and updates are logged; failures are ignored. */
export function logDiscoveryActivity(
  recruit: number,
  module_name: DiscoveryModule,
  action: DiscoveryAction,
  details: Record<string, unknown> = {},
): void {
  api
    .post('/recruiting/api/discovery-activity/log_activity/', { recruit, module_name, action, details })
    .catch((err) => console.warn('Discovery activity not recorded', err));
}

/** The page's own log entries (a tool opened, a scenario switched) for this recruit. */
export function useLogDiscoveryActivity(recruitId: number) {
  return useCallback(
    (module: DiscoveryModule, action: DiscoveryAction, details?: Record<string, unknown>) =>
      logDiscoveryActivity(recruitId, module, action, details),
    [recruitId],
  );
}
