// The server's entry points, each run one of two ways (docs/deployment.md "Production build"):
// in development from its TypeScript sources through tsx; with NODE_ENV=production from the plain
// JavaScript `npm run build` wrote into dist/server (scripts/build-server.mjs), which needs no tsx
// and no development dependency.
import { existsSync } from 'node:fs';

/** Entry name → its source file. */
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  'db-migrate': 'server/src/db/migrate-cli.ts',
  'db-backup': 'server/src/db/backup-cli.ts',
  'db-restore': 'server/src/db/restore-cli.ts',
};

export const SERVER_BUILD_DIR = 'dist/server';

/** Node arguments that run an entry: the compiled file in production, the source through tsx otherwise. */
export function serverEntryArgs(name) {
  if (process.env.NODE_ENV !== 'production') return ['--import', 'tsx', SERVER_ENTRIES[name]];
  const compiled = `${SERVER_BUILD_DIR}/${name}.js`;
  if (!existsSync(compiled)) {
    console.error(`[clearpath] ${compiled} is missing: run \`npm run build\` before starting with NODE_ENV=production.`);
    process.exit(1);
  }
  return [compiled];
}
