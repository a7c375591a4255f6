// The room kinds mounted under /ws/<kind>/:token. A new kind adds one line here.
import type { Deps } from '../deps.ts';
import type { RoomKind } from './collab-server.ts';
import { clearviewRoomKind } from '../modules/clearview/live/room-kind.ts';
import { clearviewNotesRoomKind } from '../modules/clearview/notes/room-kind.ts';
import { proformaRoomKind } from '../modules/proforma/live/room-kind.ts';
import { scenarioRoomKind } from '../modules/scenarios/room-kind.ts';

export const ROOM_KINDS: ((deps: Deps) => RoomKind)[] = [clearviewRoomKind, clearviewNotesRoomKind, proformaRoomKind, scenarioRoomKind];
