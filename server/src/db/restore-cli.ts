import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from './backup.ts';
import { openDatabase } from './database.ts';
import { pgTools } from './pg-tools.ts';
import { runCli } from './cli.ts';

/** `npm run db:restore <file>`: restores a db:backup dump into DATABASE_URL or the embedded database, which must be empty. */
await runCli(async () => {
  const given = process.argv[2];
  if (!given) throw new Error('Usage: npm run db:restore <file>');
  const file = resolve(given);
  const config = loadConfig();
  const tools = pgTools(config);
  const db = await openDatabase(config, console.log);
  try {
    await restoreDatabase(db.url, file, tools);
    console.log(`Restored ${file}. Start the app as usual; it finds its migrations applied.`);
  } finally {
    await db.stop();
  }
});
