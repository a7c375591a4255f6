// Starts the built app for Playwright: a fresh data directory (so every run sees only the seed),
// embedded PostgreSQL on its own port, demo data on, rate limits relaxed for scripted logins.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.env.E2E_PORT ?? '3100';
// Per-port data and client folders, so several e2e runs on one machine do not collide.
const dataDir = `.data/e2e-${port}`;
await stopLeftoverPostmaster(`${dataDir}/pg/postmaster.pid`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    CLIENT_DIST: `dist/e2e-${port}`,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? String(Number(port) + 51_000),
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

// A run that was killed hard leaves its PostgreSQL running on the e2e port: stop it first.
async function stopLeftoverPostmaster(pidFile) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
