import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { completeSession, startSession } from '../api';
import { proformaKeys } from '../queries';

/** Start and Complete of a session (scheduled → in_progress → completed), each toasting and refreshing the proforma reads. */
export function useSessionMoves(
  session: ProformaSessionItem,
  onChanged: (s: ProformaSessionItem) => void,
  /** The Live tab stores what it shows before completing (docs/proforma.md, "Starting values"). */
  beforeComplete?: () => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const after = (text: string) => (s: ProformaSessionItem) => {
    toast.success(text);
    onChanged(s);
    void queryClient.invalidateQueries({ queryKey: proformaKeys.all });
  };
  const start = useMutation({
    mutationFn: () => startSession(session.id),
    meta: { errorToast: PROFORMA_TEXTS.startFailed, serverText: true },
    onSuccess: after(PROFORMA_TEXTS.started),
  });
  const complete = useMutation({
    mutationFn: async () => {
      await beforeComplete?.();
      return completeSession(session.id);
    },
    meta: { errorToast: PROFORMA_TEXTS.completeFailed, serverText: true },
    onSuccess: after(PROFORMA_TEXTS.completed),
  });
  return { start, complete };
}
