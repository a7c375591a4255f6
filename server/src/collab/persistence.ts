// Yjs state in PostgreSQL: an append-only update log plus one compacted snapshot per room.
import * as Y from 'yjs';
import type { Sql } from '../db/connect.ts';

/** What a room restores at load: the snapshot and the log rows written after it. */
export type StoredState = { snapshot: Uint8Array | null; updates: Uint8Array[] };

/** One merged update of one room, as a batch write carries it. */
type LogEntry = { room: string; update: Uint8Array };

// One INSERT per batch of rooms; bounded so one statement's arrays stay a few hundred KB.
const ROWS_PER_INSERT = 5000;

export class PostgresPersistence {
  constructor(private readonly sql: Sql) {}

  /**
   * The snapshot and the log rows after it, read in one repeatable-read transaction: another
   * instance compacting between the two reads cannot make rows vanish from under this one.
   */
  async load(room: string): Promise<StoredState> {
    return this.sql.begin('isolation level repeatable read', async (tx) => {
      const [snap] = await tx<{ state: Buffer; upto_id: number }[]>`
        select state, upto_id from yjs_snapshots where room = ${room}`;
      const uptoId = snap?.upto_id ?? 0;
      const rows = await tx<{ id: number; update: Buffer }[]>`
        select id, update from yjs_updates where room = ${room} and id > ${uptoId} order by id`;
      return {
        snapshot: snap ? new Uint8Array(snap.state) : null,
        updates: rows.map((r) => new Uint8Array(r.update)),
      };
    }) as Promise<StoredState>;
  }

  /**
   * Appends one row per entry (one entry per room per batch) with one statement whose text never
   * changes: two array parameters unnested. A multi-row VALUES list had a new text (and a new
   * prepared statement) for every batch size, and building it stalled the event loop for tens of
   * milliseconds at 1,000 rooms (docs/performance.md "Live collaboration at 1,000 rooms").
   */
  async append(entries: LogEntry[]): Promise<void> {
    for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
      const batch = entries.slice(i, i + ROWS_PER_INSERT);
      const rooms = batch.map((e) => e.room);
      const updates = batch.map((e) => toBuffer(e.update));
      await this.sql`
        insert into yjs_updates (room, update)
        select * from unnest(${this.sql.array(rooms)}::text[], ${this.sql.array(updates)}::bytea[])`;
    }
  }

  /**
   * Folds everything stored for the room (snapshot and log) and `held` (what this instance's doc
   * holds, including updates other instances sent and stored themselves, or not yet) into a new
   * snapshot, and drops the log rows it covers. Under the room's advisory lock, so two instances
   * never compact one room at once; and since the rows are read here, a row another instance wrote
   * but this one never applied is folded in, not lost (docs/deployment.md "Several instances").
   * Answers the snapshot's size.
   */
  async compact(room: string, held: Uint8Array): Promise<number> {
    return this.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtextextended(${`yjs:${room}`}, 0))`;
      const [snap] = await tx<{ state: Buffer }[]>`select state from yjs_snapshots where room = ${room}`;
      const rows = await tx<{ id: number; update: Buffer }[]>`select id, update from yjs_updates where room = ${room} order by id`;
      const doc = new Y.Doc({ gc: true, guid: 'collab-compaction' });
      try {
        if (snap) Y.applyUpdate(doc, snap.state);
        for (const row of rows) Y.applyUpdate(doc, row.update);
        Y.applyUpdate(doc, held);
        const state = Y.encodeStateAsUpdate(doc);
        const uptoId = rows.length > 0 ? rows[rows.length - 1].id : 0;
        await tx`
          insert into yjs_snapshots (room, state, upto_id) values (${room}, ${toBuffer(state)}, ${uptoId})
          on conflict (room) do update set state = excluded.state, upto_id = greatest(yjs_snapshots.upto_id, excluded.upto_id), updated_at = now()`;
        if (rows.length > 0) await tx`delete from yjs_updates where room = ${room} and id <= ${uptoId}`;
        return state.byteLength;
      } finally {
        doc.destroy();
      }
    }) as Promise<number>;
  }
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
