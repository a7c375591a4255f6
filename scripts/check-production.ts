// CI's check of the production path (docs/deployment.md "Production build"): the built app, copied
// with only what the Docker image's runtime stage holds, installed with `npm ci --omit=dev`, started
// by `npm start` with NODE_ENV=production, must answer /readyz with 200. Runs in a temporary folder,
// so the development install the tests use is left as it is. Needs `npm run build` first.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local-servers.ts';

// What the Dockerfile's runtime stage copies besides node_modules; keep the two lists alike.
const RUNTIME_FILES = [
  'package.json',
  'package-lock.json',
  'dist',
  'migrations',
  'scripts/start.mjs',
  'scripts/server-node-flags.mjs',
  'scripts/server-entries.mjs',
  'scripts/server-cli.mjs',
  'scripts/prepare.mjs',
];
const READY_WITHIN_MS = 180_000;

for (const built of ['dist/client/index.html', 'dist/server/main.js'])
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);

const dir = mkdtempSync(join(tmpdir(), 'clearpath-production-'));
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach its binaries in here.
chmodSync(dir, 0o755);
let server: ChildProcess | undefined;
try {
  for (const file of RUNTIME_FILES) cpSync(file, join(dir, file), { recursive: true });
  console.log(`[check-production] npm ci --omit=dev in ${dir}...`);
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
  // (typescript does come: graphile-worker's cosmiconfig names it as a peer.)
  for (const devOnly of ['tsx', 'vite', 'vitest'])
    if (existsSync(join(dir, 'node_modules', devOnly))) throw new Error(`${devOnly} was installed by --omit=dev`);

  const port = await freePort();
  server = spawn('npm', ['start'], {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      EMBEDDED_PG_PORT: String(await freePort()),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const started = server;
  const exited = new Promise((resolve) => started.once('exit', resolve));
  const deadline = Date.now() + READY_WITHIN_MS;
  let answer: Response | undefined;
  while (!answer?.ok) {
    if (Date.now() > deadline || started.exitCode !== null)
      throw new Error(`/readyz never answered 200 (last: ${answer?.status ?? 'no answer'})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
  }
  console.log(`[check-production] /readyz: ${answer.status} ${await answer.text()}`);
  started.kill('SIGTERM');
  await exited;
  server = undefined;
} finally {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
