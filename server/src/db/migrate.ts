import shift from 'postgres-shift';
import postgres from 'postgres';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { installJobSchema } from '../jobs/runner.ts';
import { PROJECT_ROOT } from '../lib/project-root.ts';

/** The advisory lock key migrations run under (any fixed number; the session's end releases it). */
const MIGRATION_LOCK = 7_240_511;
const MIGRATIONS_DIR = join(PROJECT_ROOT, 'migrations');

/**
 * Applies pending numbered migrations (migrations/0000N_name.sql) in one transaction, then the job
 * runner's own schema, which our SQL calls (graphile_worker.add_job) when it queues a message.
 */
export async function migrate(url: string, log: (msg: string) => void = () => {}): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Instances starting together (docs/deployment.md) take turns: the second finds nothing to do.
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await shift({ sql, path: MIGRATIONS_DIR, before: (m: { name: string }) => log(`migrating: ${m.name}`) });
  } finally {
    await sql.end();
  }
  await installJobSchema(url);
}

/** The number of the newest migration file: a database is up to date when it has applied it. */
export function latestMigration(): number {
  const ids = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{5}_/.test(file))
    .map((file) => Number(file.slice(0, 5)));
  return Math.max(0, ...ids);
}
