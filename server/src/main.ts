import { listensBeyondLoopback, loadConfig, type Config } from './config.ts';
import { connect } from './db/connect.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/index.ts';
import { buildApp } from './app.ts';
import { availableDemoAccounts } from './modules/auth/service.ts';
import { onStopSignal } from './lib/stop-signals.ts';

/** A close that hangs (a stuck query) must not keep a deploy waiting forever. */
const CLOSE_DEADLINE_MS = 30_000;

/** The process: config, database (embedded or URL), migrations, demo seed, HTTP, graceful close. */
async function main() {
  const config = loadConfig();
  const say = (msg: string) => console.log(`[clearpath] ${msg}`);
  const db = await openDatabase(config, say);
  let closing = false;
  const stopDb = async () => {
    await db.stop().catch((e) => console.error('[clearpath] stopping PostgreSQL failed', e));
  };
  // From here on a stop signal waits for the start below to end, then closes in order.
  let started: Promise<Started> | null = null;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    say(`Closing (${reason})...`);
    setTimeout(() => {
      console.error('[clearpath] closing took too long; exiting');
      process.exit(1);
    }, CLOSE_DEADLINE_MS).unref();
    const running = await started?.catch(() => null);
    // Order matters (docs/security.md, "Shutdown"): sockets close and every live room is stored
    // while the database still runs; only then the pool ends and the embedded PostgreSQL stops.
    await running?.app.close();
    await running?.sql.end({ timeout: 5 });
    await stopDb();
    process.exit(0);
  };
  onStopSignal((signal) => void shutdown(signal));
  // Started by scripts/start.mjs: when that wrapper dies, its IPC channel closes; close with it.
  if (process.connected) process.on('disconnect', () => void shutdown('the start script exited'));

  started = start(config, db.url, say);
  let sql: Started['sql'];
  try {
    ({ sql } = await started);
  } catch (err) {
    await stopDb();
    throw err;
  }
  if (closing) return;

  say(`Clearpath is running at ${config.appUrl}`);
  const demo = (await availableDemoAccounts({ sql, config })).accounts;
  if (demo.length > 0) {
    say('Demo credentials:');
    for (const a of demo) say(`  ${a.user_type.padEnd(9)} ${a.email} / ${a.password}`);
    if (listensBeyondLoopback(config)) {
      say('');
      say(`WARNING: listening on ${config.host}, reachable from other machines, while the demo accounts above`);
      say('  still have their published passwords: anyone who can reach this port can sign in as them.');
      say('  Start with SEED_DEMO=false on a fresh database, or set HOST=127.0.0.1 to stay on this machine.');
      say('');
    }
  }
  if (config.env !== 'production' && !config.smtpUrl) say(`E-mails are kept in the outbox (recruiters only): ${config.appUrl}/dev/outbox`);
}

type Started = { app: Awaited<ReturnType<typeof buildApp>>; sql: ReturnType<typeof connect> };

/** Migrations, demo seed, the app listening. */
async function start(config: Config, dbUrl: string, say: (msg: string) => void): Promise<Started> {
  await migrate(dbUrl, say);
  const sql = connect(dbUrl);
  if (config.seedDemo && (await seedIfEmpty({ sql, appUrl: config.appUrl, log: say }))) say('Seeded demo data.');
  const app = await buildApp({ config, sql, serveClient: config.serveClient, jobs: config.runJobs ? { databaseUrl: dbUrl } : undefined });
  await app.listen({ port: config.port, host: config.host });
  return { app, sql };
}

main().catch((err) => {
  console.error('[clearpath] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
