import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { lockedScenarioText, type Scenario, type ScenarioList } from '@shared/schemas/scenarios';
import { logDiscoveryActivity } from './discovery';

/** The recruit's scenarios: the locked baseline and their sandboxes (docs/discovery.md, "Scenario manager"). */
const scenarioKeys = { list: (recruitId: number) => ['recruit-area', 'scenarios', recruitId] as const };

const fetchScenarios = (recruitId: number, signal?: AbortSignal) =>
  api.get<ScenarioList>('/scenarios/', { query: { recruit: recruitId }, signal }).then((d) => d.results);

/**
 * A write to a locked scenario is refused before it is sent, with the server's own text
 * (docs/spec/doc2.md §5), so the recruit reads the same refusal either way.
 */
export function assertWritable(scenario: Scenario): void {
  if (scenario.is_locked) throw new Error(lockedScenarioText(scenario));
}

export const useScenarios = (recruitId: number) =>
  useQuery({
    queryKey: scenarioKeys.list(recruitId),
    queryFn: ({ signal }) => fetchScenarios(recruitId, signal),
    meta: { errorToast: 'Failed to load scenarios' },
  });

/** After a scenario write: the recruit's list again, awaited so the screen switches to a listed scenario. */
function useRefreshScenarios(recruitId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scenarioKeys.list(recruitId) });
}

/**
 * A new sandbox, named by the recruit or 'Sandbox Scenario N'. It starts as a copy of the baseline's
 * data: a what-if changes the recruit's real figures.
 */
export function useCreateSandbox(recruitId: number) {
  const refresh = useRefreshScenarios(recruitId);
  return useMutation({
    mutationFn: ({ name, from }: { name: string; from: Scenario | undefined }) =>
      api.post<Scenario>('/scenarios/', {
        recruit: recruitId,
        name,
        description: '',
        type: 'sandbox',
        data: from?.data ?? {},
        is_locked: false,
      }),
    meta: { errorToast: 'Failed to create scenario', serverText: true, formFields: ['name'] },
    onSuccess: async () => {
      toast.success('Sandbox scenario created successfully');
      await refresh();
    },
  });
}

export function useDeleteScenario(recruitId: number) {
  const refresh = useRefreshScenarios(recruitId);
  return useMutation({
    mutationFn: (s: Scenario) => api.delete(`/scenarios/${s.id}/`),
    meta: { errorToast: 'Failed to delete scenario', serverText: true },
    onSuccess: async () => {
      toast.success('Scenario deleted successfully');
      await refresh();
    },
  });
}

/**
 * Saves a merge patch of the scenario's data (docs/discovery.md, "Scenario rooms"): only the keys a
 * tool sends change. Logged as the tool's scenario update.
 */
export function useSaveScenarioData(recruitId: number, scenario: Scenario, tool: 'ownership-calculator') {
  const refresh = useRefreshScenarios(recruitId);
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => {
      assertWritable(scenario);
      return api.patch<Scenario>(`/scenarios/${scenario.id}/`, { data });
    },
    meta: { errorToast: 'Failed to update scenario', serverText: true },
    onSuccess: async () => {
      toast.success('Scenario updated successfully!');
      logDiscoveryActivity(recruitId, tool, 'scenario_update', { scenario: scenario.id });
      await refresh();
    },
  });
}
