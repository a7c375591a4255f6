// Backups with pg_dump and pg_restore (docs/deployment.md "Backups"): a custom-format dump, taken
// by pg_dump in one repeatable-read snapshot so it is consistent while the app runs, and a restore
// that goes only into an empty database, in one transaction (all or nothing).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import postgres from 'postgres';
import type { PgTools } from './pg-tools.ts';

/** The connection URL without its password, and the password for PGPASSWORD: never on a command line. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(stderr.trim() || `${tool} exited with ${code}`))));
  });
}

async function inspect<T>(url: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

/** A client older than the server cannot dump it; say so before pg_dump does it less clearly. */
async function checkVersions(url: string, tools: PgTools): Promise<void> {
  const [{ server_version_num }] = await inspect(url, (sql) => sql<{ server_version_num: string }[]>`show server_version_num`);
  const serverMajor = Math.floor(Number(server_version_num) / 10_000);
  if (tools.major < serverMajor)
    throw new Error(
      `pg_dump ${tools.major} cannot dump PostgreSQL ${serverMajor}: set PG_BIN_DIR to client tools of version ${serverMajor} or newer`,
    );
}

/** Writes a custom-format dump of the database to `file` (through a .partial file, so a failed dump leaves none). */
export async function backupDatabase(url: string, file: string, tools: PgTools): Promise<{ bytes: number }> {
  await checkVersions(url, tools);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const { dbname, env } = connection(url);
  try {
    await run(tools.pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
    // A dump holds every record and password hash: readable by its owner only, like DATA_DIR's secrets.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size };
}

/** Tables, views and sequences outside PostgreSQL's own schemas: an empty database has none. */
function countRelations(url: string): Promise<number> {
  return inspect(url, async (sql) => {
    const [{ count }] = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'`;
    return count;
  });
}

/** Restores a dump into an empty database in one transaction; refuses a database that holds anything. */
export async function restoreDatabase(url: string, file: string, tools: PgTools): Promise<void> {
  statSync(file); // a missing file: ENOENT names it
  const relations = await countRelations(url);
  const name = new URL(url).pathname.slice(1);
  if (relations > 0)
    throw new Error(
      `The database "${name}" is not empty (${relations} tables, views or sequences): db:restore only restores into an empty database. ` +
        'Create a new database and point DATABASE_URL at it (or use a fresh DATA_DIR for the embedded one).',
    );
  const { dbname, env } = connection(url);
  // Owners and grants name roles of the server the dump came from; here everything belongs to the restoring user.
  await run(tools.pgRestore, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file], env);
}
