import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { CoachingNotesResponse } from '@shared/schemas/clearview';

const coachingNoteKeys = {
  all: ['clearview', 'coaching-notes'] as const,
};

/** GET /clearview/coaching-notes/ (recruiters only). */
const fetchCoachingNotes = (signal: AbortSignal) => api.get<CoachingNotesResponse>('/clearview/coaching-notes/', { signal });

/**
 * The presenter panel's talking points, read when its tab first shows (staff edit them in Settings;
 * an open panel reads the new ones on its next load). A failure is the tab's own line, no toast.
 */
export const useCoachingNotes = () =>
  useQuery({ queryKey: coachingNoteKeys.all, queryFn: ({ signal }) => fetchCoachingNotes(signal), retry: false });
