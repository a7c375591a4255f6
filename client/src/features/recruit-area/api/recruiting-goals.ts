import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import type { RecruitingGoals, RecruitingGoalsList, RecruitingGoalsPatch } from '@shared/schemas/recruiting-goals';
import type { Scenario } from '@shared/schemas/scenarios';
import { logDiscoveryActivity } from './discovery';
import { assertWritable } from './scenarios';

/** A scenario's recruiting goals, one set or none (docs/discovery.md, "Recruiting goals"). */
const goalKeys = { of: (scenarioId: number) => ['recruit-area', 'recruiting-goals', scenarioId] as const };

const fetchGoals = (scenarioId: number, signal?: AbortSignal) =>
  api.get<RecruitingGoalsList>('/recruiting-goals/', { query: { scenario: scenarioId }, signal }).then((d) => d.results[0] ?? null);

export const useRecruitingGoals = (scenarioId: number) =>
  useQuery({
    queryKey: goalKeys.of(scenarioId),
    queryFn: ({ signal }) => fetchGoals(scenarioId, signal),
    meta: { errorToast: 'Failed to load recruiting goals' },
  });

/** The first save creates the scenario's goals, later ones change them; the answer replaces the cached set. */
export function useSaveRecruitingGoals(recruitId: number, scenario: Scenario, existing: RecruitingGoals | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RecruitingGoalsPatch) => {
      assertWritable(scenario);
      return existing
        ? api.patch<RecruitingGoals>(`/recruiting-goals/${existing.id}/`, fields)
        : api.post<RecruitingGoals>('/recruiting-goals/', { scenario: scenario.id, ...fields });
    },
    meta: { errorToast: 'Failed to save recruiting goals', serverText: true },
    onSuccess: (next) => {
      queryClient.setQueryData(goalKeys.of(scenario.id), next);
      toast.success('Recruiting goals saved successfully');
      logDiscoveryActivity(recruitId, 'recruiting-calculator', 'scenario_update', { scenario: scenario.id });
    },
  });
}
