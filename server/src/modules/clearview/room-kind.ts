// Who may join a ClearView room (/ws/clearview/{token}) and what a room starts from.
import type { FastifyInstance } from 'fastify';
import { applySnapshotToDoc } from '../../../../shared/collab/clearview-doc.ts';
import { enteredInputs } from '../../../../shared/collab/normalize.ts';
import { markCompleted, readMeta } from '../../../../shared/collab/meta.ts';
import { CLEARVIEW_MESSAGES } from '../../../../shared/schemas/clearview.ts';
import type { Admission, RoomKind } from '../../collab/collab-server.ts';
import { CLOSE_CODES } from '../../collab/protocol.ts';
import { SERVER_ORIGIN, type Room } from '../../collab/room.ts';
import { findScenario } from '../scenarios/repo.ts';
import { findSessionByToken } from './repo.ts';
import { CLEARVIEW_ROOM_KIND } from './service.ts';
import { hasInputs } from './session-data.ts';

const MAX_TOKEN_LENGTH = 200;
const MAX_SERIAL = 2_147_483_647;

/** A scenario id as the page passes it (`?scenario=12`); anything else is no scenario at all. */
function scenarioIdParam(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_SERIAL ? id : undefined;
}

/**
 * The session token alone admits the recruit. A recruiter adds `?access=<access token>`; a bad or
 * expired one is refused (4401) rather than downgraded, so the recruiter signs in again instead of
 * silently joining without presenter rights. A recruit account of another recruit gets 4403.
 *
 * `?scenario=<id>` (the page's `/clearview/{token}?scenario=<id>`) naming a LOCKED scenario of the
 * session's recruit makes this socket read-only: its writes are dropped here, whoever it is. An
 * id that is not a number, unknown, of another recruit or unlocked is ignored, as the token page
 * ignores it (no badge, the session is editable): it grants nothing the token does not.
 */
export function clearviewRoomKind(app: FastifyInstance): RoomKind {
  return {
    name: CLEARVIEW_ROOM_KIND,

    async authorise(token, params): Promise<Admission> {
      const session = token.length <= MAX_TOKEN_LENGTH ? await findSessionByToken(app.sql, token) : undefined;
      if (!session) return { ok: false, code: CLOSE_CODES.unknownRoom, reason: CLEARVIEW_MESSAGES.invalidSession };
      const roomReadOnly = session.status === 'completed';
      const admit = async (role: 'recruit' | 'recruiter', userId: number | null): Promise<Admission> => ({
        ok: true,
        participant: { role, userId },
        readOnly: await isLockedScenarioOf(session.recruit_id, params.scenario),
        roomReadOnly,
      });
      if (!params.access) return admit('recruit', null);
      const claims = app.verifyAccessToken(params.access);
      if (!claims) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Your session has expired. Please sign in again.' };
      if (claims.type === 'recruiter') return admit('recruiter', claims.sub);
      if (claims.recruit_id === session.recruit_id) return admit('recruit', claims.sub);
      return { ok: false, code: CLOSE_CODES.forbidden, reason: 'You do not have access to this session' };
    },

    async onLoad(room: Room, token: string) {
      // Read again now that the room exists: a completion committed meanwhile is seen here or
      // flips the room through app.collab.setReadOnly, never neither.
      const session = await findSessionByToken(app.sql, token);
      if (!session) return;
      // A session saved through REST before anyone opened the room starts from that data; only the
      // fields that differ from the calculator defaults, so data-entry progress counts what was entered.
      if (room.isEmpty && hasInputs(session.data)) applySnapshotToDoc(room.doc, enteredInputs(session.data), SERVER_ORIGIN);
      if (session.status === 'completed') {
        room.readOnly = true;
        if (!readMeta(room.doc).completed) markCompleted(room.doc, SERVER_ORIGIN);
      }
    },
  };

  async function isLockedScenarioOf(recruitId: number, rawScenario: string | undefined): Promise<boolean> {
    const id = scenarioIdParam(rawScenario);
    const scenario = id === undefined ? undefined : await findScenario(app.sql, id);
    return scenario !== undefined && scenario.recruit === recruitId && scenario.is_locked;
  }
}
