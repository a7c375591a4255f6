import shift from 'postgres-shift';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import { installJobSchema } from '../jobs/runner.ts';

/** The advisory lock key migrations run under (any fixed number; the session's end releases it). */
const MIGRATION_LOCK = 7_240_511;
const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

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
