import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import * as Y from 'yjs';
import { buildApp } from '../../server/src/app.ts';
import { createSession } from '../support/clearview.ts';
import { sleep, setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client, close } = setupClients(ctx);

const production = (c: Client) => c.doc.getMap('productionDetails');
const room = (token: string) => `clearview:${token}`;
const counts = async (token: string) => {
  const [{ log }] = await ctx.sql<{ log: number }[]>`select count(*)::int as log from yjs_updates where room = ${room(token)}`;
  const [{ snapshots }] = await ctx.sql<
    { snapshots: number }[]
  >`select count(*)::int as snapshots from yjs_snapshots where room = ${room(token)}`;
  return { log, snapshots };
};

describe('room persistence', () => {
  it('logs an edit in PostgreSQL within 500 ms', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    await a.synced();
    const editedAt = Date.now();
    production(a).set('monthlyVolume', 10);
    await waitFor(async () => (await counts(token)).log > 0, 'the update row');
    expect(Date.now() - editedAt).toBeLessThan(500);
  });

  it('a second server on the same database (as after a crash) sees every edit older than 500 ms', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    await a.synced();
    production(a).set('monthlyVolume', 1);
    a.doc.getMap('personalBusiness').set('currentCompPlan', 'compare PAR');
    await sleep(550);
    const other = await buildApp({ config: ctx.config, sql: ctx.sql });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const b = client(token, { wsBase: `ws://127.0.0.1:${(other.server.address() as AddressInfo).port}/ws/clearview` });
      await b.synced();
      expect(production(b).get('monthlyVolume')).toBe(1);
      expect(b.doc.getMap('personalBusiness').get('currentCompPlan')).toBe('compare PAR');
      close(b);
    } finally {
      await other.close();
    }
  });

  it('keeps every edit across a server restart between edits', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    await a.synced();
    production(a).set('monthlyVolume', 100);
    await sleep(550);
    close(a); // gone before the restart, so nothing can come back from its memory
    await ctx.restart();
    const b = client(token);
    await b.synced();
    expect(production(b).get('monthlyVolume')).toBe(100);
    production(b).set('avgLoanSize', 200);
    await ctx.restart(); // b stays connected: its provider reconnects to the new server
    await waitFor(() => b.provider.synced, 'b to reconnect');
    close(b);
    const c = client(token);
    await c.synced();
    expect(production(c).toJSON()).toMatchObject({ monthlyVolume: 100, avgLoanSize: 200 });
  });

  it('compacts the log into one snapshot when the last client leaves', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    await a.synced();
    for (let i = 0; i < 3; i++) {
      production(a).set('monthlyVolume', i);
      await sleep(250);
    }
    expect((await counts(token)).log).toBeGreaterThan(1);
    close(a);
    await waitFor(async () => {
      const c = await counts(token);
      return c.log === 0 && c.snapshots === 1;
    }, 'the snapshot to replace the log');
    const b = client(token);
    await b.synced();
    expect(production(b).get('monthlyVolume')).toBe(2);
  });

  it('compacts a log that passes 500 rows while the room stays open', async () => {
    const { token } = await createSession(ctx.sql);
    // 510 real updates written as separate log rows, as a long session would leave them.
    const source = new Y.Doc();
    const rows: { room: string; update: Buffer }[] = [];
    source.on('update', (u: Uint8Array) => rows.push({ room: room(token), update: Buffer.from(u) }));
    for (let i = 0; i < 510; i++) source.getMap('recruiting').set('recruitingGoal', i);
    source.getArray('history').push([...Array(510).keys()]);
    await ctx.sql`insert into yjs_updates ${ctx.sql(rows, 'room', 'update')}`;

    const a = client(token);
    await a.synced();
    expect(a.doc.getMap('recruiting').get('recruitingGoal')).toBe(509);
    production(a).set('monthlyVolume', 7);
    await waitFor(async () => (await counts(token)).log === 0, 'compaction to empty the log', 3000);
    expect((await counts(token)).snapshots).toBe(1);
    expect(ctx.app.collab.findRoom('clearview', token)).toBeDefined();
    production(a).set('monthlyVolume', 8);
    await waitFor(async () => (await counts(token)).log === 1, 'the next edit to start a new log');
  });
});
