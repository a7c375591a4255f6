import { api, listOf } from '@client/lib/api';
import type { CompanySettingsResponse } from '@shared/schemas/company-settings';
import type { RecruitingGoals, RecruitingGoalsPatch } from '@shared/schemas/recruiting-goals';
import type { Scenario } from '@shared/schemas/scenarios';
import type { DiscoveryModule } from '@shared/domain/discovery-modules';
import { fetchDiscoveryAccess, fetchMe } from './onboarding-api';

/** The discovery tools' calls (docs/spec/doc2.md §7 "Recruit area"; docs/discovery.md). */
export const discoveryKeys = {
  access: ['recruit-area', 'discovery-access'] as const,
  scenarios: (recruitId: number) => ['recruit-area', 'scenarios', recruitId] as const,
  goals: (scenarioId: number) => ['recruit-area', 'recruiting-goals', scenarioId] as const,
  settings: ['recruit-area', 'company-settings'] as const,
};

/** The recruit's id and discovery access; a failed access load counts as locked (doc2 §8). */
export async function loadDiscovery(): Promise<{ recruitId: number | null; modules: DiscoveryModule[]; enabled: boolean }> {
  const [me, access] = await Promise.all([fetchMe(), fetchDiscoveryAccess()]);
  return { recruitId: me.recruit_id, modules: access?.enabled_modules ?? [], enabled: access?.is_enabled ?? false };
}

export const fetchScenarios = async (recruitId: number) => listOf<Scenario>(await api.get(`/scenarios/?recruit=${recruitId}`));
/** A new sandbox starts as a copy of the baseline's data: a what-if changes the recruit's real figures. */
export const createSandbox = (recruit: number, name: string, from: Scenario | undefined) =>
  api.post<Scenario>('/scenarios/', { recruit, name, description: '', type: 'sandbox', data: from?.data ?? {}, is_locked: false });
export const deleteScenario = (id: number) => api.delete(`/scenarios/${id}/`);
export const saveScenarioData = (id: number, data: Record<string, unknown>) => api.patch<Scenario>(`/scenarios/${id}/`, { data });

export const fetchGoals = async (scenarioId: number) =>
  listOf<RecruitingGoals>(await api.get(`/recruiting-goals/?scenario=${scenarioId}`))[0] ?? null;
export const saveGoals = (scenarioId: number, existing: RecruitingGoals | null, fields: RecruitingGoalsPatch) =>
  existing
    ? api.patch<RecruitingGoals>(`/recruiting-goals/${existing.id}/`, fields)
    : api.post<RecruitingGoals>('/recruiting-goals/', { scenario: scenarioId, ...fields });

export const fetchCompanySettings = () => api.get<CompanySettingsResponse>('/company/settings/');

/** doc2 §7: page loads, scenario switches and updates; failures are ignored. */
export function logDiscoveryActivity(
  recruit: number,
  module_name: DiscoveryModule,
  action: 'page_load' | 'scenario_switch' | 'scenario_update',
  details: Record<string, unknown> = {},
): void {
  api
    .post('/recruiting/api/discovery-activity/log_activity/', { recruit, module_name, action, details })
    .catch((err) => console.warn('Discovery activity not recorded', err));
}
