// The live proforma room (/ws/proforma/{token}; docs/proforma.md, "Live room"): the signed-in
// recruiter edits the inputs; the recruit, signed in, watches: the server drops its writes. A
// completed session's room is read-only for everyone.
import type { Deps } from '../../../deps.ts';
import { EDITABLE_PROFORMA_FIELDS, PROFORMA_INPUTS_MAP, proformaInputs } from '@shared/collab/proforma-doc.ts';
import type { Admission, RoomKind } from '../../../collab/collab-server.ts';
import { CLOSE_CODES } from '../../../collab/protocol.ts';
import type { Room } from '../../../collab/room.ts';
import { redeemTicket } from '../../collab-tickets/repo.ts';
import type { DocSchema } from '../../../collab/update-guard.ts';
import { listInputs } from '../inputs/repo.ts';
import { findSessionByToken } from '../sessions/repo.ts';
import { holderSeesRecruit } from '../../recruits/visibility.ts';

const PROFORMA_ROOM_KIND = 'proforma';
const MAX_TOKEN_LENGTH = 200;

/** Only the editable inputs, as entries of the `inputs` map. */
const proformaDocSchema: DocSchema = (name, key) =>
  name === PROFORMA_INPUTS_MAP && key !== null && (EDITABLE_PROFORMA_FIELDS as readonly string[]).includes(key);

/**
 * Who joins: a signed-in user with a ticket for this room (the proforma REST reads need sign-in too).
 * Staff who see the session's recruit (docs/team.md) write; its own recruit is read-only; anyone else is refused (4403).
 */
async function admit(deps: Deps, token: string, params: Record<string, string | undefined>): Promise<Admission> {
  const session = token.length <= MAX_TOKEN_LENGTH ? await findSessionByToken(deps.sql, token) : undefined;
  if (!session) return { ok: false, code: CLOSE_CODES.unknownRoom, reason: 'This proforma session link is not valid' };
  if (!params.ticket) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Sign in to join the proforma session' };
  const claims = await redeemTicket(deps.sql, params.ticket, PROFORMA_ROOM_KIND, token);
  if (!claims) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Your session has expired. Please sign in again.' };
  const roomReadOnly = session.status === 'completed';
  if (await holderSeesRecruit(deps.sql, claims, session.recruit_id)) {
    const staff = claims.type === 'recruiter';
    return { ok: true, participant: { role: claims.type, userId: claims.sub }, readOnly: !staff, roomReadOnly };
  }
  return { ok: false, code: CLOSE_CODES.forbidden, reason: 'You do not have access to this session' };
}

export function proformaRoomKind(deps: Deps): RoomKind {
  return {
    name: PROFORMA_ROOM_KIND,
    schema: proformaDocSchema,
    authorise: (token, params) => admit(deps, token, params),
    async onLoad(room: Room, token: string) {
      const session = await findSessionByToken(deps.sql, token);
      if (!session) return;
      // A room opened for the first time starts from the saved inputs (REST, or the ClearView pre-fill).
      if (room.isEmpty) {
        const saved = (await listInputs(deps.sql, session.id)).filter((i) =>
          (EDITABLE_PROFORMA_FIELDS as readonly string[]).includes(i.field_name),
        );
        if (saved.length > 0) {
          room.change((doc) => {
            for (const i of saved) proformaInputs(doc).set(i.field_name, i.value);
          });
        }
      }
      if (session.status === 'completed') room.readOnly = true;
    },
  };
}
