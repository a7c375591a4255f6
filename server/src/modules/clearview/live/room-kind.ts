// The shared ClearView room (/ws/clearview/{token}): who may write what, and what it starts from.
import type { Deps } from '../../../deps.ts';
import { applySnapshotToDoc } from '@shared/collab/clearview-doc.ts';
import { enteredInputs } from '@shared/collab/normalize.ts';
import { markCompleted, readMeta } from '@shared/collab/meta.ts';
import type { RoomKind } from '../../../collab/collab-server.ts';
import { SERVER_ORIGIN, type Room } from '../../../collab/room.ts';
import { admitToSession } from './admission.ts';
import { findSessionByToken } from '../sessions/repo.ts';
import { CLEARVIEW_ROOM_KIND } from './service.ts';
import { hasInputs } from '../sessions/session-data.ts';
import { sessionDocSchema } from './doc-schema.ts';
import { moveNotesToNotesRoom } from '../notes/room-kind.ts';

/** The shared room of a session; who is admitted is decided in admission.ts. */
export function clearviewRoomKind(deps: Deps): RoomKind {
  return {
    name: CLEARVIEW_ROOM_KIND,
    schema: sessionDocSchema,
    authorise: (token, params) => admitToSession(deps, CLEARVIEW_ROOM_KIND, token, params),

    async onLoad(room: Room, token: string) {
      // Read again now that the room exists: a completion committed meanwhile is seen here or
      // flips the room through deps.rooms.setReadOnly, never neither.
      const session = await findSessionByToken(deps.sql, token);
      if (!session) return;
      await moveNotesToNotesRoom(deps, room, token);
      // A session saved through REST before anyone opened the room starts from that data; only the
      // fields that differ from the calculator defaults, so data-entry progress counts what was entered.
      if (room.isEmpty && hasInputs(session.data)) applySnapshotToDoc(room.doc, enteredInputs(session.data), SERVER_ORIGIN);
      if (session.status === 'completed') {
        room.readOnly = true;
        if (!readMeta(room.doc).completed) markCompleted(room.doc, SERVER_ORIGIN);
      }
    },
  };
}
