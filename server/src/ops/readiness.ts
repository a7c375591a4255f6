// What /readyz checks (docs/deployment.md "Health"): each check is one cheap look with a deadline,
// so a load balancer's probe never waits on a hung database.
import type { FastifyInstance } from 'fastify';
import { latestMigration } from '../db/migrate.ts';
import type { Deps } from '../deps.ts';
import type { ReadinessResponse } from '@shared/schemas/ops.ts';

/** A probe that waits longer than this counts the check as failed. */
const CHECK_DEADLINE_MS = 2000;

type Checks = ReadinessResponse['checks'];

/** Answers of checks that do not apply to this instance; they pass. */
const NOT_CONFIGURED = 'not configured';
const NOT_RUN_HERE = 'not run here';
const PASSING = new Set(['ok', NOT_CONFIGURED, NOT_RUN_HERE]);

function withinDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_DEADLINE_MS / 1000} s`)), CHECK_DEADLINE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** PostgreSQL's error code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** PostgreSQL answers and every file in migrations/ is recorded as applied. */
async function checkDatabase(deps: Deps, expected: number): Promise<Pick<Checks, 'database' | 'migrations'>> {
  let applied: number;
  try {
    const query = deps.sql<{ applied: number }[]>`select coalesce(max(migration_id), 0)::int as applied from migrations`;
    [{ applied }] = await withinDeadline(query, 'PostgreSQL');
  } catch (err) {
    // A database without the migrations table answers, but nothing was ever applied to it.
    if ((err as { code?: string }).code !== UNDEFINED_TABLE) return { database: reason(err), migrations: 'unknown (no database)' };
    applied = 0;
  }
  return { database: 'ok', migrations: applied < expected ? `${applied} of ${expected} migrations applied` : 'ok' };
}

/** The room bus to the other instances answers. */
async function checkRedis(deps: Deps): Promise<string> {
  try {
    await withinDeadline(deps.rooms.checkBus(), 'Redis');
    return 'ok';
  } catch (err) {
    return reason(err);
  }
}

/** Runs every check; `error` names the first that failed, `checks` shows each. */
export function readinessProbe(app: FastifyInstance, deps: Deps): () => Promise<ReadinessResponse> {
  const expected = latestMigration();
  return async () => {
    const [database, redis] = await Promise.all([
      checkDatabase(deps, expected),
      deps.config.redisUrl !== undefined ? checkRedis(deps) : NOT_CONFIGURED,
    ]);
    const jobs = !app.jobRunner ? NOT_RUN_HERE : app.jobRunner.isRunning() ? 'ok' : 'the job runner has stopped';
    const checks: Checks = { ...database, redis, jobs };
    const failed = (Object.keys(checks) as (keyof Checks)[]).find((name) => !PASSING.has(checks[name]));
    return failed ? { status: 'unavailable', error: `${failed}: ${checks[failed]}`, checks } : { status: 'ready', checks };
  };
}
