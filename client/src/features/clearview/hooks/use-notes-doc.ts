// The recruiters' presenter notes: their own room (/ws/clearview-notes/{token}), joined only while
// a recruiter has presenter mode on. The server admits recruiters only, so no note ever reaches a
// recruit's browser. See docs/collab.md.
import type * as Y from 'yjs';
import { connectClearView } from '@client/lib/collab';
import { useEffectResource } from '@client/lib/use-effect-resource';
import { fetchRoomTicket } from '../api/room-tickets';

/** The notes doc while `enabled` (null before, and after a refusal: the notes then stay hidden). */
export function useNotesDoc({ token, scenario, enabled }: { token: string; scenario?: number; enabled: boolean }): Y.Doc | null {
  return useEffectResource(
    (drop) => {
      if (!enabled) return null;
      const connection = connectClearView(token, {
        room: 'clearview-notes',
        getTicket: () => fetchRoomTicket('clearview-notes', token),
        scenario,
        onRefused: drop,
      });
      // No presence here: who is where travels through the shared room.
      connection.provider.awareness.setLocalState(null);
      return {
        value: connection.doc,
        close: () => {
          connection.destroy();
          connection.doc.destroy();
        },
      };
    },
    `${token}/${scenario ?? ''}/${enabled}`,
  );
}
