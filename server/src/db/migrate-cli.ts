import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const db = await openDatabase(config, console.log);
try {
  await migrate(db.url, console.log);
  console.log('Migrations are up to date.');
} finally {
  await db.stop();
}
