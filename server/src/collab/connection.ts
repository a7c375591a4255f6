// One client socket: size limits, decoding, queueing until its room is ready, heartbeat, closing.
// A faulty frame closes this socket only; nothing a client sends can throw past this class.
import type { WebSocket, RawData } from 'ws';
import { RefusedUpdateError } from './update-guard.ts';
import {
  CLOSE_CODES,
  MalformedMessageError,
  decodeMessage,
  encodePermissionDenied,
  type ClientMessage,
  type RefusalCode,
} from './protocol.ts';

/** Who is on the other end, as the room kind's authorise function decided. */
export type Participant = { role: string; userId: number | null };

export type ConnectionLimits = {
  /** Largest frame accepted (ws maxPayload also enforces it at the frame level). */
  maxMessageBytes: number;
  /** Bytes a client may send before its room is loaded. */
  maxQueuedBytes: number;
  /** Unsent bytes we tolerate towards a client that does not read. */
  maxBufferedBytes: number;
  /** Told (rate-limited, at warn) when a malformed frame closes this socket. */
  warn: (msg: string) => void;
};

type MessageHandler = (connection: Connection, message: ClientMessage) => void;

export class Connection {
  private static nextId = 1;
  readonly id = Connection.nextId++;
  participant: Participant = { role: 'anonymous', userId: null };
  /** Writes from this participant are dropped (the room may also be read-only as a whole). */
  readOnly = false;
  /**
   * The one awareness client id this socket speaks for: the first it published (presence.ts). It
   * stays bound when the state is removed, and its state leaves the room when the socket closes.
   */
  awarenessClientId: number | null = null;
  private handler: MessageHandler | null = null;
  private queue: Uint8Array[] = [];
  private queuedBytes = 0;
  private alive = true;
  private closeListeners: (() => void)[] = [];
  private closedFlag = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly limits: ConnectionLimits,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => (this.alive = true));
    socket.on('close', () => this.closed());
    // @fastify/websocket logs and terminates on socket errors; we only need to know it is gone.
    socket.on('error', () => this.closed());
  }

  get isOpen(): boolean {
    return !this.closedFlag && this.socket.readyState === this.socket.OPEN;
  }

  /** Starts delivering decoded messages, first those that arrived while the room loaded. */
  attach(handler: MessageHandler): void {
    this.handler = handler;
    const queued = this.queue;
    this.queue = [];
    this.queuedBytes = 0;
    for (const frame of queued) {
      if (!this.isOpen) return;
      this.dispatch(handler, frame);
    }
  }

  onClose(listener: () => void): void {
    if (this.closedFlag) listener();
    else this.closeListeners.push(listener);
  }

  send(frame: Uint8Array): void {
    if (!this.isOpen) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.close(CLOSE_CODES.policy, 'Client is not reading');
      return;
    }
    this.socket.send(frame);
  }

  /** Tells the stock provider "permission denied" (it logs the reason) and closes with a 44xx code. */
  refuse(code: RefusalCode, reason: string): void {
    this.send(encodePermissionDenied(reason));
    this.close(code, reason);
  }

  close(code: number, reason = ''): void {
    if (this.closedFlag) return;
    try {
      this.socket.close(code, reason.slice(0, 120));
    } catch {
      this.socket.terminate();
    }
    this.closed();
  }

  /** Called by the heartbeat: a socket that did not answer the previous ping is dropped. */
  heartbeat(): void {
    if (this.closedFlag) return;
    if (!this.alive) {
      this.socket.terminate();
      this.closed();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.closedFlag) return;
    const frame = toBytes(data);
    if (!isBinary) this.closeMalformed('Expected a binary frame');
    else if (frame.byteLength > this.limits.maxMessageBytes) this.close(CLOSE_CODES.tooLarge, 'Message too large');
    else if (this.handler) this.dispatch(this.handler, frame);
    else if (this.queuedBytes + frame.byteLength > this.limits.maxQueuedBytes) this.close(CLOSE_CODES.policy, 'Too much data before sync');
    else {
      this.queuedBytes += frame.byteLength;
      this.queue.push(frame);
    }
  }

  private dispatch(handler: MessageHandler, frame: Uint8Array): void {
    try {
      handler(this, decodeMessage(frame));
    } catch (err) {
      if (err instanceof RefusedUpdateError) this.close(err.refusal.code, err.refusal.reason);
      // The room throws MalformedMessageError for an update Yjs cannot apply; anything else is ours.
      else this.closeMalformed(err instanceof MalformedMessageError ? 'Malformed message' : 'Message could not be processed');
    }
  }

  private closeMalformed(reason: string): void {
    this.limits.warn(`collab: a socket was closed with 1007: ${reason}`);
    this.close(CLOSE_CODES.malformed, reason);
  }

  private closed(): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    this.handler = null;
    this.queue = [];
    const listeners = this.closeListeners;
    this.closeListeners = [];
    for (const listener of listeners) listener();
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
