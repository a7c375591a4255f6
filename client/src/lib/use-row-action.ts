import { useMutation } from '@tanstack/react-query';
import { toast } from './toast';

interface RowAction {
  id: number;
  call: () => Promise<unknown>;
  ok: string;
  fail: string;
}

/**
 * One action at a time on a row of a list (a mutation, docs/client.md "Server state"): marks the
 * row busy, runs the call, toasts the outcome and reloads the list on success. `busyId` is the row
 * being worked on (null when idle); `run` resolves once it is over, a failure toasted by then.
 */
export function useRowAction(reload: () => Promise<unknown>) {
  const action = useMutation({
    mutationFn: ({ call }: RowAction) => call(),
    onSuccess: async (_answer, { ok }) => {
      toast.success(ok);
      await reload();
    },
    onError: (err, { fail }) => {
      console.warn(fail, err);
      toast.error(fail);
    },
  });

  const run = async (id: number, call: () => Promise<unknown>, ok: string, fail: string): Promise<void> => {
    await action.mutateAsync({ id, call, ok, fail }).catch(() => undefined);
  };
  return { busyId: action.isPending ? action.variables.id : null, run };
}
