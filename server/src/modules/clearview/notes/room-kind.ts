// The recruiters' notes room of a session (/ws/clearview-notes/{token}): the presenter notes, one
// Y.Text per module, sent to recruiter sockets only. They used to live in the shared room, where
// the recruit's browser received them; moveNotesToNotesRoom moves such old notes over on load.
import type { Deps } from '../../../deps.ts';
import { MODULE_KEYS } from '@shared/collab/fields.ts';
import { presenterNotes } from '@shared/collab/meta.ts';
import type { RoomKind } from '../../../collab/collab-server.ts';
import { CLOSE_CODES } from '../../../collab/protocol.ts';
import type { Room } from '../../../collab/room.ts';
import { admitToSession } from '../live/admission.ts';
import { notesDocSchema } from '../live/doc-schema.ts';

const CLEARVIEW_NOTES_ROOM_KIND = 'clearview-notes';

/** Admitted as for the shared room, then recruiters only (a recruit, signed in or not, gets 4403). */
export function clearviewNotesRoomKind(deps: Deps): RoomKind {
  return {
    name: CLEARVIEW_NOTES_ROOM_KIND,
    schema: notesDocSchema,
    async authorise(token, params) {
      const admission = await admitToSession(deps, CLEARVIEW_NOTES_ROOM_KIND, token, params);
      if (!admission.ok || admission.participant.role === 'recruiter') return admission;
      return { ok: false, code: CLOSE_CODES.forbidden, reason: 'Presenter notes are for recruiters only' };
    },
  };
}

/**
 * Moves notes stored in the shared room (before they had a room of their own) into the notes room,
 * unless that room already has notes for the module, then empties them in the shared room, so
 * their text is neither stored there nor sent to anyone again.
 */
export async function moveNotesToNotesRoom(deps: Deps, room: Room, token: string): Promise<void> {
  const old = MODULE_KEYS.map((module) => ({ module, text: presenterNotes(room.doc, module) })).filter((n) => n.text.length > 0);
  if (old.length === 0) return;
  await deps.rooms.withRoom(CLEARVIEW_NOTES_ROOM_KIND, token, (notesRoom) =>
    notesRoom.change((doc) => {
      for (const { module, text } of old)
        if (presenterNotes(doc, module).length === 0) presenterNotes(doc, module).insert(0, text.toString());
    }),
  );
  room.change(() => {
    for (const { text } of old) text.delete(0, text.length);
  });
}
