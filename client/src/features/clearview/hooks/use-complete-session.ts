// Complete Session (docs/spec/doc1.md §2): final save of what is pending, complete with the full data, then
// the confirmation page.
import { useMutation } from '@tanstack/react-query';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import { docToSnapshot } from '@shared/collab';
import { errorText } from '@client/lib/api';
import { goToConfirmation } from '@client/lib/confirmation';
import { toast } from '@client/lib/toast';
import { completeClearview } from '../api';
import { writeLocalCache } from '../lib/local-cache';

const COMPLETED_MESSAGE = 'ClearView session completed successfully!';

interface Options {
  token: string;
  doc: Y.Doc;
  settings: CompanySettings;
  flush(): Promise<void>;
}

export function useCompleteSession({ token, doc, settings, flush }: Options) {
  const completion = useMutation({
    mutationFn: async () => {
      // What is still waiting for the autosave goes first, so the completed plan holds every edit.
      await flush();
      const snapshot = docToSnapshot(doc, settings);
      await completeClearview(token, snapshot);
      return snapshot;
    },
    onSuccess: (snapshot) => {
      writeLocalCache(token, { modules: snapshot, completed: true, lastSaved: new Date().toISOString() });
      toast.success('Session completed successfully');
      goToConfirmation(COMPLETED_MESSAGE, 'success');
    },
    onError: (err) => toast.error(errorText(err, 'Failed to complete session')),
  });
  // Still busy after success: the page is on its way to the confirmation.
  const busy = completion.isPending || completion.isSuccess;
  return {
    busy,
    /** Resolves when the attempt is over; a failure has been toasted by then. */
    complete: async (): Promise<void> => {
      if (busy) return;
      await completion.mutateAsync().catch(() => undefined);
    },
  };
}
