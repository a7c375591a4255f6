// The real process started as a production deployment starts it (server/src/main.ts with
// NODE_ENV=production): it refuses to run without JWT_SECRET, and with it serves no demo login
// (docs/security.md, "Development conveniences").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/local-servers.ts';
import { connect, type Sql } from '../../../server/src/db/connect.ts';
import { hashPassword } from '../../../server/src/modules/auth/service.ts';
import { insertUser } from '../../../server/src/modules/auth/repo.ts';
import { seedUsers } from '../../../server/src/seed/users.ts';
import { DEMO_PASSWORD } from '@shared/schemas/auth.ts';
import { freshDatabase } from '../../support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'clearpath-production-'));
let db: Awaited<ReturnType<typeof freshDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await freshDatabase();
  sql = connect(db.url, 2);
  // A database seeded while it was a development one: the demo accounts exist with their published password.
  await seedUsers({ sql, appUrl: 'http://clearpath.test', log: () => {} });
  await insertUser(sql, {
    type: 'recruiter',
    email: 'staff@example.com',
    first_name: 'Real',
    last_name: 'Staff',
    password_hash: await hashPassword('a-real-staff-password'),
  });
});
afterAll(async () => {
  await sql?.end({ timeout: 1 });
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `node server/src/main.ts` with NODE_ENV=production; its output and exit as they happen. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out, exited };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * 400 junk-token posts, 32 at a time, against the real process over HTTP while a real account
 * signs in: the posts get 429 after the first 10, and the login's latency is printed (a benchmark
 * figure; the issue asks for under 300 ms).
 */
async function honestLoginUnderJunk(base: string, login: () => Promise<Response>) {
  const timed = async () => {
    const started = performance.now();
    expect((await login()).status).toBe(200);
    return performance.now() - started;
  };
  const alone = [await timed(), await timed()];
  const codes: number[] = [];
  const junk = () =>
    fetch(`${base}/auth/reset-password/${'j'.repeat(43)}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a-new-password-1' }),
    }).then((r) => r.status);
  const flood = (async () => {
    while (codes.length < 400) codes.push(...(await Promise.all(Array.from({ length: 32 }, junk))));
  })();
  const during: number[] = [];
  // The login route allows 10 a minute from one address: three sign-ins before this, two alone,
  // at most five during.
  while (codes.length < 400 && during.length < 5) during.push(await timed());
  await flood;
  console.log(
    `honest login over HTTP: median ${median(alone).toFixed(0)} ms alone, ${median(during).toFixed(0)} ms while 400 ` +
      `junk-token posts ran (${codes.filter((c) => c === 429).length} answered 429, ${codes.filter((c) => c === 404).length} answered 404)`,
  );
  expect(codes.filter((c) => c === 404).length).toBeLessThanOrEqual(10);
  expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(390);
}

describe('a production start', () => {
  it('refuses to run without JWT_SECRET, with one line that names it', async () => {
    const run = start({ PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.out.stderr.trim()).toBe(
      '[clearpath] failed to start: JWT_SECRET is required when NODE_ENV=production: set it to a random secret of at least 32 characters',
    );
    expect(run.out.stdout).not.toContain('Clearpath is running');
  });

  it('with JWT_SECRET serves no demo login: no credentials endpoint, no demo sign-in, no password in the banner', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), JWT_SECRET: 'a-production-secret-that-is-long-enough-for-hs256' });
    try {
      const deadline = Date.now() + 45_000;
      while (!run.out.stdout.includes('Clearpath is running')) {
        if (Date.now() > deadline || run.child.exitCode !== null) throw new Error(`did not start:\n${run.out.stdout}\n${run.out.stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const base = `http://127.0.0.1:${port}/api`;
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${base}/auth/demo-credentials/`)).status).toBe(404);
      const login = (email: string, password: string, user_type = 'recruiter') =>
        fetch(`${base}/auth/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, user_type }),
        });
      for (const [email, type] of [
        ['recruiter@clearpath.test', 'recruiter'],
        ['recruit@clearpath.test', 'recruit'],
      ]) {
        const res = await login(email, DEMO_PASSWORD, type);
        expect(res.status, email).toBe(401);
        expect(await res.json()).toEqual({ error: 'Invalid email or password' });
      }
      expect((await login('staff@example.com', 'a-real-staff-password')).status).toBe(200);
      await honestLoginUnderJunk(base, () => login('staff@example.com', 'a-real-staff-password'));
      // Nothing was seeded into production, and the banner names no demo account or password.
      const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from recruits`;
      expect(count).toBe(0);
      expect(run.out.stdout).not.toContain(DEMO_PASSWORD);
      expect(run.out.stdout).not.toContain('Demo credentials');
      expect(run.out.stdout).not.toContain('outbox');
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });
});
