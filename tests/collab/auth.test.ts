import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as decoding from 'lib0/decoding';
import { createSession } from '../support/clearview.ts';
import { rawSocket, sleep, ticketFor, setupClients, setupCollabApp, waitFor } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = setupCollabApp();
const clients = setupClients(ctx);

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

  it('lets a recruiter in with a ticket', async () => {
    const { token } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const { client } = countingClient(token, { ticket: await ticketFor(ctx, recruiter.access, token) });
    await client.synced();
  });

  it('refuses a bad ticket (4401), without a reconnect loop', async () => {
    const { token } = await createSession(ctx.sql);
    const { client, counter } = countingClient(token, { ticket: 'not-a-ticket' });
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
    const raw = rawSocket(ctx, token, `?ticket=${await ticketFor(ctx, stranger.access, token)}`);
    expect((await raw.closed).code).toBe(4403);
  });

  it('admits the recruit’s own account', async () => {
    const fixture = await createSession(ctx.sql);
    const me = await signedIn(ctx, 'recruit', { recruit_id: fixture.recruitId });
    const { client } = countingClient(fixture.token, { ticket: await ticketFor(ctx, me.access, fixture.token) });
    await client.synced();
  });

  it('refuses a ticket used twice, one for another room or kind, and one past its 30 s (4401)', async () => {
    const { token } = await createSession(ctx.sql);
    const other = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const once = await ticketFor(ctx, recruiter.access, token);
    const first = rawSocket(ctx, token, `?ticket=${once}`);
    await first.opened;
    expect((await rawSocket(ctx, token, `?ticket=${once}`).closed).code).toBe(4401);
    first.socket.close();
    const foreign = await ticketFor(ctx, recruiter.access, other.token);
    expect((await rawSocket(ctx, token, `?ticket=${foreign}`).closed).code).toBe(4401);
    const notes = await ticketFor(ctx, recruiter.access, token, 'clearview-notes');
    expect((await rawSocket(ctx, token, `?ticket=${notes}`).closed).code).toBe(4401);
    const stale = await ticketFor(ctx, recruiter.access, token);
    await ctx.sql`update collab_tickets set expires_at = now() - interval '1 second'`;
    expect((await rawSocket(ctx, token, `?ticket=${stale}`).closed).code).toBe(4401);
  });

  it('gives tickets to signed-in users only, validates the body, and stores only hashes', async () => {
    const { token } = await createSession(ctx.sql);
    const post = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/collab/tickets/', headers, payload });
    expect((await post({ kind: 'clearview', token })).statusCode).toBe(401);
    const recruiter = await signedIn(ctx, 'recruiter');
    const bad = await post({ kind: 'nope', token: '' }, recruiter.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors ?? {})).toEqual(expect.arrayContaining(['kind', 'token']));
    const ticket = await ticketFor(ctx, recruiter.access, token);
    expect(Buffer.from(ticket, 'base64url').byteLength).toBeGreaterThanOrEqual(16);
    const rows = await ctx.sql`select * from collab_tickets`;
    expect(JSON.stringify(rows)).not.toContain(ticket);
    expect(JSON.stringify(rows)).not.toContain(token);
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
