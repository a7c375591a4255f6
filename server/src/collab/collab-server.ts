// The room server: admits sockets through each room kind's authorise function, hands them to
// their room once it is loaded, pings them, and stores every room at shutdown.
import type { Sql } from '../db/connect.ts';
import { Connection, type ConnectionLimits, type Participant } from './connection.ts';
import { PostgresPersistence } from './persistence.ts';
import { CLOSE_CODES, type RefusalCode } from './protocol.ts';
import { RoomRegistry } from './registry.ts';
import type { Room } from './room.ts';
import type { DocSchema } from './update-guard.ts';
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
  log: (msg: string, err?: unknown) => void;
};

export const DEFAULT_COLLAB_OPTIONS: Omit<CollabOptions, 'log'> = {
  maxMessageBytes: 1024 * 1024,
  maxQueuedBytes: 2 * 1024 * 1024,
  maxBufferedBytes: 16 * 1024 * 1024,
  flushIntervalMs: 200,
  compactAfterRows: 500,
  heartbeatMs: 30_000,
  // A real session's state is a few KB (docs/collab.md); 2 MiB leaves room for very long notes
  // while bounding what one token holder can make the server keep, store and send to every joiner.
  maxRoomBytes: 2 * 1024 * 1024,
};

/** A room's name: kind and token, so two kinds never share a document. */
const roomName = (kind: string, token: string) => `${kind}:${token}`;

export class CollabServer {
  readonly registry: RoomRegistry;
  private readonly writer: UpdateWriter;
  private readonly kinds = new Map<string, RoomKind>();
  private readonly connections = new Set<Connection>();
  private readonly heartbeat: NodeJS.Timeout;
  private closing = false;

  constructor(
    sql: Sql,
    private readonly options: CollabOptions,
  ) {
    const persistence = new PostgresPersistence(sql);
    this.writer = new UpdateWriter(persistence, options);
    this.registry = new RoomRegistry(persistence, this.writer, options.log);
    this.writer.start();
    this.heartbeat = setInterval(() => {
      for (const connection of this.connections) connection.heartbeat();
    }, options.heartbeatMs);
    this.heartbeat.unref();
  }

  register(kind: RoomKind): void {
    this.kinds.set(kind.name, kind);
  }

  /** The live room of a token, when one is loaded. */
  findRoom(kind: string, token: string): Room | undefined {
    return this.registry.find(roomName(kind, token));
  }

  /** Flips a live room to read-only (e.g. its session was just completed); no-op when not loaded. */
  setReadOnly(kind: string, token: string, change?: (room: Room) => void): void {
    const room = this.findRoom(kind, token);
    if (!room) return;
    if (change) change(room);
    room.readOnly = true;
  }

  /**
   * Closes a loaded room's sockets as a restart would (1001): their providers reconnect at once and
   * find the room loaded afresh, so a change its kind reads at load (a scenario locked or unlocked)
   * applies. The room is stored before it is freed, as always.
   */
  reloadRoom(kind: string, token: string): void {
    const room = this.findRoom(kind, token);
    if (!room) return;
    for (const connection of [...room.connections]) connection.close(CLOSE_CODES.goingAway, 'The room is reloading');
  }

  /**
   * Drops a loaded room without storing anything more of it (what it stands for was deleted): its
   * sockets are refused for good with `reason` (4404), so no provider comes back.
   */
  discardRoom(kind: string, token: string, reason: string): void {
    const room = this.findRoom(kind, token);
    if (!room) return;
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
    if (!connection.isOpen || this.closing) {
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
      const policy = { schema: kind.schema, maxBytes: this.options.maxRoomBytes };
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
  }
}
