// Asks before leaving while a save is pending (docs/spec/doc1.md §2). Browsers show their own wording for
// beforeunload; the spec's text is set as the event's message where a browser still uses it.
import { useEffect } from 'react';

const LEAVE_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

export function useLeavePrompt(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_MESSAGE;
      return LEAVE_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
