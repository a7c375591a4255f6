// Writes rooms' pending updates in short batches (one merged row per room, one INSERT per batch) and
// compacts a room's log into a snapshot when it grows long or the room unloads. All database work
// runs one step at a time, so a compaction never races a batch of the same room.
import * as Y from 'yjs';
import type { PostgresPersistence } from './persistence.ts';
import type { Room } from './room.ts';
import type { CollabObserver } from '../ops/observers.ts';

type WriterOptions = {
  /** Time between batches; an update is in the database within about this plus one round trip. */
  flushIntervalMs: number;
  /** A room whose log passes this many rows is compacted into its snapshot. */
  compactAfterRows: number;
  /** A room's size cap; one whose stored bytes pass half of it is compacted, keeping it well under. */
  maxRoomBytes: number;
  log: (msg: string, err?: unknown) => void;
  observer?: CollabObserver;
};

export class UpdateWriter {
  private readonly dirty = new Set<Room>();
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private batchInFlight = false;

  constructor(
    private readonly persistence: PostgresPersistence,
    private readonly options: WriterOptions,
  ) {}

  start(): void {
    // One batch in flight at most: a slow database delays batches instead of queueing them up.
    this.timer ??= setInterval(() => {
      if (this.dirty.size === 0 || this.batchInFlight) return;
      this.batchInFlight = true;
      void this.flushAll().finally(() => (this.batchInFlight = false));
    }, this.options.flushIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  markDirty(room: Room): void {
    this.dirty.add(room);
  }

  /** Writes every room's pending updates; resolves once they are stored (or failed and re-queued). */
  flushAll(): Promise<void> {
    return this.serial(() => this.writeBatch([...this.dirty]));
  }

  /** Writes one room's pending updates and folds its log into a snapshot; rejects when it could not. */
  flushAndCompact(room: Room): Promise<void> {
    return this.serial(async () => {
      await this.writeBatch([room], true);
      if (room.logRows > 0) await this.compact(room);
    });
  }

  private serial(step: () => Promise<void>): Promise<void> {
    const run = this.chain.then(step);
    this.chain = run.catch(() => {});
    return run;
  }

  private async writeBatch(rooms: Room[], rethrow = false): Promise<void> {
    const entries: { room: Room; update: Uint8Array }[] = [];
    for (const room of rooms) {
      this.dirty.delete(room);
      const update = room.takePending();
      if (update) entries.push({ room, update });
    }
    if (entries.length === 0) return;
    // Counted as stored while the write is in flight: the size cap (update-guard.ts) must see these
    // bytes, which are no longer pending, until the write lands or is put back.
    for (const { room, update } of entries) room.storedBytes += update.byteLength;
    const started = performance.now();
    try {
      await this.persistence.append(entries.map((e) => ({ room: e.room.name, update: e.update })));
      this.observe('batch', started, true);
      for (const { room } of entries) room.logRows++;
    } catch (err) {
      this.observe('batch', started, false);
      for (const { room, update } of entries) {
        room.storedBytes -= update.byteLength;
        room.restorePending(update);
        this.dirty.add(room);
      }
      this.options.log(`writing ${entries.length} room update(s) failed; retrying`, err);
      if (rethrow) throw err;
      return;
    }
    for (const { room } of entries) {
      if (room.logRows > this.options.compactAfterRows || room.storedBytes > this.options.maxRoomBytes / 2)
        await this.compact(room).catch(() => {});
    }
  }

  private async compact(room: Room): Promise<void> {
    // The stored log and this doc's state are merged (persistence.ts): rows other instances wrote
    // are kept even when this doc has not applied them yet; updates still pending here are logged
    // again later, harmlessly.
    const started = performance.now();
    try {
      room.storedBytes = await this.persistence.compact(room.name, Y.encodeStateAsUpdate(room.doc));
      this.observe('compaction', started, true);
      room.logRows = 0;
    } catch (err) {
      this.observe('compaction', started, false);
      this.options.log('compacting a room failed', err);
      throw err;
    }
  }

  private observe(step: 'batch' | 'compaction', started: number, ok: boolean): void {
    this.options.observer?.persisted(step, (performance.now() - started) / 1000, ok);
  }
}
