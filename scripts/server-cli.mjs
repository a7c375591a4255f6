// `npm run db:migrate`, `db:backup`, `db:restore`: runs one server entry (scripts/server-entries.mjs)
// with the arguments given, from the sources in development and compiled with NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import { serverEntryArgs } from './server-entries.mjs';

const [name, ...args] = process.argv.slice(2);
const run = spawnSync(process.execPath, [...serverEntryArgs(name), ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
