import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The root of every nurture read's key (docs/client.md, "Server state"): a nurture change touches the
 * overview, the campaigns' counts, the tasks and the recruit's own nurture at once, so each write
 * refreshes them all.
 */
export const nurtureKeys = { all: ['nurture'] as const };

/** What a screen adds to a nurture write: its failure toast, and what it does after success. */
export type NurtureWriteConfig<TData, TVars> = {
  meta?: MutationMeta;
  onSuccess?: (data: TData, vars: TVars) => void;
  onSettled?: () => void;
};

/** A nurture write: the call, then every nurture read refreshed before the screen's own onSuccess. */
export function useNurtureWrite<TData, TVars = void>(
  mutationFn: (vars: TVars) => Promise<TData>,
  config: NurtureWriteConfig<TData, TVars> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: config.meta,
    onSuccess: (data, vars) => {
      void queryClient.invalidateQueries({ queryKey: nurtureKeys.all });
      config.onSuccess?.(data, vars);
    },
    onSettled: config.onSettled,
  });
}
