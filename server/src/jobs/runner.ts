// The job runner (docs/nurture.md, "Jobs"): graphile-worker on the app's own PostgreSQL. Jobs are
// added with SQL inside our transactions (graphile_worker.add_job), so a job exists exactly when
// the change that needs it commits. Several app instances may run it on one database: each job is
// taken by one worker, and the effects that must happen once are guarded by our own unique rows.
import { Logger, run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';

/** Installs or upgrades graphile-worker's schema; runs with our migrations, so add_job always exists. */
export async function installJobSchema(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: quietLogger() });
}

type JobRunnerOptions = {
  databaseUrl: string;
  tasks: TaskList;
  /** graphile-worker crontab lines: `<min> <hour> <dom> <month> <dow> <task>`. */
  crontab: string;
  log?: FastifyBaseLogger;
  concurrency?: number;
};

export async function startJobRunner(o: JobRunnerOptions): Promise<Runner> {
  return run({
    connectionString: o.databaseUrl,
    taskList: o.tasks,
    crontab: o.crontab,
    concurrency: o.concurrency ?? 2,
    // The app owns its signals (server/src/lib/stop-signals.ts) and stops the runner in order.
    noHandleSignals: true,
    pollInterval: 1000,
    logger: o.log ? pinoLogger(o.log) : quietLogger(),
  });
}

const quietLogger = (): Logger => new Logger(() => () => {});

function pinoLogger(log: FastifyBaseLogger): Logger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') log.error(meta ?? {}, message);
    else if (level === 'warning') log.warn(meta ?? {}, message);
    else log.debug(meta ?? {}, message);
  });
}
