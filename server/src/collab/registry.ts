// Rooms by name: loads a room once (however many sockets ask at the same time), and unloads it
// when its last socket has left and its state is stored. A socket that arrives during an unload
// waits for it and gets a freshly loaded room, so nothing written just before is missed.
import type { BusMessage, RoomBus } from './bus.ts';
import type { PostgresPersistence } from './persistence.ts';
import { Room, type RoomPolicy } from './room.ts';
import type { UpdateWriter } from './update-writer.ts';
import type { CollabObserver } from '../ops/observers.ts';

/** Runs after the stored state is applied and before the first client is answered. */
type OnRoomLoad = (room: Room) => Promise<void>;
/** The bus messages about a room that are the room server's to act on (reload, discard). */
type OnControl = (room: Room, message: BusMessage) => void;

export class RoomRegistry {
  private readonly rooms = new Map<string, { room: Room; ready: Promise<Room> }>();
  private readonly unloading = new Map<string, Promise<void>>();

  constructor(
    private readonly persistence: PostgresPersistence,
    private readonly writer: UpdateWriter,
    private readonly log: (msg: string, err?: unknown) => void,
    private readonly bus: RoomBus,
    private readonly shared: boolean,
    private readonly onControl: OnControl,
    private readonly observer?: CollabObserver,
  ) {
    // Messages may have been lost while the bus was away: every loaded room syncs again, both ways.
    bus.onReconnect(() => {
      for (const { room } of this.rooms.values()) room.requestSync(true);
    });
  }

  get size(): number {
    return this.rooms.size;
  }

  /** Every loaded (or loading) room. */
  loaded(): Iterable<Room> {
    return [...this.rooms.values()].map((entry) => entry.room);
  }

  /** The loaded (or loading) room of that name, if any. */
  find(name: string): Room | undefined {
    return this.rooms.get(name)?.room;
  }

  /** The room, loaded from the database first when it is not in memory. */
  async open(name: string, policy: RoomPolicy, onLoad?: OnRoomLoad): Promise<Room> {
    for (let pending = this.unloading.get(name); pending; pending = this.unloading.get(name)) await pending;
    const existing = this.rooms.get(name);
    if (existing) return existing.ready;
    const room = new Room(
      name,
      {
        onDirty: (r) => this.writer.markDirty(r),
        onEmpty: (r) => void this.unload(r),
        publish: (r, message) => this.bus.publish(r.name, message),
        shared: this.shared,
        observer: this.observer,
      },
      policy,
    );
    const ready = this.load(room, onLoad);
    this.rooms.set(name, { room, ready });
    ready.catch(() => {
      if (this.rooms.get(name)?.room === room) this.rooms.delete(name);
      room.destroy();
    });
    return ready;
  }

  /** Stores and frees a room that has no sockets; a room that cannot be stored stays and retries later. */
  unload(room: Room): Promise<void> {
    const entry = this.rooms.get(room.name);
    if (!entry || entry.room !== room || room.connections.size > 0) return this.unloading.get(room.name) ?? Promise.resolve();
    this.rooms.delete(room.name);
    const done = this.writer
      .flushAndCompact(room)
      .then(() => this.bus.unsubscribe(room.name).catch((err) => this.log('leaving a room on the bus failed', err)))
      .then(() => room.destroy())
      .catch((err) => {
        this.log('a room could not be stored at unload; it stays in memory', err);
        if (!this.rooms.has(room.name)) this.rooms.set(room.name, { room, ready: Promise.resolve(room) });
        setTimeout(() => void this.unload(room), 5_000).unref();
      })
      .finally(() => this.unloading.delete(room.name));
    this.unloading.set(room.name, done);
    return done;
  }

  /** Forgets a loaded room at once, without storing it (the caller closes its sockets and destroys it). */
  discard(room: Room): void {
    if (this.rooms.get(room.name)?.room !== room) return;
    this.rooms.delete(room.name);
    void this.bus.unsubscribe(room.name).catch(() => {});
  }

  /** Stores every room and frees it (graceful shutdown); sockets must already be closed. */
  async closeAll(): Promise<void> {
    const loaded = [...this.rooms.values()];
    await Promise.allSettled(loaded.map((e) => e.ready));
    for (const { room } of loaded) {
      if (this.rooms.get(room.name)?.room !== room) continue;
      this.rooms.delete(room.name);
      const done = this.writer
        .flushAndCompact(room)
        .catch((err) => this.log('a room could not be stored at shutdown', err))
        .then(() => this.bus.unsubscribe(room.name).catch(() => {}))
        .finally(() => room.destroy());
      this.unloading.set(room.name, done);
    }
    await Promise.all([...this.unloading.values()]);
  }

  /**
   * A message that cannot be applied (another version's, damaged) is dropped, never thrown into the
   * Redis client or a load; the next sync brings what it should have carried.
   */
  private applyFromBus(room: Room, message: BusMessage): void {
    try {
      room.handleBusMessage(message);
    } catch (err) {
      this.log('a message from another instance could not be applied', err);
    }
  }

  /**
   * Subscribes first, so nothing another instance says while the stored state is read is missed
   * (it is held and applied after), then asks the other instances for what is not stored yet.
   */
  private async load(room: Room, onLoad?: OnRoomLoad): Promise<Room> {
    let held: BusMessage[] | null = [];
    await this.bus.subscribe(room.name, (message) => {
      if (message.type === 'reload' || message.type === 'discard') this.onControl(room, message);
      else if (held) held.push(message);
      else this.applyFromBus(room, message);
    });
    try {
      room.restore(await this.persistence.load(room.name));
    } catch (err) {
      await this.bus.unsubscribe(room.name).catch(() => {});
      throw err;
    }
    for (const message of held) this.applyFromBus(room, message);
    held = null;
    if (this.shared) room.requestSync(false);
    if (onLoad) await onLoad(room);
    return room;
  }
}
