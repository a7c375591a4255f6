// The server processes of the benchmarks and the soak: our instances (bench/collab-our-server.ts)
// and /proc figures of a process.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServer } from '../build-server.mjs';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { PROJECT_ROOT } from '../../server/src/lib/project-root.ts';

/** A positive number from `--name value` on the command line, else from `env`, else `fallback`. */
export function numberOption(name: string, fallback: number, env?: string): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at > 0 ? process.argv[at + 1] : env ? process.env[env] : undefined;
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** RSS (KiB) and CPU ticks (user+system) of a server's processes, summed, from /proc. */
export function sample(pids: number[]): { rssKiB: number; ticks: number } {
  let rssKiB = 0;
  let ticks = 0;
  for (const pid of pids) {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    rssKiB += Number(rss?.[1] ?? 0);
    ticks += Number(stat[11]) + Number(stat[12]);
  }
  return { rssKiB, ticks };
}

export const waitExit = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));

type OurReady = { port: number; tokens: string[]; dbUrl: string };

/**
 * Our server process compiled as `npm run build` compiles the server (plain JavaScript, no tsx in the
 * process), once per run, under .data/: the figures are those of the server as shipped.
 */
let compiled: Promise<string> | undefined;
function compiledOurServer(): Promise<string> {
  compiled ??= (async () => {
    const outdir = join(PROJECT_ROOT, '.data/bench-server');
    await compileServer({ 'collab-our-server': fileURLToPath(new URL('./collab-our-server.ts', import.meta.url)) }, outdir);
    return join(outdir, 'collab-our-server.js');
  })();
  return compiled;
}

/** One of our instances in its own process; `env` adds REDIS_URL, or BENCH_DB_URL for a second instance. */
export async function forkOurs(rooms: number, env: Record<string, string>) {
  const child = fork(await compiledOurServer(), [], {
    // BENCH_NODE_ARGS: extra Node flags for our processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    // The flags `npm start` gives the server, so the bench measures the server as shipped.
    execArgv: [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_PRELOAD ? ['--import', process.env.BENCH_PRELOAD] : []),
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, BENCH_ROOMS: String(rooms), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => child.on('message', (m: { type: string }) => m.type === type && resolve(m as T)));
  // A child that fails to start exits (after stopping its PostgreSQL): fail rather than wait forever.
  const failed = waitExit(child).then(() => Promise.reject(new Error('our server exited before it was ready')));
  const ready = await Promise.race([next<OurReady>('ready'), failed]);
  failed.catch(() => {}); // its later exit, on stop, is expected
  const stop = async () => {
    child.send({ type: 'stop' });
    await waitExit(child);
  };
  return { child, next, ready, stop };
}
