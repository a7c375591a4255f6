import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { taskDashboardKeys } from './tasks';

/**
 * The onboarding screens' query keys (docs/client.md, "Server state"). Each key holds every argument
 * of its read, so new filters are a new query (the old request aborted through `signal`).
 */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  /** Every view of one department's dashboard (any key, any filters). */
  departmentDashboard: (id: string) => [...onboardingKeys.all, 'department-dashboard', id] as const,
  publicTask: (uuid: string) => [...onboardingKeys.all, 'public-task', uuid] as const,
  templateChoice: () => [...onboardingKeys.all, 'template-choice'] as const,
};

/**
 * After a change to requests, departments, templates or workstreams: every onboarding read and the
 * task dashboard again (an approval adds tasks, a department's name shows there). Resolves once the
 * reads on screen have been fetched again.
 */
export function useRefreshOnboarding(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskDashboardKeys.all }),
    ]);
  };
}

/** What a screen adds to an onboarding write: what it does after success, and with a refusal (its field errors). */
export type OnboardingWriteConfig<TData, TVars> = {
  onSuccess?: (data: TData, vars: TVars) => void;
  onError?: (err: Error) => void;
};

/**
 * An onboarding write: the call, its success toast, the screen's own onSuccess, then every
 * onboarding read refreshed. A failure toasts as `meta` says (lib/query-client.ts).
 */
export function useOnboardingWrite<TData, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  write: { done: string; meta?: MutationMeta },
  config: OnboardingWriteConfig<TData, TVars> = {},
) {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn,
    meta: write.meta,
    onSuccess: (data, vars) => {
      toast.success(write.done);
      config.onSuccess?.(data, vars);
      void refresh();
    },
    onError: config.onError,
  });
}
