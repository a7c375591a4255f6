import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from './backup.ts';
import { openDatabase } from './database.ts';
import { pgTools } from './pg-tools.ts';
import { runCli } from './cli.ts';

/** `npm run db:backup [file]`: a pg_dump custom-format dump of DATABASE_URL or the embedded database. */
await runCli(async () => {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(process.argv[2] ?? join(config.dataDir, 'backups', `clearpath-${stamp}.dump`));
  const tools = pgTools(config);
  const db = await openDatabase(config, console.log);
  try {
    const { bytes } = await backupDatabase(db.url, file, tools);
    console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB, pg_dump ${tools.major} custom format)`);
  } finally {
    await db.stop();
  }
});
