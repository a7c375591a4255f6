// Real y-websocket clients against the real app listening on a real port (tests/collab).
import { afterEach } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { buildApp, type AppDeps } from '../../server/src/app.ts';
import { onFreshDatabase, type TestContext } from './test-app.ts';

export type CollabTestContext = TestContext & {
  /** ws://127.0.0.1:<port>/ws/clearview — the provider appends /<token>. */
  wsBase: string;
  /** Closes the app (graceful: rooms are stored) and builds a new one on the same database and port. */
  restart(): Promise<void>;
};

/** Like setupTestApp, but the app listens on 127.0.0.1 (port 0 at first) so real sockets can connect. */
export function setupCollabApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'logStream'> = {}): CollabTestContext {
  const ctx = {} as CollabTestContext;
  let port = 0;
  const start = async () => {
    ctx.app = await buildApp({ config: ctx.config, sql: ctx.sql, ...deps });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    ctx.wsBase = `ws://127.0.0.1:${port}/ws/clearview`;
  };
  ctx.restart = async () => {
    await ctx.app.close();
    await start();
  };
  onFreshDatabase(ctx, env, start);
  return ctx;
}

export type Client = { doc: Y.Doc; provider: WebsocketProvider; synced(): Promise<void>; destroy(): void };

/** A stock WebsocketProvider (as the browser uses it) on a fresh or given Y.Doc. */
export function openClient(
  ctx: CollabTestContext,
  token: string,
  opts: { params?: Record<string, string>; doc?: Y.Doc; WebSocketPolyfill?: typeof WebSocket; wsBase?: string } = {},
): Client {
  const doc = opts.doc ?? new Y.Doc();
  const provider = new WebsocketProvider(opts.wsBase ?? ctx.wsBase, token, doc, {
    WebSocketPolyfill: (opts.WebSocketPolyfill ?? WebSocket) as never,
    disableBc: true,
    params: opts.params ?? {},
  });
  const synced = () =>
    provider.synced
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const on = (state: boolean) => {
            if (!state) return;
            provider.off('sync', on);
            resolve();
          };
          provider.on('sync', on);
        });
  return {
    doc,
    provider,
    synced,
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}

/**
 * For a test file: `client` opens a stock provider that is destroyed after the test; `close`
 * destroys one earlier (a client leaving mid-test).
 */
export function setupClients(ctx: CollabTestContext) {
  const open: Client[] = [];
  afterEach(() => {
    for (const c of open.splice(0)) c.destroy();
  });
  return {
    client(token: string, opts?: Parameters<typeof openClient>[2]): Client {
      const c = openClient(ctx, token, opts);
      open.push(c);
      return c;
    },
    close(c: Client) {
      open.splice(open.indexOf(c), 1);
      c.destroy();
    },
  };
}

/** Polls until `check` returns true (or throws with `what` after `timeoutMs`). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw ws socket on a room URL, collecting what it receives and how it closed. */
export function rawSocket(ctx: CollabTestContext, token: string, query = '') {
  const socket = new WebSocket(`${ctx.wsBase}/${token}${query}`);
  const received: Uint8Array[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => received.push(new Uint8Array(data as Buffer)));
  socket.on('error', () => {});
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received, closed, opened };
}

/** A single-use room ticket for a signed-in user (POST /api/collab/tickets/), as the page asks for one. */
export async function ticketFor(ctx: CollabTestContext, access: string, token: string, kind = 'clearview'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/collab/tickets/',
    headers: { authorization: `Bearer ${access}` },
    payload: { kind, token },
  });
  if (res.statusCode !== 201) throw new Error(`ticket refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { ticket: string }).ticket;
}
