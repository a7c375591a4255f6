import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { collabPlugin, createRoomServer } from '../../server/src/collab/plugin.ts';
import type { RoomKind } from '../../server/src/collab/collab-server.ts';
import { connect, type Sql } from '../../server/src/db/connect.ts';
import { freshDatabase } from '../support/test-app.ts';
import { waitFor } from '../support/collab.ts';

// The room server on its own, with a 400 ms heartbeat and a kind that admits everyone.
const openKind: RoomKind = {
  name: 'test',
  schema: () => true,
  authorise: async () => ({ ok: true, participant: { role: 'guest', userId: null }, readOnly: false, roomReadOnly: false }),
};
const HEARTBEAT_MS = 400;
let app: FastifyInstance;
let sql: Sql;
let drop: () => Promise<void>;
let base: string;

beforeAll(async () => {
  const db = await freshDatabase();
  drop = db.drop;
  sql = connect(db.url, 2);
  app = Fastify();
  await app.register(websocket);
  const rooms = await createRoomServer(sql, app.log, { options: { heartbeatMs: HEARTBEAT_MS } });
  await app.register(collabPlugin, { rooms, kinds: [openKind] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/test`;
});
afterAll(async () => {
  await app.close();
  await sql.end({ timeout: 1 });
  await drop();
});

const open = (room: string, autoPong: boolean) => {
  const socket = new WebSocket(`${base}/${room}`, { autoPong });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => {});
  return { socket, closed, opened: new Promise((r) => socket.once('open', r)) };
};

describe('heartbeat', () => {
  it('drops a socket that stops answering pings, keeps the live one, and unloads the room it leaves', async () => {
    const dead = open('room-a', false);
    const live = open('room-b', true);
    await Promise.all([dead.opened, live.opened]);
    await waitFor(() => app.collab.findRoom('test', 'room-a') !== undefined, 'room a to load');
    expect(await dead.closed).toBe(1006); // terminated without a close frame
    await waitFor(() => app.collab.findRoom('test', 'room-a') === undefined, 'room a to unload');
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    expect(app.collab.findRoom('test', 'room-b')).toBeDefined();
    live.socket.close();
  });

  it('spreads the pings of many sockets over the period instead of sending them all at once', async () => {
    const sockets = Array.from({ length: 16 }, (_, i) => open(`room-spread-${i}`, true));
    await Promise.all(sockets.map((s) => s.opened));
    // Each socket's first ping after all are open: every socket is pinged once per period, and
    // the sockets' pings fall at different moments across it.
    const since = performance.now();
    const firstPings = await Promise.all(
      sockets.map(({ socket }) => new Promise<number>((resolve) => socket.once('ping', () => resolve(performance.now() - since)))),
    );
    // Within one period (doubled: a loaded test machine delays timers).
    expect(Math.max(...firstPings)).toBeLessThan(2 * HEARTBEAT_MS);
    expect(Math.max(...firstPings) - Math.min(...firstPings)).toBeGreaterThan(HEARTBEAT_MS / 2);
    for (const { socket } of sockets) socket.close();
  });
});
