import { useState } from 'react';
import { toast } from './toast';

/**
 * One action at a time on a row of a list: marks the row busy, runs the call, toasts the outcome
 * and reloads the list on success. `busyId` is the row being worked on (null when idle).
 */
export function useRowAction(reload: () => Promise<unknown>) {
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (id: number, action: () => Promise<unknown>, ok: string, fail: string) => {
    setBusyId(id);
    try {
      await action();
      toast.success(ok);
      await reload();
    } catch (err) {
      console.warn(fail, err);
      toast.error(fail);
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, run };
}
