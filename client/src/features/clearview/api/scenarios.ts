// What the scenario pages load before showing figures: the scenario(s) (docs/discovery.md "Scenario rooms").
import { type QueryKey, useQuery } from '@tanstack/react-query';
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

/**
 * A read that waits until its id is known and is not retried: the pages show 'Failed to load
 * scenario data' at once.
 */
const useOnceKnown = <T>(id: number | undefined, key: (id: number) => QueryKey, fetch: (id: number, signal: AbortSignal) => Promise<T>) =>
  useQuery({
    queryKey: key(id ?? 0),
    queryFn: ({ signal }) => fetch(id as number, signal),
    enabled: id !== undefined,
    retry: false,
  });

/** One scenario by id (disabled without an id). */
export const useScenario = (id: number | undefined) => useOnceKnown(id, scenarioKeys.one, fetchScenario);

/** The recruit's scenarios (for the baseline's id), once the recruit is known. */
export const useScenarioList = (recruit: number | undefined) => useOnceKnown(recruit, scenarioKeys.list, fetchScenarios);
