// What the scenario pages load before showing figures: the scenario(s) (docs/discovery.md "Scenario rooms").
import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { Scenario, ScenarioList } from '@shared/schemas/scenarios';

const scenarioKeys = {
  all: ['clearview', 'scenarios'] as const,
  one: (id: number) => [...scenarioKeys.all, 'one', id] as const,
  list: (recruit: number) => [...scenarioKeys.all, 'list', recruit] as const,
};

/** GET /scenarios/{id}/ (signed in): one scenario, its room token included. */
const fetchScenario = (id: number, signal: AbortSignal) => api.get<Scenario>(`/scenarios/${id}/`, { signal });

/** GET /scenarios/?recruit={id}: the recruit's scenarios, the baseline first. */
const fetchScenarios = async (recruit: number, signal: AbortSignal) =>
  (await api.get<ScenarioList>('/scenarios/', { query: { recruit }, signal })).results;

/** One scenario by id (disabled without an id); the pages show 'Failed to load scenario data' on an error. */
export function useScenario(id: number | undefined) {
  return useQuery({
    queryKey: scenarioKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchScenario(id as number, signal),
    enabled: id !== undefined,
    retry: false,
  });
}

/** The recruit's scenarios (for the baseline's id), once the recruit is known. */
export function useScenarioList(recruit: number | undefined) {
  return useQuery({
    queryKey: scenarioKeys.list(recruit ?? 0),
    queryFn: ({ signal }) => fetchScenarios(recruit as number, signal),
    enabled: recruit !== undefined,
    retry: false,
  });
}
