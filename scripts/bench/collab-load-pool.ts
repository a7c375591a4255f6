// bench:collab's load generator spread over several processes (docs/performance.md "Live
// collaboration at 1,000 rooms", "The instrument"). One process holding all 4,000 clients of 1,000
// rooms paused for its own garbage collection about 4 % of the time, 4–9 ms at a time, and an edit
// arriving in such a pause counts the pause as latency: that floor sat under both servers' p99.
// Each room's two clients stay in one process, so a latency is still read on one clock.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadOptions, LoadResult } from './collab-load.ts';
import { waitExit } from './processes.ts';

type Room = string | [string, string];

export class LoadPool {
  private constructor(private readonly members: { child: ChildProcess; share: number }[]) {}

  /** Opens every room's two clients, the rooms dealt round-robin to `processes` load processes. */
  static async open(rooms: Room[], processes: number): Promise<LoadPool> {
    const shares = Array.from({ length: Math.min(processes, rooms.length) }, (_, p) => rooms.filter((_, i) => i % processes === p));
    const entry = fileURLToPath(new URL('./collab-load-process.ts', import.meta.url));
    const members = shares.map((share) => ({
      child: fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
      share: share.length / rooms.length,
    }));
    const pool = new LoadPool(members);
    await Promise.all(members.map((m, i) => pool.ask(m.child, { type: 'open', rooms: shares[i] }, 'opened')));
    return pool;
  }

  /** Runs the load at `opts.rate` in total (each process its share) and merges what they measured. */
  async run(opts: LoadOptions): Promise<LoadResult> {
    const results = await Promise.all(
      this.members.map((m) =>
        this.ask<{ result: LoadResult }>(m.child, { type: 'run', opts: { ...opts, rate: opts.rate * m.share } }, 'result'),
      ),
    );
    return {
      sent: results.reduce((n, r) => n + r.result.sent, 0),
      measured: results.reduce((n, r) => n + r.result.measured, 0),
      lost: results.reduce((n, r) => n + r.result.lost, 0),
      latenciesMs: results.flatMap((r) => r.result.latenciesMs),
    };
  }

  async close(): Promise<void> {
    await Promise.all(
      this.members.map(async ({ child }) => {
        if (child.connected) child.send({ type: 'close' });
        await waitExit(child);
      }),
    );
  }

  private ask<T>(child: ChildProcess, request: object, answer: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as T);
      };
      const onExit = () => reject(new Error('a load process exited'));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(request);
    });
  }
}
