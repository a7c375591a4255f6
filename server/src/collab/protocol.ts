// The y-websocket wire protocol (sync, awareness, auth), so the stock WebsocketProvider talks to us
// unchanged. Every frame is [messageType varUint, body…]; sync bodies are y-protocols/sync messages.
import type * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as authProtocol from 'y-protocols/auth';
import * as awarenessProtocol from 'y-protocols/awareness';
import { ROOM_FULL_CLOSE_CODE } from '@shared/schemas/collab.ts';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_AUTH = 2;
const MESSAGE_QUERY_AWARENESS = 3;

/** A decoded client frame; `update` bodies are applied by the room, never trusted before that. */
export type ClientMessage =
  | { kind: 'sync-step-1'; stateVector: Uint8Array }
  | { kind: 'sync-step-2'; update: Uint8Array }
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array }
  | { kind: 'query-awareness' }
  | { kind: 'auth' };

/** Thrown for a frame that is not a well-formed y-websocket message. */
export class MalformedMessageError extends Error {}

/** Decodes one frame; throws MalformedMessageError for anything that is not a complete known message. */
export function decodeMessage(frame: Uint8Array): ClientMessage {
  try {
    const decoder = decoding.createDecoder(frame);
    const type = decoding.readVarUint(decoder);
    let message: ClientMessage;
    switch (type) {
      case MESSAGE_SYNC: {
        const syncType = decoding.readVarUint(decoder);
        const body = decoding.readVarUint8Array(decoder);
        if (syncType === syncProtocol.messageYjsSyncStep1) message = { kind: 'sync-step-1', stateVector: body };
        else if (syncType === syncProtocol.messageYjsSyncStep2) message = { kind: 'sync-step-2', update: body };
        else if (syncType === syncProtocol.messageYjsUpdate) message = { kind: 'update', update: body };
        else throw new MalformedMessageError(`unknown sync message type ${syncType}`);
        break;
      }
      case MESSAGE_AWARENESS:
        message = { kind: 'awareness', update: decoding.readVarUint8Array(decoder) };
        break;
      case MESSAGE_QUERY_AWARENESS:
        message = { kind: 'query-awareness' };
        break;
      case MESSAGE_AUTH:
        message = { kind: 'auth' }; // clients have nothing to say here; accepted and ignored
        break;
      default:
        throw new MalformedMessageError(`unknown message type ${type}`);
    }
    return message;
  } catch (err) {
    if (err instanceof MalformedMessageError) throw err;
    throw new MalformedMessageError(err instanceof Error ? err.message : 'undecodable frame');
  }
}

const frame = (write: (encoder: encoding.Encoder) => void): Uint8Array => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** Sync step 1: the server's state vector, so the client answers with what the server lacks. */
export const encodeSyncStep1 = (doc: Y.Doc) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(e, doc);
  });

/** Sync step 2: everything the client lacks, given its state vector. */
export const encodeSyncStep2 = (doc: Y.Doc, stateVector?: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeSyncStep2(e, doc, stateVector);
  });

/** An incremental document update. */
export const encodeUpdate = (update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeUpdate(e, update);
  });

/** Awareness states of the given clients (removed clients are encoded as null states). */
export const encodeAwareness = (awareness: awarenessProtocol.Awareness, clients: number[]) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  });

/** The auth permission-denied message the stock provider reports before we close the socket. */
export const encodePermissionDenied = (reason: string) =>
  frame((e) => {
    encoding.writeVarUint(e, MESSAGE_AUTH);
    authProtocol.writePermissionDenied(e, reason);
  });

/** WebSocket close codes we send. 44xx mirror HTTP 4xx: the stock provider does not reconnect on them. */
export const CLOSE_CODES = {
  /** The server is shutting down; the provider reconnects (to this or another process). */
  goingAway: 1001,
  /** A frame that is not a well-formed y-websocket message (RFC 6455 "invalid frame payload data"). */
  malformed: 1007,
  /** Too many bytes queued while the room loads, or a client too slow to read what it is sent. */
  policy: 1008,
  /** A frame over the size limit. */
  tooLarge: 1009,
  /** The room could not be loaded; transient, the provider retries. */
  internalError: 1011,
  /** A bad or expired access token. */
  unauthorised: 4401,
  /** A valid token that does not give access to this room. */
  forbidden: 4403,
  /** No session or scenario has this token. */
  unknownRoom: 4404,
  /** An update that depends on changes the room never received (they would stay pending forever). */
  missingDependencies: 4409,
  /** An update that would take the room past its size cap (see docs/collab.md). */
  roomTooLarge: 4413,
  /** An update that writes a type or key clients may not write (server-owned or unknown). */
  notAllowed: 4422,
  /** The room, or this participant's share of it, is full (docs/collab.md, "Presence"); the page says so. */
  roomFull: ROOM_FULL_CLOSE_CODE,
  /** An awareness state over the per-state cap (docs/collab.md, "Presence"). */
  presenceTooLarge: 4431,
} as const;

/** A refusal code: the socket is told "permission denied" and closed with it. */
export type RefusalCode =
  | typeof CLOSE_CODES.unauthorised
  | typeof CLOSE_CODES.forbidden
  | typeof CLOSE_CODES.unknownRoom
  | typeof CLOSE_CODES.roomFull;
