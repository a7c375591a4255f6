// A scenario's live room (/ws/scenario/{scenario token}; docs/discovery.md "Scenario rooms"): the
// ClearView calculator's document, opened from the scenario's calculator tab. The recruit edits
// their own sandboxes (staff any recruit's); a locked scenario (the baseline) is read-only for
// everyone. The room is the source of a sandbox's calculator inputs; their figures are copied into
// the scenario's data a moment after each edit, so REST readers (the comparison) see them.
import type { Deps } from '../../deps.ts';
import type { Sql } from '../../db/connect.ts';
import { applySnapshotToDoc, readInputs } from '@shared/collab/clearview-doc.ts';
import type { ClearViewInputs } from '@shared/collab/fields.ts';
import { enteredInputs } from '@shared/collab/normalize.ts';
import { deriveSnapshot } from '@shared/collab/snapshot.ts';
import type { Admission, RoomKind } from '../../collab/collab-server.ts';
import { CLOSE_CODES } from '../../collab/protocol.ts';
import { SERVER_ORIGIN, type Room } from '../../collab/room.ts';
import { redeemTicket } from '../collab-tickets/repo.ts';
import { sessionDocSchema } from '../clearview/live/doc-schema.ts';
import { hasInputs } from '../clearview/sessions/session-data.ts';
import { loadCompanySettings } from '../company-settings/repo.ts';
import { hasModuleEnabled, MODULE_LOCKED, SCENARIO_TOOLS } from '../discovery/gate.ts';
import { holderSeesRecruit } from '../recruits/visibility.ts';
import { findScenarioByToken, storeRoomFigures } from './repo.ts';

export const SCENARIO_ROOM_KIND = 'scenario';
const MAX_TOKEN_LENGTH = 200;
/** A sandbox's figures reach its data at most this long after an edit (and when the room unloads). */
const FIGURES_DELAY_MS = 1000;

/**
 * Who joins: a signed-in user with a ticket for this scenario's room. Staff who see its recruit may write; the
 * scenario's own recruit may write once a scenario tool is enabled for them (the REST gate's rule);
 * anyone else is refused. A locked scenario's room drops every write.
 */
async function admit(deps: Deps, token: string, params: Record<string, string | undefined>): Promise<Admission> {
  const scenario = token.length <= MAX_TOKEN_LENGTH ? await findScenarioByToken(deps.sql, token) : undefined;
  if (!scenario) return { ok: false, code: CLOSE_CODES.unknownRoom, reason: 'This scenario link is not valid' };
  if (!params.ticket) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Sign in to open this scenario' };
  const claims = await redeemTicket(deps.sql, params.ticket, SCENARIO_ROOM_KIND, token);
  if (!claims) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Your session has expired. Please sign in again.' };
  const roomReadOnly = scenario.is_locked;
  if (!(await holderSeesRecruit(deps.sql, claims, scenario.recruit)))
    return { ok: false, code: CLOSE_CODES.forbidden, reason: 'You do not have access to this scenario' };
  if (claims.type === 'recruiter')
    return { ok: true, participant: { role: 'recruiter', userId: claims.sub }, readOnly: false, roomReadOnly };
  if (!(await hasModuleEnabled(deps.sql, claims, SCENARIO_TOOLS))) return { ok: false, code: CLOSE_CODES.forbidden, reason: MODULE_LOCKED };
  return { ok: true, participant: { role: 'recruit', userId: claims.sub }, readOnly: false, roomReadOnly };
}

export function scenarioRoomKind(deps: Deps): RoomKind {
  return {
    name: SCENARIO_ROOM_KIND,
    schema: sessionDocSchema,
    authorise: (token, params) => admit(deps, token, params),
    async onLoad(room: Room, token: string) {
      const scenario = await findScenarioByToken(deps.sql, token);
      if (!scenario) return;
      // A room opened for the first time starts from the scenario's data (the baseline's figures,
      // which a new sandbox copies); afterwards the room is where the inputs live.
      if (room.isEmpty && hasInputs(scenario.data)) applySnapshotToDoc(room.doc, enteredInputs(scenario.data), SERVER_ORIGIN);
      if (scenario.is_locked) {
        room.readOnly = true;
        return;
      }
      keepFiguresInData(deps, room, scenario.id);
    },
  };
}

/**
 * Copies the room's figures into the scenario's data at most once per FIGURES_DELAY_MS while it is
 * edited, once after loading (catching up on a copy a shutdown cut short) and when it unloads.
 */
function keepFiguresInData(deps: Deps, room: Room, scenarioId: number): void {
  let timer: NodeJS.Timeout | null = null;
  const store = (inputs: ClearViewInputs) =>
    void copyFiguresToData(deps.sql, scenarioId, inputs).catch((err: unknown) =>
      deps.log.warn({ err, scenarioId }, "a sandbox's figures could not be copied into its data; the room still holds them"),
    );
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = null;
      store(readInputs(room.doc));
    }, FIGURES_DELAY_MS);
  };
  room.doc.on('update', schedule);
  // The doc is still readable while it is being destroyed (after the room was stored at unload).
  room.doc.on('destroy', () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    store(readInputs(room.doc));
  });
  schedule();
}

/** Stores the figures of these inputs (with the company settings) in an unlocked scenario's data. */
export async function copyFiguresToData(sql: Sql, scenarioId: number, inputs: ClearViewInputs): Promise<void> {
  const snapshot = deriveSnapshot(inputs, await loadCompanySettings(sql));
  await storeRoomFigures(sql, scenarioId, snapshot as unknown as Record<string, Record<string, unknown>>);
}
