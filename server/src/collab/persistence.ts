// Yjs state in PostgreSQL: an append-only update log plus one compacted snapshot per room.
import type { Sql } from '../db/connect.ts';

/** What a room restores at load: the snapshot, the log rows written after it, and the newest row id. */
export type StoredState = { snapshot: Uint8Array | null; updates: Uint8Array[]; lastId: number };

/** One merged update of one room, as a batch write carries it. */
type LogEntry = { room: string; update: Uint8Array };

// One INSERT per batch; far below PostgreSQL's 65,535 parameters (2 per row).
const ROWS_PER_INSERT = 5000;

export class PostgresPersistence {
  constructor(private readonly sql: Sql) {}

  async load(room: string): Promise<StoredState> {
    const [snap] = await this.sql<{ state: Buffer; upto_id: number }[]>`
      select state, upto_id from yjs_snapshots where room = ${room}`;
    const uptoId = snap?.upto_id ?? 0;
    const rows = await this.sql<{ id: number; update: Buffer }[]>`
      select id, update from yjs_updates where room = ${room} and id > ${uptoId} order by id`;
    return {
      snapshot: snap ? new Uint8Array(snap.state) : null,
      updates: rows.map((r) => new Uint8Array(r.update)),
      lastId: rows.length > 0 ? rows[rows.length - 1].id : uptoId,
    };
  }

  /** Appends one row per entry; answers the new row id of each room (one entry per room per batch). */
  async append(entries: LogEntry[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
      const rows = entries.slice(i, i + ROWS_PER_INSERT).map((e) => ({ room: e.room, update: toBuffer(e.update) }));
      const inserted = await this.sql<{ id: number; room: string }[]>`
        insert into yjs_updates ${this.sql(rows, 'room', 'update')} returning id, room`;
      for (const row of inserted) ids.set(row.room, Math.max(ids.get(row.room) ?? 0, row.id));
    }
    return ids;
  }

  /** Replaces the snapshot with `state` and drops the log rows it covers, in one transaction. */
  async compact(room: string, state: Uint8Array, uptoId: number): Promise<void> {
    await this.sql.begin(async (tx) => {
      await tx`
        insert into yjs_snapshots (room, state, upto_id) values (${room}, ${toBuffer(state)}, ${uptoId})
        on conflict (room) do update set state = excluded.state, upto_id = excluded.upto_id, updated_at = now()`;
      await tx`delete from yjs_updates where room = ${room} and id <= ${uptoId}`;
    });
  }
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
