// The server decides what enters a room: the document's schema, complete updates, a size cap and
// awareness ids bound to their socket. Each refusal is seen from the clients' side.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { INPUT_FIELDS, MODULE_KEYS, WHAT_IF_FIELDS, WHAT_IF_MAP } from '@shared/collab/fields.ts';
import { createSession } from '../support/clearview.ts';
import { rawSocket, sleep, setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

const production = (c: { doc: Y.Doc }) => c.doc.getMap('productionDetails');
const closeOf = (c: Client) => new Promise<number>((resolve) => c.provider.on('connection-close', (event) => resolve(event?.code ?? 0)));
const storedBytes = async (token: string) => {
  const [{ bytes }] = await ctx.sql<{ bytes: number }[]>`
    select (coalesce((select sum(length(update)) from yjs_updates where room = ${`clearview:${token}`}), 0)
          + coalesce((select sum(length(state)) from yjs_snapshots where room = ${`clearview:${token}`}), 0))::int as bytes`;
  return bytes;
};
const frame = (type: number, write: (e: encoding.Encoder) => void) => {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, type);
  write(e);
  return encoding.toUint8Array(e);
};
const updateFrame = (update: Uint8Array) =>
  frame(0, (e) => {
    encoding.writeVarUint(e, 2);
    encoding.writeVarUint8Array(e, update);
  });
const awarenessFrame = (clientId: number, clock: number, state: unknown) =>
  frame(1, (e) => {
    const inner = encoding.createEncoder();
    encoding.writeVarUint(inner, 1);
    encoding.writeVarUint(inner, clientId);
    encoding.writeVarUint(inner, clock);
    encoding.writeVarString(inner, JSON.stringify(state));
    encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
  });

describe('the document schema', () => {
  it.each([
    ['meta.completed (server-owned)', (doc: Y.Doc) => doc.getMap('meta').set('completed', true)],
    ['meta.lastSavedAt (server-owned)', (doc: Y.Doc) => doc.getMap('meta').set('lastSavedAt', '2030-01-01T00:00:00.000Z')],
    ['an unknown field of a module', (doc: Y.Doc) => doc.getMap('productionDetails').set('bonus', 1)],
    ['an unknown top-level type', (doc: Y.Doc) => doc.getArray('junk').insert(0, ['x'])],
    ['a nested type as a field value', (doc: Y.Doc) => doc.getMap('productionDetails').set('monthlyVolume', new Y.Map())],
    ['a presenter note (they have their own room)', (doc: Y.Doc) => doc.getText('presenterNotes.recruiting').insert(0, 'secret')],
  ])('closes a writer of %s with 4422; nobody receives it and nothing is stored', async (_name, write) => {
    const { token } = await createSession(ctx.sql);
    const writer = client(token);
    const reader = client(token);
    await Promise.all([writer.synced(), reader.synced()]);
    const closed = closeOf(writer);
    write(writer.doc);
    expect(await closed).toBe(4422);
    production(reader).set('monthlyVolume', 7); // a later, allowed write is stored
    await waitFor(async () => (await storedBytes(token)) > 0, 'the allowed write to be stored');
    const late = client(token);
    await late.synced();
    expect(late.doc.getMap('meta').toJSON()).toEqual({});
    expect(late.doc.getText('presenterNotes.recruiting').toString()).toBe('');
    expect(late.doc.share.has('junk') ? late.doc.getArray('junk').length : 0).toBe(0);
    expect(production(late).toJSON()).toEqual({ monthlyVolume: 7 });
    expect(reader.doc.getMap('meta').get('completed')).toBeUndefined();
  });

  it('accepts every input field and the what-if values, as the page writes them', async () => {
    const { token } = await createSession(ctx.sql);
    const writer = client(token);
    const reader = client(token);
    await Promise.all([writer.synced(), reader.synced()]);
    writer.doc.transact(() => {
      for (const module of MODULE_KEYS) for (const field of Object.keys(INPUT_FIELDS[module])) writer.doc.getMap(module).set(field, 1);
      for (const field of WHAT_IF_FIELDS) writer.doc.getMap(WHAT_IF_MAP).set(field, 2);
    });
    await waitFor(() => reader.doc.getMap(WHAT_IF_MAP).get('loansPerMonth') === 2, 'the writes to arrive');
    expect(reader.doc.getMap('ownership').get('companyGrowthRate')).toBe(1);
    expect(writer.provider.wsconnected).toBe(true);
  });

  it('marks a REST save in meta.lastSavedAt itself', async () => {
    const { token } = await createSession(ctx.sql);
    const reader = client(token);
    await reader.synced();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/clearview/${token}/save/`, payload: { module: 'all', sessionData: {} } });
    expect(res.statusCode).toBe(200);
    await waitFor(() => typeof reader.doc.getMap('meta').get('lastSavedAt') === 'string', 'the server’s save mark');
  });
});

describe('updates with missing dependencies', () => {
  it('closes the sender with 4409 and never keeps, stores or forwards the update', async () => {
    const { token } = await createSession(ctx.sql);
    const reader = client(token);
    await reader.synced();
    const source = new Y.Doc();
    production({ doc: source }).set('monthlyVolume', 1); // never sent
    const before = Y.encodeStateVector(source);
    production({ doc: source }).set('avgLoanSize', 2);
    const orphan = Y.encodeStateAsUpdate(source, before); // depends on the first write
    const raw = rawSocket(ctx, token);
    await raw.opened;
    raw.socket.send(updateFrame(orphan));
    expect((await raw.closed).code).toBe(4409);
    await sleep(400); // past a 200 ms batch
    expect(await storedBytes(token)).toBe(0);
    const late = client(token);
    await late.synced();
    expect(production(late).toJSON()).toEqual({});
    expect(Y.encodeStateAsUpdate(late.doc).byteLength).toBeLessThan(10);
  });
});

describe('the room size cap (2 MiB)', () => {
  it('a 0.9 MiB update loop ends with the writer closed (4413) and the stored state under the cap', async () => {
    const cap = 2 * 1024 * 1024;
    const { token } = await createSession(ctx.sql);
    const writer = client(token);
    const reader = client(token);
    await Promise.all([writer.synced(), reader.synced()]);
    const closed = closeOf(writer);
    let code = 0;
    void closed.then((c) => (code = c));
    const fields = ['monthlyVolume', 'avgLoanSize', 'closingRatio', 'loanMixPurchase'];
    for (let i = 0; code === 0 && i < fields.length; i++) {
      production(writer).set(fields[i], String(i).repeat(900 * 1024));
      await waitFor(() => code !== 0 || production(reader).get(fields[i]) !== undefined, `write ${i} to arrive or be refused`, 15_000);
    }
    expect(await closed).toBe(4413);
    expect(Object.keys(production(reader).toJSON())).toEqual(fields.slice(0, 2)); // two writes fitted
    expect(writer.provider.shouldConnect && writer.provider.wsconnected).toBe(false);
    await ctx.restart(); // stores every room
    const stored = await storedBytes(token);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(cap);
  });
});

describe('awareness ids', () => {
  it('drops another socket’s update or removal of a client id it does not own', async () => {
    const { token } = await createSession(ctx.sql);
    const owner = client(token);
    const observer = client(token);
    await Promise.all([owner.synced(), observer.synced()]);
    owner.provider.awareness.setLocalState({ user: { name: 'Riley', role: 'recruit', color: '#2563eb' }, focus: null });
    const seen = () =>
      (observer.provider.awareness.getStates().get(owner.doc.clientID) as { user?: { name?: string } } | undefined)?.user?.name;
    await waitFor(() => seen() === 'Riley', 'the owner’s presence');
    const raw = rawSocket(ctx, token);
    await raw.opened;
    raw.socket.send(awarenessFrame(owner.doc.clientID, 1000, { user: { name: 'Mallory', role: 'recruit', color: '#000' }, focus: null }));
    raw.socket.send(awarenessFrame(owner.doc.clientID, 1001, null));
    // The raw socket's own id is accepted: its state reaching the observer shows the others were processed first.
    raw.socket.send(awarenessFrame(424242, 1, { user: { name: 'Raw', role: 'recruit', color: '#000' }, focus: null }));
    await waitFor(() => observer.provider.awareness.getStates().has(424242), 'the raw socket’s own presence');
    expect(seen()).toBe('Riley');
  });
});
