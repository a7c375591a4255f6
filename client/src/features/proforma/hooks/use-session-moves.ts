import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useCompleteSession, useStartSession } from '../api/sessions';

/**
 * Start and Complete of one session (scheduled → in_progress → completed); `onChanged` gets the
 * session as it is after the move. `shown`: the inputs the Live tab shows, stored before completing.
 */
export function useSessionMoves(session: ProformaSessionItem, onChanged: (s: ProformaSessionItem) => void, shown?: Record<string, number>) {
  const start = useStartSession();
  const complete = useCompleteSession();
  return {
    start: () => start.mutate(session.id, { onSuccess: onChanged }),
    starting: start.isPending,
    complete: () => complete.mutate({ id: session.id, shown }, { onSuccess: onChanged }),
    completing: complete.isPending,
  };
}
