import { describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import { createSession } from '../support/clearview.ts';
import { rawSocket, setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

const production = (c: Client) => c.doc.getMap('productionDetails');

/** A session with two synced clients, and a raw socket on it that a test sends faulty frames through. */
async function twoClientsAndARawSocket() {
  const { token } = await createSession(ctx.sql);
  const a = client(token);
  const b = client(token);
  await Promise.all([a.synced(), b.synced()]);
  const raw = rawSocket(ctx, token);
  await raw.opened;
  return { a, b, raw };
}

/** A sync "update" frame whose update bytes are garbage. */
function garbageUpdateFrame(): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0); // sync
  encoding.writeVarUint(e, 2); // update
  encoding.writeVarUint8Array(e, new Uint8Array([255, 255, 255, 255, 1, 2, 3, 4, 5, 6, 7, 8]));
  return encoding.toUint8Array(e);
}

describe('a faulty client closes only its own socket', () => {
  it.each([
    ['an unfinished varint', () => new Uint8Array([0xff, 0xff, 0xff])],
    ['an unknown message type', () => new Uint8Array([9, 1, 2])],
    ['an update Yjs cannot read', garbageUpdateFrame],
    ['an empty frame', () => new Uint8Array(0)],
  ])('closes the sender of %s with 1007 while the others keep editing', async (_name, frame) => {
    const { a, b, raw } = await twoClientsAndARawSocket();
    raw.socket.send(frame());
    expect((await raw.closed).code).toBe(1007);
    production(a).set('monthlyVolume', 123);
    await waitFor(() => production(b).get('monthlyVolume') === 123, 'b to keep receiving a’s edits');
    expect(a.provider.wsconnected && b.provider.wsconnected).toBe(true);
  });

  it('closes the sender of a 2 MiB frame with 1009 while the others keep editing', async () => {
    const { a, b, raw } = await twoClientsAndARawSocket();
    raw.socket.send(new Uint8Array(2 * 1024 * 1024));
    expect((await raw.closed).code).toBe(1009);
    production(b).set('avgLoanSize', 321);
    await waitFor(() => production(a).get('avgLoanSize') === 321, 'a to keep receiving b’s edits');
  });

  it('closes a socket that sends text instead of binary frames', async () => {
    const { token } = await createSession(ctx.sql);
    const raw = rawSocket(ctx, token);
    await raw.opened;
    raw.socket.send('hello');
    expect((await raw.closed).code).toBe(1007);
  });
});
