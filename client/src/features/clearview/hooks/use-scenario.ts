// What the scenario pages load before showing figures: the scenario(s) and the company settings.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_SETTINGS, mergeSettings, type CompanySettings } from '@shared/calc';
import { fetchCompanySettings, fetchScenario, fetchScenarios } from '../api';

const scenarioKeys = {
  one: (id: number) => ['scenario', id] as const,
  list: (recruit: number) => ['scenarios', recruit] as const,
  settings: ['company-settings'] as const,
};

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

/** The company settings the figures use; the defaults while loading or when the load fails (doc1 §8). */
export function useCompanySettings(): { settings: CompanySettings; pending: boolean } {
  const query = useQuery({
    queryKey: scenarioKeys.settings,
    queryFn: ({ signal }) => fetchCompanySettings(signal),
    retry: false,
    staleTime: 5 * 60_000,
    select: (stored) => mergeSettings(stored),
  });
  return { settings: query.data ?? DEFAULT_COMPANY_SETTINGS, pending: query.isPending };
}
