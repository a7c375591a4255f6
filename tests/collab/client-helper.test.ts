import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectClearView, type ClearViewConnection, type CollabRefusal } from '../../client/src/lib/collab.ts';
import { createSession } from '../support/clearview.ts';
import { sleep, ticketFor, setupCollabApp, waitFor } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = setupCollabApp();
const open: ClearViewConnection[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.destroy();
});

function connect(token: string, getTicket?: () => Promise<string>) {
  const refusals: CollabRefusal[] = [];
  const origin = ctx.wsBase.replace(/^ws/, 'http').replace(/\/ws\/clearview$/, '');
  const connection = connectClearView(token, {
    getTicket,
    origin,
    offlineCache: false,
    WebSocketPolyfill: WebSocket as never,
    onRefused: (r) => refusals.push(r),
  });
  open.push(connection);
  return { connection, refusals };
}

describe('connectClearView (client/src/lib/collab.ts)', () => {
  it('joins the room and syncs with another client', async () => {
    const { token } = await createSession(ctx.sql);
    const a = connect(token).connection;
    const b = connect(token).connection;
    await waitFor(() => a.provider.synced && b.provider.synced, 'both to sync');
    a.doc.getMap('productionDetails').set('monthlyVolume', 77);
    await waitFor(() => b.doc.getMap('productionDetails').get('monthlyVolume') === 77, 'b to see the edit');
  });

  it('reports a refusal once and stops reconnecting', async () => {
    const { connection, refusals } = connect('unknown-token');
    await waitFor(() => refusals.length > 0, 'the refusal');
    await sleep(1200);
    expect(refusals).toEqual([{ code: 4404, reason: 'Invalid or expired session' }]);
    expect(connection.provider.shouldConnect).toBe(false);
    expect(connection.provider.ws).toBeNull();
  });

  it('asks for a new ticket before every connection: a dropped socket rejoins, the ticket is never reused', async () => {
    const { token } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const issued: string[] = [];
    const { connection, refusals } = connect(token, async () => {
      issued.push(await ticketFor(ctx, recruiter.access, token));
      return issued[issued.length - 1];
    });
    await waitFor(() => connection.provider.synced, 'the recruiter to join');
    (connection.provider.ws as unknown as WebSocket).terminate(); // a network drop
    await waitFor(() => issued.length === 2 && connection.provider.synced, 'a rejoin with a second ticket');
    expect(new Set(issued).size).toBe(2);
    expect(refusals).toEqual([]);
  });

  it('recovers from a 4401 with reconnect(), which asks for a new ticket', async () => {
    const { token } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    let spent = true;
    const { connection, refusals } = connect(token, async () => {
      if (!spent) return ticketFor(ctx, recruiter.access, token);
      spent = false;
      return 'spent-ticket';
    });
    await waitFor(() => refusals.length > 0, 'the refusal');
    expect(refusals[0].code).toBe(4401);
    connection.reconnect();
    await waitFor(() => connection.provider.synced, 'the recruiter to join');
  });
});
