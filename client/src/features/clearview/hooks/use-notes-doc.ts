// The recruiters' presenter notes: their own room (/ws/clearview-notes/{token}), joined only while
// a recruiter has presenter mode on. The server admits recruiters only, so no note ever reaches a
// recruit's browser. See docs/collab.md.
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { connectClearView } from '@client/lib/collab';
import { fetchRoomTicket } from '../api';

/** The notes doc while `enabled` (null before, and after a refusal: the notes then stay hidden). */
export function useNotesDoc({ token, scenario, enabled }: { token: string; scenario?: number; enabled: boolean }): Y.Doc | null {
  const [doc, setDoc] = useState<Y.Doc | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const connection = connectClearView(token, {
      room: 'clearview-notes',
      getTicket: () => fetchRoomTicket('clearview-notes', token),
      scenario,
      onRefused: () => setDoc(null),
    });
    // No presence here: who is where travels through the shared room.
    connection.provider.awareness.setLocalState(null);
    setDoc(connection.doc);
    return () => {
      connection.destroy();
      connection.doc.destroy();
      setDoc(null);
    };
  }, [token, scenario, enabled]);
  return doc;
}
