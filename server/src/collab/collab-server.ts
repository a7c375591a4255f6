// The room server: admits sockets through each room kind's authorise function, hands them to
// their room once it is loaded, pings them, and stores every room at shutdown.
import type { Sql } from '../db/connect.ts';
import { LocalBus, USERS_CHANNEL, type BusMessage, type RoomBus } from './bus.ts';
import { Connection, type ConnectionLimits, type Participant } from './connection.ts';
import { PostgresPersistence } from './persistence.ts';
import { CLOSE_CODES, type RefusalCode } from './protocol.ts';
import { RoomRegistry } from './registry.ts';
import type { Room } from './room.ts';
import type { DocSchema } from './update-guard.ts';
import type { CollabObserver } from '../ops/observers.ts';
import { UpdateWriter } from './update-writer.ts';

/** What a kind's authorise function answers: admit (with role and read-only flags) or refuse. */
export type Admission =
  | { ok: true; participant: Participant; readOnly: boolean; roomReadOnly: boolean }
  | { ok: false; code: RefusalCode; reason: string };

/** A family of rooms (ClearView sessions, later proforma sessions) mounted at /ws/<name>/:token. */
export interface RoomKind {
  name: string;
  /** Decides before the first sync; `params` are the URL query parameters (never logged). */
  authorise(token: string, params: Record<string, string | undefined>): Promise<Admission>;
  /** What clients may write into this kind's document; anything else closes the writer (4422). */
  schema: DocSchema;
  /** Runs once per load, after the stored state is applied (e.g. seeding, read-only check). */
  onLoad?(room: Room, token: string): Promise<void>;
}

export type CollabOptions = ConnectionLimits & {
  flushIntervalMs: number;
  compactAfterRows: number;
  heartbeatMs: number;
  /** Largest a room may grow: its encoded state and its stored bytes (see docs/collab.md). */
  maxRoomBytes: number;
  /** Bytes of one awareness state (its JSON); a larger one closes its socket with 4431. */
  maxPresenceBytes: number;
  /** Sockets in one room, and of one identity in it (a signed-in user, or the link); over: 4429. */
  maxRoomSockets: number;
  maxSocketsPerIdentity: number;
  log: (msg: string, err?: unknown) => void;
  /** A client's malformed frame (one line, no stack; the app rate-limits it). */
  warn: (msg: string) => void;
  /** The other instances (Redis when REDIS_URL is set); alone by default. */
  bus?: RoomBus;
  /** Told of relayed edits and database writes when metrics are on (ops/metrics.ts). */
  observer?: CollabObserver;
};

export const DEFAULT_COLLAB_OPTIONS: Omit<CollabOptions, 'log' | 'warn'> = {
  maxMessageBytes: 1024 * 1024,
  maxQueuedBytes: 2 * 1024 * 1024,
  maxBufferedBytes: 16 * 1024 * 1024,
  flushIntervalMs: 200,
  compactAfterRows: 500,
  heartbeatMs: 30_000,
  // A real session's state is a few KB (docs/collab.md); 2 MiB leaves room for very long notes
  // while bounding what one token holder can make the server keep, store and send to every joiner.
  maxRoomBytes: 2 * 1024 * 1024,
  // The largest state our pages publish is under 1 KiB (a 200-character name in 4-byte characters
  // and the focused field); 4 KiB leaves room while 24 of them make a joiner's presence under 100 KiB.
  maxPresenceBytes: 4 * 1024,
  // A session has two to four sockets (recruit and recruiter, a second tab or device each); the link
  // and each signed-in user get 8, so a link holder cannot fill the room, which holds 24 in all.
  maxRoomSockets: 24,
  maxSocketsPerIdentity: 8,
};

/** How often the heartbeat wakes; each wake pings one slice of the sockets. */
const HEARTBEAT_TICK_MS = 50;

/**
 * Pings every socket once per `periodMs`, a slice of them (by connection id) every tick, so the
 * pings and their pongs are spread over the period. Pinging all sockets in one loop turn stalled
 * every room for 40–120 ms at 2,000 sockets, and again when the pongs came back together
 * (docs/performance.md "Live collaboration at 1,000 rooms").
 */
function spreadHeartbeat(connections: Set<Connection>, periodMs: number): NodeJS.Timeout {
  const slices = Math.max(1, Math.round(periodMs / HEARTBEAT_TICK_MS));
  let tick = 0;
  const timer = setInterval(() => {
    const slice = tick++ % slices;
    for (const connection of connections) if (connection.id % slices === slice) connection.heartbeat();
  }, periodMs / slices);
  timer.unref();
  return timer;
}

/** A room's name: kind and token, so two kinds never share a document. */
const roomName = (kind: string, token: string) => `${kind}:${token}`;

export class CollabServer {
  readonly registry: RoomRegistry;
  private readonly writer: UpdateWriter;
  private readonly kinds = new Map<string, RoomKind>();
  private readonly bus: RoomBus;
  /** Other instances may have rooms loaded (a bus was given). */
  private readonly shared: boolean;
  private readonly connections = new Set<Connection>();
  private readonly heartbeat: NodeJS.Timeout;
  private closing = false;

  constructor(
    sql: Sql,
    private readonly options: CollabOptions,
  ) {
    const persistence = new PostgresPersistence(sql);
    this.bus = options.bus ?? new LocalBus();
    this.shared = options.bus !== undefined;
    this.writer = new UpdateWriter(persistence, options);
    this.registry = new RoomRegistry(
      persistence,
      this.writer,
      options.log,
      this.bus,
      this.shared,
      (room, message) => this.onControl(room, message),
      options.observer,
    );
    this.writer.start();
    this.heartbeat = spreadHeartbeat(this.connections, options.heartbeatMs);
    void this.bus
      .subscribe(USERS_CHANNEL, (message) => message.type === 'close-user' && this.closeUserHere(message.userId, message.reason))
      .catch((err: unknown) => options.log('collab: could not hear the users channel', err));
  }

  /**
   * Closes every socket of a signed-in user at once, here and on every other instance, with 4401
   * (docs/collab.md, "Closing a user's sockets"): the account was deactivated, or no longer works
   * recruits. The provider does not reconnect on 44xx; a new ticket is refused to such an account.
   */
  closeUserSockets(userId: number, reason: string): void {
    this.bus.publish(USERS_CHANNEL, { type: 'close-user', userId, reason });
    this.closeUserHere(userId, reason);
  }

  private closeUserHere(userId: number, reason: string): void {
    for (const connection of [...this.connections])
      if (connection.participant.userId === userId) connection.refuse(CLOSE_CODES.unauthorised, reason);
  }

  register(kind: RoomKind): void {
    this.kinds.set(kind.name, kind);
  }

  /** The live room of a token, when one is loaded. */
  findRoom(kind: string, token: string): Room | undefined {
    return this.registry.find(roomName(kind, token));
  }

  /** Loaded rooms and their open sockets per kind, every registered kind included (metrics). */
  liveCounts(): Map<string, { rooms: number; sockets: number }> {
    const counts = new Map([...this.kinds.keys()].map((kind) => [kind, { rooms: 0, sockets: 0 }]));
    for (const room of this.registry.loaded()) {
      const entry = counts.get(room.name.slice(0, room.name.indexOf(':')));
      if (!entry) continue;
      entry.rooms++;
      entry.sockets += room.connections.size;
    }
    return counts;
  }

  /** Resolves once the bus to the other instances answers (readiness); alone, at once. */
  checkBus(): Promise<void> {
    return this.bus.ping();
  }

  /**
   * Makes a server change (origin SERVER_ORIGIN) in a room that is open somewhere: here, or, when
   * other instances may have it loaded, in the room loaded here for it (its update reaches them).
   * Nothing happens when this instance runs alone and the room is not loaded.
   */
  async changeOpenRoom(kind: string, token: string, fn: (room: Room) => void): Promise<void> {
    const room = this.findRoom(kind, token);
    if (room) fn(room);
    else if (this.shared) await this.withRoom(kind, token, fn);
  }

  /**
   * Flips a live room to read-only (e.g. its session was just completed), here and on every other
   * instance that has it loaded. `change` (e.g. the completion mark) is made in the room: here when
   * it is loaded here, else in a room loaded for it when another instance may have it open.
   */
  async setReadOnly(kind: string, token: string, change?: (room: Room) => void): Promise<void> {
    if (change) await this.changeOpenRoom(kind, token, change);
    const room = this.findRoom(kind, token);
    if (room) room.readOnly = true;
    this.bus.publish(roomName(kind, token), { type: 'read-only' });
  }

  /**
   * Closes a loaded room's sockets as a restart would (1001): their providers reconnect at once and
   * find the room loaded afresh, so a change its kind reads at load (a scenario locked or unlocked)
   * applies. The room is stored before it is freed, as always.
   */
  reloadRoom(kind: string, token: string): void {
    this.bus.publish(roomName(kind, token), { type: 'reload' });
    const room = this.findRoom(kind, token);
    if (room) this.closeForReload(room);
  }

  private closeForReload(room: Room): void {
    for (const connection of [...room.connections]) connection.close(CLOSE_CODES.goingAway, 'The room is reloading');
  }

  /**
   * Drops a loaded room without storing anything more of it (what it stands for was deleted): its
   * sockets are refused for good with `reason` (4404), so no provider comes back.
   */
  discardRoom(kind: string, token: string, reason: string): void {
    this.bus.publish(roomName(kind, token), { type: 'discard', reason });
    const room = this.findRoom(kind, token);
    if (room) this.discard(room, reason);
  }

  /** reload and discard said by another instance (bus.ts). */
  private onControl(room: Room, message: BusMessage): void {
    if (this.registry.find(room.name) !== room) return;
    if (message.type === 'reload') this.closeForReload(room);
    else if (message.type === 'discard') this.discard(room, message.reason);
  }

  private discard(room: Room, reason: string): void {
    this.registry.discard(room);
    for (const connection of [...room.connections]) connection.refuse(CLOSE_CODES.unknownRoom, reason);
    room.takePending();
    room.destroy();
  }

  /** Takes a freshly upgraded socket through authorisation, load and sync. */
  async accept(
    kindName: string,
    socket: ConstructorParameters<typeof Connection>[0],
    token: string,
    params: Record<string, string | undefined>,
  ): Promise<void> {
    const connection = new Connection(socket, this.options);
    if (this.closing) return connection.close(CLOSE_CODES.goingAway, 'Server is shutting down');
    const kind = this.kinds.get(kindName);
    if (!kind) return connection.refuse(CLOSE_CODES.unknownRoom, 'Unknown room kind');
    this.connections.add(connection);
    connection.onClose(() => this.connections.delete(connection));
    let room: Room;
    try {
      const admission = await kind.authorise(token, params);
      if (!admission.ok) return connection.refuse(admission.code, admission.reason);
      if (this.closing) return connection.close(CLOSE_CODES.goingAway, 'Server is shutting down');
      connection.participant = admission.participant;
      connection.readOnly = admission.readOnly;
      room = await this.openRoom(kind, token);
      if (admission.roomReadOnly) room.readOnly = true;
    } catch (err) {
      this.options.log(`a ${kind.name} room could not be opened`, err);
      return connection.close(CLOSE_CODES.internalError, 'Room could not be loaded');
    }
    const full = connection.isOpen && !this.closing ? room.fullFor(connection.participant) : null;
    if (!connection.isOpen || this.closing || full) {
      if (full) connection.refuse(CLOSE_CODES.roomFull, full);
      // Deferred: other sockets waiting for the same load join first.
      setImmediate(() => room.connections.size === 0 && void this.registry.unload(room));
      return;
    }
    room.join(connection);
  }

  /**
   * Runs `fn` on a kind's room, loading it when needed (e.g. a migration between rooms); a room
   * nobody joined is stored and freed afterwards, once sockets waiting for the same load joined.
   */
  async withRoom(kindName: string, token: string, fn: (room: Room) => void): Promise<void> {
    const kind = this.kinds.get(kindName);
    if (!kind) throw new Error(`unknown room kind ${kindName}`);
    const room = await this.openRoom(kind, token);
    fn(room);
    setImmediate(() => room.connections.size === 0 && void this.registry.unload(room));
  }

  /** The loaded room, never one that started unloading between its load and our turn. */
  private async openRoom(kind: RoomKind, token: string): Promise<Room> {
    const name = roomName(kind.name, token);
    for (;;) {
      const { maxRoomBytes, maxPresenceBytes, maxRoomSockets, maxSocketsPerIdentity } = this.options;
      const policy = {
        schema: kind.schema,
        maxBytes: maxRoomBytes,
        maxPresenceBytes,
        maxSockets: maxRoomSockets,
        maxSocketsPerIdentity,
      };
      const onLoad = kind.onLoad;
      const room = await this.registry.open(name, policy, onLoad && ((r) => onLoad(r, token)));
      if (this.registry.find(name) === room) return room;
    }
  }

  /** Graceful shutdown: closes sockets (clients reconnect elsewhere), stores and frees every room. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    for (const connection of this.connections) connection.close(CLOSE_CODES.goingAway, 'Server is shutting down');
    await this.registry.closeAll();
    this.writer.stop();
    await this.writer.flushAll().catch(() => {});
    await this.bus.close();
  }
}
