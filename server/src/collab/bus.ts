// The room bus: how the instances of the app that have the same room loaded tell each other about
// it (docs/deployment.md, "Several instances"). Messages are per room; an instance hears only the
// rooms it subscribed to and never its own messages. Without REDIS_URL the app runs alone and the
// in-process bus is used: nothing to tell, nobody to hear.

/** What instances say about a room; binary payloads are Yjs updates or state vectors. */
export type BusMessage =
  /** A document update made here (by a client or the server); peers apply it, never store it. */
  | { type: 'update'; payload: Uint8Array }
  /** An awareness update of a socket connected here (a removal when it closed). */
  | { type: 'awareness'; payload: Uint8Array }
  /**
   * "This is what I have" (a state vector): peers answer with what it lacks (`sync-reply`); with
   * `answer` set they also send their own state vector, so the sync goes both ways.
   */
  | { type: 'sync-request'; payload: Uint8Array; answer: boolean }
  | { type: 'sync-reply'; payload: Uint8Array }
  /** The room turned read-only (completed, locked): every instance drops writes from now on. */
  | { type: 'read-only' }
  /** Reload the room (close its sockets with 1001), as CollabServer.reloadRoom does here. */
  | { type: 'reload' }
  /** The room is gone (its scenario deleted): refuse its sockets with this reason. */
  | { type: 'discard'; reason: string }
  /** Sent on USERS_CHANNEL, not a room's: close every socket of this user with this reason (a deactivation). */
  | { type: 'close-user'; userId: number; reason: string };

/** The one channel that is not a room's (room names are `<kind>:<token>`): messages about users. */
export const USERS_CHANNEL = 'users';

export type BusListener = (message: BusMessage) => void;

export interface RoomBus {
  /** Starts hearing a room's messages; resolves once subscribed (messages sent later are heard). */
  subscribe(room: string, listener: BusListener): Promise<void>;
  unsubscribe(room: string): Promise<void>;
  /** Sends to every other instance that has the room; fire and forget (a lost message is healed by a sync). */
  publish(room: string, message: BusMessage): void;
  /** Called after the bus reconnected: every loaded room re-syncs, as messages may have been lost. */
  onReconnect(listener: () => void): void;
  /** Resolves when the bus is connected and answering; rejects with the reason otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One instance alone: nothing is sent and nothing arrives. */
export class LocalBus implements RoomBus {
  async subscribe(): Promise<void> {}
  async unsubscribe(): Promise<void> {}
  publish(): void {}
  onReconnect(): void {}
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

// Wire format: one type byte, the 16-byte id of the sending instance, then the payload (a Yjs
// update or state vector, UTF-8 text for `discard`, or JSON `{userId, reason}` for `close-user`).
const TYPES = [
  'update',
  'awareness',
  'sync-request',
  'sync-request-answer',
  'sync-reply',
  'read-only',
  'reload',
  'discard',
  'close-user',
] as const;
export const INSTANCE_ID_BYTES = 16;

function textPayload(message: BusMessage): Uint8Array {
  if (message.type === 'discard') return Buffer.from(message.reason, 'utf8');
  if (message.type === 'close-user') return Buffer.from(JSON.stringify({ userId: message.userId, reason: message.reason }), 'utf8');
  return new Uint8Array(0);
}

export function encodeBusMessage(sender: Uint8Array, message: BusMessage): Buffer {
  const wireType = message.type === 'sync-request' && message.answer ? 'sync-request-answer' : message.type;
  const payload = 'payload' in message ? message.payload : textPayload(message);
  const frame = Buffer.allocUnsafe(1 + INSTANCE_ID_BYTES + payload.byteLength);
  frame[0] = TYPES.indexOf(wireType);
  frame.set(sender, 1);
  frame.set(payload, 1 + INSTANCE_ID_BYTES);
  return frame;
}

/** The sender and message of a frame, or null for a frame this version does not understand. */
export function decodeBusMessage(frame: Buffer): { sender: Buffer; message: BusMessage } | null {
  if (frame.byteLength < 1 + INSTANCE_ID_BYTES) return null;
  const type = TYPES[frame[0]];
  const sender = frame.subarray(1, 1 + INSTANCE_ID_BYTES);
  // A copy: the frame's buffer may be reused once the listener returns.
  const payload = new Uint8Array(frame.subarray(1 + INSTANCE_ID_BYTES));
  switch (type) {
    case 'update':
    case 'awareness':
    case 'sync-reply':
      return { sender, message: { type, payload } };
    case 'sync-request':
    case 'sync-request-answer':
      return { sender, message: { type: 'sync-request', payload, answer: type === 'sync-request-answer' } };
    case 'read-only':
    case 'reload':
      return { sender, message: { type } };
    case 'discard':
      return { sender, message: { type, reason: Buffer.from(payload).toString('utf8') } };
    case 'close-user':
      return decodeCloseUser(sender, payload);
    default:
      return null;
  }
}

function decodeCloseUser(sender: Buffer, payload: Uint8Array): { sender: Buffer; message: BusMessage } | null {
  try {
    const { userId, reason } = JSON.parse(Buffer.from(payload).toString('utf8')) as { userId: unknown; reason: unknown };
    if (typeof userId !== 'number' || typeof reason !== 'string') return null;
    return { sender, message: { type: 'close-user', userId, reason } };
  } catch {
    return null;
  }
}
