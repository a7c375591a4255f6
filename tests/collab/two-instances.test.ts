// Two app instances on one database, sharing live rooms over the collab tier's own Redis
// (docs/deployment.md "Several instances"). Real y-websocket clients on each.
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import { buildApp } from '../../server/src/app.ts';
import type { CollabOptions } from '../../server/src/collab/collab-server.ts';
import { channelOf } from '../../server/src/collab/redis-bus.ts';
import { connect, type Sql } from '../../server/src/db/connect.ts';
import { createSession } from '../support/clearview.ts';
import { openClient, sleep, ticketFor, waitFor, type Client, type CollabTestContext } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';
import { call } from '../support/api.ts';
import { freshDatabase, type TestContext } from '../support/test-app.ts';
import { testConfig } from '../support/test-config.ts';

type Instance = { app: FastifyInstance; sql: Sql; wsBase: string };

const redisUrl = inject('redisUrl');
let db: Awaited<ReturnType<typeof freshDatabase>>;
let a: Instance;
let b: Instance;
const opened: Client[] = [];
const extra: Instance[] = [];

async function startInstance(collab: Partial<Omit<CollabOptions, 'log' | 'bus'>> = {}, redis = true): Promise<Instance> {
  const sql = connect(db.url, 4);
  const app = await buildApp({ config: testConfig(redis ? { REDIS_URL: redisUrl } : {}), sql, collab });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, sql, wsBase: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/clearview` };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.app.close();
  await instance.sql.end({ timeout: 1 });
}

/** A stock provider on an instance (closed after the test). */
function join(wsBase: string, token: string, doc?: Y.Doc): Client {
  const client = openClient({ wsBase } as CollabTestContext, token, { doc });
  opened.push(client);
  return client;
}

const production = (c: Client) => c.doc.getMap('productionDetails');

/** A new session with a synced client on each instance. */
async function sessionOnBoth() {
  const { token } = await createSession(a.sql);
  const onA = join(a.wsBase, token);
  const onB = join(b.wsBase, token);
  await Promise.all([onA.synced(), onB.synced()]);
  return { token, onA, onB };
}

const redisAdmin = () => createClient({ url: redisUrl });

/** Runs `use` with a client of its own on the test's Redis, closed afterwards. */
async function withRedisAdmin(use: (admin: ReturnType<typeof redisAdmin>) => Promise<void>) {
  const admin = redisAdmin();
  await admin.connect();
  try {
    await use(admin);
  } finally {
    await admin.close();
  }
}

/** What the database holds for a room (snapshot and log), as a fresh load would see it. */
async function stored(token: string): Promise<Y.Doc> {
  const room = `clearview:${token}`;
  const doc = new Y.Doc();
  const [snap] = await a.sql<{ state: Buffer }[]>`select state from yjs_snapshots where room = ${room}`;
  if (snap) Y.applyUpdate(doc, snap.state);
  const rows = await a.sql<{ update: Buffer }[]>`select update from yjs_updates where room = ${room} order by id`;
  for (const row of rows) Y.applyUpdate(doc, row.update);
  return doc;
}

beforeAll(async () => {
  db = await freshDatabase();
  // A compacts after a handful of its own log rows, so compaction runs while B writes.
  a = await startInstance({ compactAfterRows: 5 });
  b = await startInstance();
});

afterEach(async () => {
  for (const client of opened.splice(0)) client.destroy();
  for (const instance of extra.splice(0)) await stopInstance(instance);
});

afterAll(async () => {
  for (const instance of [a, b]) if (instance) await stopInstance(instance);
  await db?.drop();
});

describe('live rooms across two instances', () => {
  it('carries edits both ways within 500 ms', async () => {
    const { onA, onB } = await sessionOnBoth();

    let started = Date.now();
    production(onA).set('monthlyVolume', 1_000_000);
    await waitFor(() => production(onB).get('monthlyVolume') === 1_000_000, 'A’s edit on B', 500);
    expect(Date.now() - started).toBeLessThan(500);

    started = Date.now();
    production(onB).set('avgLoanSize', 350_000);
    await waitFor(() => production(onA).get('avgLoanSize') === 350_000, 'B’s edit on A', 500);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('carries presence across, and removes it when the socket closes', async () => {
    const { onA, onB } = await sessionOnBoth();
    onA.provider.awareness.setLocalStateField('user', { name: 'Riley', role: 'recruit', color: '#4f46e5' });
    const riley = onA.doc.clientID;
    await waitFor(
      () => (onB.provider.awareness.getStates().get(riley) as { user?: { name?: string } })?.user?.name === 'Riley',
      'Riley on B',
    );

    opened.splice(opened.indexOf(onA), 1);
    onA.destroy();
    await waitFor(() => !onB.provider.awareness.getStates().has(riley), 'Riley gone from B', 2000);
  });

  it('gives a room loaded on B an edit A holds but has not stored yet', async () => {
    const slow = await startInstance({ flushIntervalMs: 60_000 });
    extra.push(slow);
    const { token } = await createSession(a.sql);
    const onSlow = join(slow.wsBase, token);
    await onSlow.synced();
    production(onSlow).set('monthlyVolume', 7);
    await sleep(300);
    expect(production({ doc: await stored(token) } as Client).get('monthlyVolume')).toBeUndefined();

    const onB = join(b.wsBase, token);
    await onB.synced();
    await waitFor(() => production(onB).get('monthlyVolume') === 7, 'the unstored edit on B', 2000);
  });

  it('heals after the pub/sub connections are killed: what was said meanwhile arrives', async () => {
    const { onA, onB } = await sessionOnBoth();
    await withRedisAdmin(async (admin) => {
      // Kill both instances' subscriptions and keep them out while A's client edits: Redis refuses
      // new connections until maxclients is raised again, so that edit's message reaches nobody.
      const connected = Number(/connected_clients:(\d+)/.exec(await admin.info('clients'))?.[1]);
      await admin.configSet('maxclients', String(connected - 2));
      await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
      production(onA).set('monthlyVolume', 42);
      await sleep(300);
      expect(production(onB).get('monthlyVolume')).toBeUndefined();
      await admin.configSet('maxclients', '10000');
      await waitFor(() => production(onB).get('monthlyVolume') === 42, 'the edit made while B was deaf', 5000);
      // And the bus works again afterwards.
      production(onB).set('avgLoanSize', 43);
      await waitFor(() => production(onA).get('avgLoanSize') === 43, 'an edit after healing', 2000);
    });
  });

  it('drops a damaged message from the bus and goes on', async () => {
    const { token, onA, onB } = await sessionOnBoth();
    await withRedisAdmin(async (admin) => {
      // An 'update' frame (type 0) from an unknown sender whose payload is not a Yjs update.
      const frame = Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 7), Buffer.from([255, 255, 255, 255, 1, 2, 3])]);
      await admin.publish(channelOf(`clearview:${token}`), frame);
    });
    production(onA).set('monthlyVolume', 9);
    await waitFor(() => production(onB).get('monthlyVolume') === 9, 'an edit after the damaged message', 2000);
  });

  it('loses nothing when A compacts while B writes', async () => {
    const { token, onA, onB } = await sessionOnBoth();
    for (let i = 1; i <= 40; i++) {
      onA.doc.getMap('personalBusiness').set('grossIncome', i);
      production(onB).set('monthlyVolume', i);
      await sleep(25);
    }
    await sleep(700);
    const [{ snapshots }] = await a.sql<{ snapshots: number }[]>`
      select count(*)::int as snapshots from yjs_snapshots where room = ${`clearview:${token}`}`;
    expect(snapshots).toBe(1);
    const doc = await stored(token);
    expect(doc.getMap('productionDetails').get('monthlyVolume')).toBe(40);
    expect(doc.getMap('personalBusiness').get('grossIncome')).toBe(40);
  });

  it('turns the room read-only on B when the session is completed through A', async () => {
    const { token } = await createSession(a.sql);
    const onB = join(b.wsBase, token);
    const watcher = join(b.wsBase, token);
    await Promise.all([onB.synced(), watcher.synced()]);
    production(onB).set('monthlyVolume', 5);
    await waitFor(() => production(watcher).get('monthlyVolume') === 5, 'an edit before completion');

    const res = await a.app.inject({ method: 'POST', url: `/api/clearview/${token}/complete/`, payload: { sessionData: {} } });
    expect(res.statusCode).toBe(200);
    await waitFor(() => onB.doc.getMap('meta').get('completed') === true, 'the completion mark on B', 2000);
    await waitFor(() => b.app.collab.findRoom('clearview', token)?.readOnly === true, 'B’s room read-only', 2000);
    production(onB).set('monthlyVolume', 6);
    await sleep(500);
    expect(production(watcher).get('monthlyVolume')).toBe(5);
  });

  it('after a SIGKILL of an instance its clients go on on B and nothing older than 500 ms is lost', async () => {
    const { token } = await createSession(a.sql);
    const child = fork(new URL('../support/instance-process.ts', import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: redisUrl },
      stdio: 'ignore',
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.once('message', (m) => resolve((m as { port: number }).port));
        child.once('exit', (code) => reject(new Error(`the instance exited with ${code}`)));
      });
      const onKilled = join(`ws://127.0.0.1:${port}/ws/clearview`, token);
      await onKilled.synced();
      production(onKilled).set('monthlyVolume', 11);
      onKilled.doc.getMap('personalBusiness').set('grossIncome', 12);
      await sleep(550);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      // The load balancer sends the client's reconnection to B; it goes on with the same document.
      const doc = onKilled.doc;
      opened.splice(opened.indexOf(onKilled), 1);
      onKilled.provider.destroy();
      const moved = join(b.wsBase, token, doc);
      await moved.synced();
      const fresh = join(b.wsBase, token);
      await fresh.synced();
      expect(production(fresh).get('monthlyVolume')).toBe(11);
      expect(fresh.doc.getMap('personalBusiness').get('grossIncome')).toBe(12);
      production(moved).set('avgLoanSize', 13);
      await waitFor(() => production(fresh).get('avgLoanSize') === 13, 'an edit after moving to B');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
  it("closes a deactivated user's socket on B when the change is made through A", async () => {
    const onA = { app: a.app, sql: a.sql } as TestContext;
    const admin = await signedIn(onA, 'recruiter');
    const leaver = await signedIn(onA, 'recruiter', { role: 'recruiter' });
    const { token } = await createSession(a.sql);
    const ticket = await ticketFor({ app: b.app } as CollabTestContext, leaver.access, token);
    const client = openClient({ wsBase: b.wsBase } as CollabTestContext, token, { params: { ticket } });
    opened.push(client);
    await client.synced();
    const closed = new Promise<number>((resolve) => client.provider.on('connection-close', (e) => resolve(e?.code ?? 0)));
    const deactivated = await call(onA, 'PATCH', `/api/staff/${leaver.account.id}/`, admin.headers, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(await closed).toBe(4401);
  });
});
