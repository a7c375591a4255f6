// Load generator for bench-collab: raw `ws` clients speaking the y-websocket protocol through
// y-protocols (the real provider is too heavy for 400 clients on 2 cores; tests use the real one).
// Each room has two clients; edits go out at a steady total rate, alternating sender, and the
// latency is the time from the sender's edit to the peer's doc holding it.
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { performance } from 'node:perf_hooks';

export type LoadOptions = { rate: number; durationS: number; warmupS: number };
export type LoadResult = { sent: number; measured: number; lost: number; latenciesMs: number[] };

let clientCount = 0;

// Two input fields of one ClearView module: the room's schema accepts only real input fields.
const BENCH_MAP = 'productionDetails';
const KEYS = ['monthlyVolume', 'avgLoanSize'] as const;

class BenchClient {
  readonly doc = new Y.Doc();
  readonly map = this.doc.getMap<number>(BENCH_MAP);
  // Each client writes its own key, so the two never make concurrent writes to one key.
  private readonly key = KEYS[clientCount++ % 2];
  private ws!: WebSocket;
  synced = false;
  onSeq: (seq: number) => void = () => {};

  constructor(private readonly url: string) {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === this) return;
      const e = encoding.createEncoder();
      encoding.writeVarUint(e, 0);
      syncProtocol.writeUpdate(e, update);
      this.send(encoding.toUint8Array(e));
    });
  }

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws = new WebSocket(this.url, { perMessageDeflate: false });
      this.ws.binaryType = 'nodebuffer';
      this.ws.on('open', () => {
        const e = encoding.createEncoder();
        encoding.writeVarUint(e, 0);
        syncProtocol.writeSyncStep1(e, this.doc);
        this.send(encoding.toUint8Array(e));
      });
      this.ws.on('message', (data: Buffer) => {
        this.receive(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
        if (this.synced) resolve();
      });
      this.ws.on('error', reject);
      this.ws.on('close', (code) => (this.synced ? undefined : reject(new Error(`closed with ${code} before sync`))));
    });
  }

  edit(seq: number): void {
    this.map.set(this.key, seq);
  }

  close(): void {
    this.ws.terminate();
    this.doc.destroy();
  }

  private send(frame: Uint8Array): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(frame);
  }

  private receive(frame: Uint8Array): void {
    const decoder = decoding.createDecoder(frame);
    if (decoding.readVarUint(decoder) !== 0) return; // awareness and auth frames are not measured
    const before = KEYS.map((k) => this.map.get(k));
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, 0);
    const type = syncProtocol.readSyncMessage(decoder, reply, this.doc, this);
    if (type === syncProtocol.messageYjsSyncStep2) this.synced = true;
    if (encoding.length(reply) > 1) this.send(encoding.toUint8Array(reply));
    const after = KEYS.map((k) => this.map.get(k));
    for (let i = 0; i < 2; i++) {
      const seq = after[i];
      if (seq !== undefined && seq !== before[i]) this.onSeq(seq);
    }
  }
}

/**
 * Opens two synced clients per room, `concurrency` rooms at a time: each room is one URL (both
 * clients on one server) or two (one client on each instance, so every edit crosses the bus).
 */
export async function openRooms(rooms: (string | [string, string])[], concurrency = 25): Promise<[BenchClient, BenchClient][]> {
  const pairs: [BenchClient, BenchClient][] = [];
  for (let i = 0; i < rooms.length; i += concurrency) {
    const batch = rooms.slice(i, i + concurrency).map(async (room) => {
      const [first, second] = typeof room === 'string' ? [room, room] : room;
      const pair: [BenchClient, BenchClient] = [new BenchClient(first), new BenchClient(second)];
      await Promise.all(pair.map((c) => c.connect()));
      return pair;
    });
    pairs.push(...(await Promise.all(batch)));
  }
  return pairs;
}

export function closeRooms(pairs: [BenchClient, BenchClient][]): void {
  for (const pair of pairs) for (const c of pair) c.close();
}

// Edit numbers run on across rounds, so a new round never repeats a value the peer already holds.
let nextSeq = 0;

/** Runs steady edits across all rooms for warmup + duration seconds; measures only after the warm-up. */
export async function runLoad(pairs: [BenchClient, BenchClient][], opts: LoadOptions): Promise<LoadResult> {
  const sentAt = new Map<number, number>();
  const latenciesMs: number[] = [];
  let measuringFrom = Infinity;
  const firstSeq = nextSeq;
  let seq = firstSeq;
  let measuredSent = 0;
  for (const pair of pairs) {
    for (const client of pair) {
      client.onSeq = (s) => {
        const t = sentAt.get(s);
        if (t === undefined) return;
        sentAt.delete(s);
        latenciesMs.push(performance.now() - t);
      };
    }
  }
  const start = performance.now();
  const total = (opts.warmupS + opts.durationS) * 1000;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - start;
      if (elapsed >= total) {
        clearInterval(tick);
        resolve();
        return;
      }
      if (measuringFrom === Infinity && elapsed >= opts.warmupS * 1000) {
        measuringFrom = seq;
        latenciesMs.length = 0;
        sentAt.clear();
      }
      const due = firstSeq + Math.floor((elapsed / 1000) * opts.rate);
      while (seq < due) {
        const pair = pairs[seq % pairs.length];
        const sender = pair[Math.floor(seq / pairs.length) % 2];
        const now = performance.now();
        if (seq >= measuringFrom) {
          sentAt.set(seq, now);
          measuredSent++;
        }
        sender.edit(seq);
        seq++;
      }
    }, 2);
  });
  nextSeq = seq;
  // Let the last edits land (an edit still unseen after 2 s counts as not observed).
  for (let waited = 0; sentAt.size > 0 && waited < 2000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  return { sent: measuredSent, measured: latenciesMs.length, lost: sentAt.size, latenciesMs };
}
