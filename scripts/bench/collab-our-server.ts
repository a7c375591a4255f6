// bench-collab's "ours" process: embedded PostgreSQL in a temp dir, migrations, N ClearView
// sessions, the real app on 127.0.0.1 with persistence on. Talks to the parent over IPC:
// sends {type:'ready', port, tokens, dbUrl}; with BENCH_DB_URL it is a second instance on that database; answers {type:'stats'} with log/snapshot row counts; stops on {type:'stop'}.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { freePort } from '../local-servers.ts';
import { clusterPaths, ensureDatabase, startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { connect } from '../../server/src/db/connect.ts';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { newToken } from '../../server/src/lib/tokens.ts';

const rooms = Number(process.env.BENCH_ROOMS ?? 200);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let sql: ReturnType<typeof connect> | undefined;

async function main() {
  // A second instance (bench:collab --instances 2) serves the first one's database over Redis.
  if (process.env.BENCH_DB_URL) return serveInstance(process.env.BENCH_DB_URL);
  const dir = mkdtempSync(join(tmpdir(), 'clearpath-bench-pg-'));
  const cluster = await startEmbeddedPostgres({ ...clusterPaths(dir), port: await freePort() });
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await app?.close().catch(() => {});
    await sql?.end({ timeout: 2 }).catch(() => {});
    await cluster.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('disconnect', () => void stop(1)); // the parent went away
  process.on('SIGTERM', () => void stop(1));
  try {
    await serve(cluster, dir, stop);
  } catch (err) {
    // Stop the embedded PostgreSQL too: a failed start must not leave it running as an orphan.
    console.error('[bench ours] failed:', err);
    await stop(1);
  }
}

async function serve(cluster: Awaited<ReturnType<typeof startEmbeddedPostgres>>, dir: string, stop: (code?: number) => Promise<void>) {
  await ensureDatabase(cluster.adminUrl, 'bench');
  const url = cluster.urlFor('bench');
  await migrate(url);
  const db = connect(url, 10);
  sql = db;
  const tokens = Array.from({ length: rooms }, () => newToken());
  const recruits = tokens.map((_, i) => ({
    first_name: 'Bench',
    last_name: `Recruit ${i}`,
    email: `bench-${i}@example.com`,
    status: 'clearview_scheduled',
  }));
  const ids = await db<{ id: number }[]>`insert into recruits ${db(recruits, 'first_name', 'last_name', 'email', 'status')} returning id`;
  const sessions = ids.map(({ id }, i) => ({ recruit_id: id, token: tokens[i] }));
  await db`insert into clearview_sessions ${db(sessions, 'recruit_id', 'token')}`;

  const server = await buildApp({ config: benchConfig(dir), sql: db });
  app = server;
  await server.listen({ port: 0, host: '127.0.0.1' });

  process.on('message', async (message: { type: string }) => {
    if (message.type === 'stop') return stop(0);
    if (message.type === 'stats') {
      const [{ log }] = await db<{ log: number }[]>`select count(*)::int as log from yjs_updates`;
      const [{ snapshots }] = await db<{ snapshots: number }[]>`select count(*)::int as snapshots from yjs_snapshots`;
      process.send?.({ type: 'stats', log, snapshots, loadedRooms: server.collab.registry.size });
    }
  });
  process.send?.({ type: 'ready', port: (server.server.address() as AddressInfo).port, tokens, dbUrl: url });
}

/** The app as the bench runs it; REDIS_URL from the environment joins it to the other instance. */
function benchConfig(dataDir: string) {
  return loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
}

/** Only the app, on an existing database (the first instance's), over Redis. */
async function serveInstance(url: string) {
  const db = connect(url, 10);
  sql = db;
  const server = await buildApp({ config: benchConfig(mkdtempSync(join(tmpdir(), 'clearpath-bench-instance-'))), sql: db });
  app = server;
  await server.listen({ port: 0, host: '127.0.0.1' });
  const stop = async () => {
    await server.close().catch(() => {});
    await db.end({ timeout: 2 }).catch(() => {});
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('message', (message: { type: string }) => message.type === 'stop' && void stop());
  process.send?.({ type: 'ready', port: (server.server.address() as AddressInfo).port, tokens: [], dbUrl: url });
}

main().catch((err) => {
  console.error('[bench ours] failed:', err);
  process.exit(1);
});
