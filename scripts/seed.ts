import { loadConfig } from '../server/src/config.ts';
import { connect } from '../server/src/db/connect.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seedIfEmpty } from '../server/src/seed/index.ts';

/** `npm run db:seed`: demo data into an empty database (a database with users is left alone). */
const config = loadConfig();
const db = await openDatabase(config, console.log);
const sql = connect(db.url, 2);
try {
  await migrate(db.url, console.log);
  const seeded = await seedIfEmpty({ sql, appUrl: config.appUrl, log: console.log });
  console.log(seeded ? 'Seeded demo data.' : 'The database already has data; nothing seeded.');
} finally {
  await sql.end();
  await db.stop();
}
