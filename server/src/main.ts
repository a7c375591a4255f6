import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/index.ts';
import { buildApp } from './app.ts';
import { availableDemoAccounts } from './modules/auth/service.ts';

/** The process: config, database (embedded or URL), migrations, demo seed, HTTP, graceful close. */
async function main() {
  const config = loadConfig();
  const say = (msg: string) => console.log(`[clearpath] ${msg}`);
  const db = await openDatabase(config, say);
  let closing = false;
  const stopDb = async () => {
    await db.stop().catch((e) => console.error('[clearpath] stopping PostgreSQL failed', e));
  };
  try {
    await migrate(db.url, say);
    const sql = connect(db.url);
    if (config.seedDemo && (await seedIfEmpty({ sql, appUrl: config.appUrl, log: say }))) say('Seeded demo data.');
    const app = await buildApp({ config, sql, serveClient: config.serveClient });
    await app.listen({ port: config.port, host: config.host });

    const shutdown = async (reason: string) => {
      if (closing) return;
      closing = true;
      say(`Closing (${reason})...`);
      await app.close(); // flushes live rooms (onClose hooks) before the pool goes
      await sql.end({ timeout: 5 });
      await stopDb();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    // Started by scripts/start.mjs: when that wrapper dies, its IPC channel closes; close with it.
    if (process.connected) process.on('disconnect', () => void shutdown('the start script exited'));

    say(`Clearpath is running at ${config.appUrl}`);
    const demo = await availableDemoAccounts(sql, config.seedDemo);
    if (demo.length > 0) {
      say('Demo credentials:');
      for (const a of demo) say(`  ${a.user_type.padEnd(9)} ${a.email} / ${a.password}`);
    }
    if (config.env !== 'production' && !config.smtpUrl) say(`E-mails are kept in the outbox: ${config.appUrl}/dev/outbox`);
  } catch (err) {
    await stopDb();
    throw err;
  }
}

main().catch((err) => {
  console.error('[clearpath] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
