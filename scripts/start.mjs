// `npm start`: build the client when it is missing or older than its sources, then run the server.
// With NODE_ENV=production it builds nothing: it runs what `npm run build` compiled (client and
// server), with production dependencies only (docs/deployment.md "Production build").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { serverEntryArgs } from './server-entries.mjs';

const production = process.env.NODE_ENV === 'production';

// CLIENT_DIST lets parallel e2e runs build into their own folders.
const OUT_DIR = process.env.CLIENT_DIST ?? 'dist/client';
const BUILT = join(OUT_DIR, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestMtime('client'), newestMtime('shared'), statSync('vite.config.ts').mtimeMs) > statSync(BUILT).mtimeMs;

if (production) {
  if (!existsSync(BUILT) && process.env.SERVE_CLIENT !== 'false') {
    console.error(`[clearpath] ${BUILT} is missing: run \`npm run build\` before starting with NODE_ENV=production.`);
    process.exit(1);
  }
} else if (!existsSync(BUILT) || sourcesChanged()) {
  console.log('[clearpath] Building the client...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', resolve(OUT_DIR)], {
    stdio: 'inherit',
    // A NODE_ENV of test/development would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The IPC channel ties the server to this wrapper: if the wrapper is killed (even with SIGKILL),
// the channel closes and the server shuts down cleanly instead of running on as an orphan.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...serverEntryArgs('main')], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// Ctrl-C reaches the whole process group; a SIGTERM aimed at this wrapper is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
