import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as decoding from 'lib0/decoding';
import { createSession } from '../support/clearview.ts';
import { rawSocket, sleep, useClients, useCollabApp, waitFor } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = useCollabApp();
const clients = useClients(ctx);

/** Opens a stock provider through a WebSocket class that counts connection attempts. */
function countingClient(token: string, params: Record<string, string> = {}) {
  const counter = { attempts: 0, closes: [] as number[] };
  class CountingWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      counter.attempts++;
    }
  }
  const client = clients.client(token, { params, WebSocketPolyfill: CountingWebSocket as typeof WebSocket });
  client.provider.on('connection-close', (event) => counter.closes.push(event?.code ?? 0));
  return { client, counter };
}

/** The reason of a y-protocols auth permission-denied frame, or null for any other frame. */
function permissionDenied(frame: Uint8Array): string | null {
  const decoder = decoding.createDecoder(frame);
  if (decoding.readVarUint(decoder) !== 2 || decoding.readVarUint(decoder) !== 0) return null;
  return decoding.readVarString(decoder);
}

describe('who may join a ClearView room', () => {
  it('refuses an unknown token with permission-denied and 4404, and the stock provider stops trying', async () => {
    const { client, counter } = countingClient('no-such-token');
    const closed = new Promise<{ code: number }>((resolve) => client.provider.on('closed', (e) => resolve(e)));
    expect((await closed).code).toBe(4404);
    await sleep(2000);
    expect(counter.attempts).toBe(1);
    expect(counter.closes).toEqual([4404]);
    expect(client.provider.shouldConnect).toBe(false);
  });

  it('sends the auth permission-denied message before closing', async () => {
    const raw = rawSocket(ctx, 'no-such-token');
    const { code, reason } = await raw.closed;
    expect(code).toBe(4404);
    expect(reason).toBe('Invalid or expired session');
    expect(raw.received.map(permissionDenied)).toEqual(['Invalid or expired session']);
  });

  it('lets a recruit in with the session token alone', async () => {
    const { token } = await createSession(ctx.sql);
    const { client } = countingClient(token);
    await client.synced();
  });

  it('lets a recruiter in with a valid access token', async () => {
    const { token } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const { client } = countingClient(token, { access: recruiter.access });
    await client.synced();
  });

  it('refuses a recruiter whose access token is bad (4401), without a reconnect loop', async () => {
    const { token } = await createSession(ctx.sql);
    const { client, counter } = countingClient(token, { access: 'not-a-jwt' });
    await waitFor(() => counter.closes.length > 0, 'the refusal');
    await sleep(1500);
    expect(counter.closes).toEqual([4401]);
    expect(counter.attempts).toBe(1);
    expect(client.provider.synced).toBe(false);
  });

  it('refuses the account of another recruit (4403)', async () => {
    const { token } = await createSession(ctx.sql);
    const other = await createSession(ctx.sql);
    const stranger = await signedIn(ctx, 'recruit', { recruit_id: other.recruitId });
    const raw = rawSocket(ctx, token, `?access=${encodeURIComponent(stranger.access)}`);
    expect((await raw.closed).code).toBe(4403);
  });

  it('admits the recruit’s own account', async () => {
    const fixture = await createSession(ctx.sql);
    const me = await signedIn(ctx, 'recruit', { recruit_id: fixture.recruitId });
    const { client } = countingClient(fixture.token, { access: me.access });
    await client.synced();
  });

  it('answers a plain HTTP GET of the room path with 426 in the one error shape', async () => {
    const { token } = await createSession(ctx.sql);
    for (const url of [`/ws/clearview/${token}`, '/ws/clearview/no-such-token?scenario=1&scenario=2']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(426);
      expect(res.headers.upgrade).toBe('websocket');
      expect(res.json()).toEqual({ error: 'This endpoint speaks WebSocket' });
    }
  });
});
