// One live document: its Y.Doc, its awareness, its sockets, and the updates not yet persisted.
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { Connection, Participant } from './connection.ts';
import { MalformedMessageError, encodeAwareness, encodeSyncStep1, encodeSyncStep2, encodeUpdate, type ClientMessage } from './protocol.ts';
import { acceptPresence, fullFor, presenceFor } from './presence.ts';
import type { BusMessage } from './bus.ts';
import type { StoredState } from './persistence.ts';
import { RefusedUpdateError, checkUpdate, type DocSchema } from './update-guard.ts';
import type { CollabObserver } from '../ops/observers.ts';

/**
 * What a kind's clients may write, how large its room may grow (stored bytes and state), and the
 * bounds of presence: bytes of one awareness state, sockets in the room, sockets of one identity
 * (a signed-in user, or everyone holding the link). docs/collab.md, "Presence".
 */
export type RoomPolicy = {
  schema: DocSchema;
  maxBytes: number;
  maxPresenceBytes: number;
  maxSockets: number;
  maxSocketsPerIdentity: number;
};

/** Origin of updates read back from the database: neither broadcast nor persisted again. */
const LOAD_ORIGIN = Symbol('collab-load');
/** Origin of changes the server itself makes (seeding, completion): broadcast and persisted. */
export const SERVER_ORIGIN = Symbol('collab-server');
/**
 * Origin of what another instance sent over the bus: relayed to this instance's sockets, never
 * published back and never logged here (the instance that received it from a client logs it).
 */
const BUS_ORIGIN = Symbol('collab-bus');

type RoomEvents = {
  /** Updates are waiting to be persisted. */
  onDirty(room: Room): void;
  /** The last socket left. */
  onEmpty(room: Room): void;
  /** Tells the other instances that have this room loaded (docs/deployment.md "Several instances"). */
  publish(room: Room, message: BusMessage): void;
  /** False when this instance runs alone (no bus): nothing is encoded for publishing then. */
  readonly shared: boolean;
  /** Metrics, when on: how long an accepted edit took to reach the room's peers. */
  readonly observer?: CollabObserver;
};

export class Room {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Set<Connection>();
  /** A completed session or locked scenario: every client write is dropped. */
  readOnly = false;
  /** Rows this instance added to the room's update log since its last compaction (as persisted). */
  logRows = 0;
  /** Bytes of this room in the database (snapshot and log rows), as persisted. */
  storedBytes = 0;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(
    readonly name: string,
    private readonly events: RoomEvents,
    private readonly policy: RoomPolicy,
  ) {
    // The server publishes no presence of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onDocUpdate(update, origin));
    this.awareness.on('update', (change: AwarenessChange, origin: unknown) => this.onAwarenessUpdate(change, origin));
  }

  /** Applies the persisted snapshot and log before any client is answered. */
  restore(state: StoredState): void {
    if (state.snapshot) Y.applyUpdate(this.doc, state.snapshot, LOAD_ORIGIN);
    for (const update of state.updates) Y.applyUpdate(this.doc, update, LOAD_ORIGIN);
    // Structs stored before the server refused updates with missing dependencies are never sent on.
    this.doc.store.pendingStructs = null;
    this.doc.store.pendingDs = null;
    this.storedBytes = (state.snapshot?.byteLength ?? 0) + state.updates.reduce((n, u) => n + u.byteLength, 0);
    this.logRows = state.updates.length;
  }

  /** True when the doc holds nothing at all (a room never written to). */
  get isEmpty(): boolean {
    return this.doc.store.clients.size === 0;
  }

  /** Why this participant cannot join now (presence.ts `fullFor`), or null. */
  fullFor(participant: Participant): string | null {
    return fullFor(this.connections, participant, this.policy);
  }

  join(connection: Connection): void {
    this.connections.add(connection);
    // Our state vector makes a writer send what it edited while offline; a reader's answer would be dropped anyway.
    if (!this.isReadOnlyFor(connection)) connection.send(encodeSyncStep1(this.doc));
    const states = this.presence();
    if (states.length > 0) connection.send(encodeAwareness(this.awareness, states));
    connection.onClose(() => this.leave(connection));
    connection.attach((conn, message) => this.handle(conn, message));
  }

  /** Changes made by the server (origin SERVER_ORIGIN) reach every client and the log. */
  change(fn: (doc: Y.Doc) => void): void {
    this.doc.transact(() => fn(this.doc), SERVER_ORIGIN);
  }

  /** Hands the updates collected since the last call, merged into one, to the writer. */
  takePending(): Uint8Array | null {
    if (this.pending.length === 0) return null;
    const merged = this.pending.length === 1 ? this.pending[0] : Y.mergeUpdates(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    return merged;
  }

  /** Puts back updates a failed write could not store, so the next flush retries them. */
  restorePending(update: Uint8Array): void {
    this.pending.unshift(update);
    this.pendingBytes += update.byteLength;
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }

  private isReadOnlyFor(connection: Connection): boolean {
    return this.readOnly || connection.readOnly;
  }

  private handle(connection: Connection, message: ClientMessage): void {
    switch (message.kind) {
      case 'sync-step-1':
        connection.send(encodeSyncStep2(this.doc, message.stateVector));
        return;
      case 'sync-step-2':
      case 'update':
        if (this.isReadOnlyFor(connection)) return; // dropped: completed session or locked scenario
        this.applyClientUpdate(connection, message.update);
        return;
      case 'awareness': {
        const heldByPeer = (id: number) => [...this.connections].some((c) => c !== connection && c.awarenessClientId === id);
        const update = acceptPresence(connection, message.update, heldByPeer, this.policy.maxPresenceBytes);
        if (!update) return;
        try {
          awarenessProtocol.applyAwarenessUpdate(this.awareness, update, connection);
        } catch {
          throw new MalformedMessageError('awareness update could not be applied');
        }
        return;
      }
      case 'query-awareness':
        connection.send(encodeAwareness(this.awareness, this.presence()));
        return;
      case 'auth':
        return;
    }
  }

  /** Applies a client update the guard accepts; a refused one closes the writer (RefusedUpdateError). */
  private applyClientUpdate(connection: Connection, update: Uint8Array): void {
    let refusal: ReturnType<typeof checkUpdate>;
    const observer = this.events.observer;
    const arrived = observer ? performance.now() : 0;
    try {
      refusal = checkUpdate(this.doc, update, this.policy.schema, this.policy.maxBytes, this.storedBytes + this.pendingBytes);
      if (!refusal) Y.applyUpdate(this.doc, update, connection);
    } catch {
      throw new MalformedMessageError('update could not be applied');
    }
    if (refusal) throw new RefusedUpdateError(refusal);
    // Applying relays it (onDocUpdate), synchronously: the time it took is the edit's relay latency.
    if (observer && (this.connections.size > 1 || this.events.shared)) observer.relayed((performance.now() - arrived) / 1000);
  }

  /** The states a joiner is sent: one per participant, bounded by the room's socket cap. */
  private presence(): number[] {
    return presenceFor(this.awareness, this.connections, this.policy.maxSockets);
  }

  private leave(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    const id = connection.awarenessClientId;
    if (id !== null && this.awareness.states.has(id)) awarenessProtocol.removeAwarenessStates(this.awareness, [id], null);
    if (this.connections.size === 0) this.events.onEmpty(this);
  }

  private onDocUpdate(update: Uint8Array, origin: unknown): void {
    if (origin === LOAD_ORIGIN) return;
    if (this.connections.size > 1 || origin === SERVER_ORIGIN || origin === BUS_ORIGIN) {
      const frame = encodeUpdate(update);
      for (const peer of this.connections) if (peer !== origin) peer.send(frame);
    }
    if (origin === BUS_ORIGIN) return;
    if (this.events.shared) this.events.publish(this, { type: 'update', payload: update });
    this.pending.push(update);
    this.pendingBytes += update.byteLength;
    this.events.onDirty(this);
  }

  private onAwarenessUpdate({ added, updated, removed }: AwarenessChange, origin: unknown): void {
    const changed = [...added, ...updated, ...removed];
    if (changed.length === 0) return;
    // A removal on a socket's close counts too: the other instances drop that presence as well.
    if (origin !== BUS_ORIGIN && this.events.shared)
      this.events.publish(this, { type: 'awareness', payload: awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed) });
    if (this.connections.size === 0) return;
    const frame = encodeAwareness(this.awareness, changed);
    for (const peer of this.connections) if (peer !== origin) peer.send(frame);
  }

  /**
   * What another instance said about this room. Updates are applied as they are (the sending
   * instance already checked them against the kind's schema and size cap).
   */
  handleBusMessage(message: BusMessage): void {
    switch (message.type) {
      case 'update':
      case 'sync-reply':
        Y.applyUpdate(this.doc, message.payload, BUS_ORIGIN);
        return;
      case 'awareness':
        awarenessProtocol.applyAwarenessUpdate(this.awareness, message.payload, BUS_ORIGIN);
        return;
      case 'sync-request': {
        const missing = Y.encodeStateAsUpdate(this.doc, message.payload);
        // An empty update is two zero bytes: nothing they lack.
        if (missing.byteLength > 2) this.events.publish(this, { type: 'sync-reply', payload: missing });
        if (message.answer) this.requestSync(false);
        const states = [...this.awareness.getStates().keys()];
        if (states.length > 0)
          this.events.publish(this, { type: 'awareness', payload: awarenessProtocol.encodeAwarenessUpdate(this.awareness, states) });
        return;
      }
      case 'read-only':
        this.readOnly = true;
        return;
      default:
        return; // reload and discard are the room server's (collab-server.ts)
    }
  }

  /** Asks the other instances for what this one lacks (`answer`: and to ask back for what they lack). */
  requestSync(answer: boolean): void {
    this.events.publish(this, { type: 'sync-request', payload: Y.encodeStateVector(this.doc), answer });
  }
}

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };
