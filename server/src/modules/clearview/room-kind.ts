// Who may join a ClearView room (/ws/clearview/{token}) and what a room starts from.
import type { FastifyInstance } from 'fastify';
import { applySnapshotToDoc } from '../../../../shared/collab/clearview-doc.ts';
import { markCompleted, readMeta } from '../../../../shared/collab/meta.ts';
import { CLEARVIEW_MESSAGES } from '../../../../shared/schemas/clearview.ts';
import type { Admission, RoomKind } from '../../collab/collab-server.ts';
import { CLOSE_CODES } from '../../collab/protocol.ts';
import { SERVER_ORIGIN, type Room } from '../../collab/room.ts';
import { findSessionByToken } from './repo.ts';
import { CLEARVIEW_ROOM_KIND } from './service.ts';
import { hasInputs } from './session-data.ts';

const MAX_TOKEN_LENGTH = 200;

/**
 * The session token alone admits the recruit. A recruiter adds `?access=<access token>`; a bad or
 * expired one is refused (4401) rather than downgraded, so the recruiter signs in again instead of
 * silently joining without presenter rights. A recruit account of another recruit gets 4403.
 */
export function clearviewRoomKind(app: FastifyInstance): RoomKind {
  return {
    name: CLEARVIEW_ROOM_KIND,

    async authorise(token, params): Promise<Admission> {
      const session = token.length <= MAX_TOKEN_LENGTH ? await findSessionByToken(app.sql, token) : undefined;
      if (!session) return { ok: false, code: CLOSE_CODES.unknownRoom, reason: CLEARVIEW_MESSAGES.invalidSession };
      const roomReadOnly = session.status === 'completed';
      if (!params.access) return { ok: true, participant: { role: 'recruit', userId: null }, readOnly: false, roomReadOnly };
      const claims = app.verifyAccessToken(params.access);
      if (!claims) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Your session has expired. Please sign in again.' };
      if (claims.type === 'recruiter') return { ok: true, participant: { role: 'recruiter', userId: claims.sub }, readOnly: false, roomReadOnly };
      if (claims.recruit_id === session.recruit_id) return { ok: true, participant: { role: 'recruit', userId: claims.sub }, readOnly: false, roomReadOnly };
      return { ok: false, code: CLOSE_CODES.forbidden, reason: 'You do not have access to this session' };
    },

    async onLoad(room: Room, token: string) {
      // Read again now that the room exists: a completion committed meanwhile is seen here or
      // flips the room through app.collab.setReadOnly, never neither.
      const session = await findSessionByToken(app.sql, token);
      if (!session) return;
      // A session saved through REST before anyone opened the room starts from that data.
      if (room.isEmpty && hasInputs(session.data)) applySnapshotToDoc(room.doc, session.data, SERVER_ORIGIN);
      if (session.status === 'completed') {
        room.readOnly = true;
        if (!readMeta(room.doc).completed) markCompleted(room.doc, SERVER_ORIGIN);
      }
    },
  };
}
