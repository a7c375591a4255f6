// Complete Session (docs/spec/doc1.md §2): final save of what is pending, complete with the full data, then
// the confirmation page.
import { useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  const complete = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await flush();
      const snapshot = docToSnapshot(doc, settings);
      await completeClearview(token, snapshot);
      writeLocalCache(token, { modules: snapshot, completed: true, lastSaved: new Date().toISOString() });
      toast.success('Session completed successfully');
      goToConfirmation(COMPLETED_MESSAGE, 'success');
    } catch (err) {
      toast.error(errorText(err, 'Failed to complete session'));
      setBusy(false);
    }
  };
  return { busy, complete };
}
