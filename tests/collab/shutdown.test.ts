// SIGTERM loses no edit (issue 8, docs/security.md "Shutdown"): the real process (server/src/main.ts
// on its own embedded PostgreSQL) stores every live room before its database stops.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from '../../scripts/local-servers.ts';
import { openClient, sleep, waitFor, type Client, type CollabTestContext } from '../support/collab.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'clearpath-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `node server/src/main.ts` as `npm start` runs it, on dataDir; resolves once it listens. */
async function startServer(port: number, pgPort: number): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([
    waitFor(() => output.includes('Clearpath is running'), 'the server to listen', 60_000),
    exited.then((code) => Promise.reject(new Error(`the server exited (${code}) at start:\n${output}`))),
  ]);
  return { child, exited };
}

/** An editable seeded ClearView session, read straight from the embedded cluster. */
async function sessionToken(pgPort: number): Promise<string> {
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const sql = postgres(`postgres://postgres:${password}@127.0.0.1:${pgPort}/clearpath`, { max: 1 });
  try {
    const [row] = await sql<{ token: string }[]>`select token from clearview_sessions where status <> 'completed' order by id limit 1`;
    return row.token;
  } finally {
    await sql.end();
  }
}

describe('shutdown', () => {
  it('SIGTERM while two clients edit at ~100 edits/s, clients gone at once: the restarted room has every edit', {
    timeout: 150_000,
  }, async () => {
    const port = await freePort();
    const pgPort = await freePort();
    const first = await startServer(port, pgPort);
    const token = await sessionToken(pgPort);
    const ctx = { wsBase: `ws://127.0.0.1:${port}/ws/clearview` } as CollabTestContext;
    const opts = { params: {} };
    const a = openClient(ctx, token, opts);
    const b = openClient(ctx, token, opts);
    await Promise.all([a.synced(), b.synced()]);

    // Each client types into its own field, one edit every 10 ms.
    const field = (c: Client, name: string) => c.doc.getMap('personalBusiness').get(name);
    let last = 0;
    for (const deadline = Date.now() + 1500; Date.now() < deadline; ) {
      last++;
      a.doc.getMap('personalBusiness').set('grossIncome', last);
      b.doc.getMap('personalBusiness').set('businessExpenses', last);
      await sleep(10);
    }
    // Each side has seen the other's last edit, so the server holds both; the 200 ms write batch
    // has not run yet, so they are only in memory when the signal arrives.
    await waitFor(() => field(a, 'businessExpenses') === last && field(b, 'grossIncome') === last, 'both last edits relayed');
    first.child.kill('SIGTERM');
    a.destroy();
    b.destroy();
    expect(await first.exited).toBe(0);

    const second = await startServer(port, pgPort);
    try {
      const reader = openClient(ctx, token, opts);
      await reader.synced();
      expect({ grossIncome: field(reader, 'grossIncome'), businessExpenses: field(reader, 'businessExpenses') }).toEqual({
        grossIncome: last,
        businessExpenses: last,
      });
      console.log(`shutdown: ${last} edits per client, every one kept across SIGTERM`);
      reader.destroy();
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
