// Presence is bounded (docs/collab.md, "Presence"): one awareness client id per socket, a per-state
// cap, a bounded join frame and a participant cap, so a link holder flooding presence cannot keep an
// honest client out of the room.
import { describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { createSession } from '../support/clearview.ts';
import { signedIn } from '../support/fixtures.ts';
import { proformaInputs } from '@shared/collab/proforma-doc.ts';
import { createProformaSession } from '../support/proforma-room.ts';
import { rawSocket, setupClients, setupCollabApp, sleep, ticketFor, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

type Entry = { id: number; clock: number; state: unknown };
const recruitState = (pad = 0) => ({ user: { name: 'Flood', role: 'recruit', color: '#000000' }, focus: null, pad: 'x'.repeat(pad) });

/** One awareness frame as the stock provider sends it. */
function awarenessFrame(entries: Entry[]): Uint8Array {
  const update = encoding.createEncoder();
  encoding.writeVarUint(update, entries.length);
  for (const { id, clock, state } of entries) {
    encoding.writeVarUint(update, id);
    encoding.writeVarUint(update, clock);
    encoding.writeVarString(update, JSON.stringify(state));
  }
  const frame = encoding.createEncoder();
  encoding.writeVarUint(frame, 1);
  encoding.writeVarUint8Array(frame, encoding.toUint8Array(update));
  return encoding.toUint8Array(frame);
}

/** Sync step 1 with an empty state vector. */
const syncStep1 = (() => {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint8Array(e, new Uint8Array([0]));
  return encoding.toUint8Array(e);
})();

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/**
 * What the probe did, on `sockets` sockets (of the link, or with a ticket from `query`) until
 * stopped. Once in the room (its first answer), each socket publishes 2,000 client ids in one
 * message; then every other socket publishes an 800 KB state of its own, the rest their own state
 * just under the cap every 3 ms. A closed or refused socket comes back after 20 ms.
 */
function flood(url: string, sockets: number, query: () => Promise<string> = async () => '') {
  let stopped = false;
  const closeCodes: number[] = [];
  const open = new Set<WebSocket>();
  let base = 1_000_000;
  const start = async (heavy: boolean) => {
    const search = await query().catch(() => null); // the app may be closing
    if (stopped || search === null) return;
    const socket = new WebSocket(url + search);
    open.add(socket);
    base += 10_000;
    const own = base;
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', () => {});
    // As the stock provider: sync step 1 first; the room's answer says the socket is in.
    socket.on('open', () => socket.send(syncStep1));
    socket.once('message', () => {
      socket.send(awarenessFrame(ids(own, 2000).map((id) => ({ id, clock: 1, state: recruitState() }))));
      if (heavy) return void socket.send(awarenessFrame([{ id: own, clock: 2, state: recruitState(800_000) }]));
      let clock = 2;
      timer = setInterval(() => {
        if (socket.readyState === socket.OPEN) socket.send(awarenessFrame([{ id: own, clock: clock++, state: recruitState(3_900) }]));
      }, 3);
    });
    socket.on('close', (code) => {
      clearInterval(timer);
      open.delete(socket);
      closeCodes.push(code);
      if (!stopped) setTimeout(() => void start(heavy), 20);
    });
  };
  for (let i = 0; i < sockets; i++) void start(i % 2 === 1);
  return {
    closeCodes,
    stop() {
      stopped = true;
      for (const s of open) s.terminate();
    },
  };
}

/** Time until a stock client syncs with the room, in ms. */
async function timeToSync(c: Client): Promise<number> {
  const started = performance.now();
  await c.synced();
  return performance.now() - started;
}

const production = (c: Client) => c.doc.getMap('productionDetails');

describe('presence is bounded', () => {
  it('while a link holder floods presence from 6 sockets, an honest link client joins and syncs and sees one state per socket', async () => {
    const { token } = await createSession(ctx.sql);
    const writer = client(token);
    await writer.synced();
    production(writer).set('monthlyVolume', 4_200_000);
    const attack = flood(`${ctx.wsBase}/${token}`, 6);
    try {
      await sleep(500);
      const honest = client(token);
      const ms = await timeToSync(honest);
      console.log(`presence flood: an honest stock client (the link) synced in ${ms.toFixed(0)} ms beside 6 flooding sockets`);
      expect(production(honest).get('monthlyVolume')).toBe(4_200_000);
      honest.provider.awareness.setLocalState(recruitState());
      await waitFor(() => writer.provider.awareness.getStates().has(honest.doc.clientID), 'the honest presence');
      // One state per socket at most: the attacker's six, the writer's, the honest client's.
      expect(honest.provider.awareness.getStates().size).toBeLessThanOrEqual(6 + 2);
      expect(honest.provider.wsconnected).toBe(true);
    } finally {
      attack.stop();
    }
    // The 800 KB states were refused with the presence code.
    expect(attack.closeCodes).toContain(4431);
  });

  it('while a link holder opens 30 flooding sockets, the link gets its share and a recruiter joins and syncs', async () => {
    const { token } = await createSession(ctx.sql);
    const attack = flood(`${ctx.wsBase}/${token}`, 30);
    try {
      await sleep(500);
      const recruiter = await signedIn(ctx, 'recruiter');
      const presenter = client(token, { params: { ticket: await ticketFor(ctx, recruiter.access, token) } });
      const ms = await timeToSync(presenter);
      console.log(`presence flood: a recruiter synced in ${ms.toFixed(0)} ms beside 30 flooding link sockets`);
      await sleep(300);
      expect(presenter.provider.wsconnected).toBe(true);
      expect(presenter.provider.awareness.getStates().size).toBeLessThanOrEqual(8 + 1);
    } finally {
      attack.stop();
    }
    expect(attack.closeCodes).toContain(4429);
    expect(attack.closeCodes).toContain(4431);
  });

  it('binds a socket to the first client id it publishes; every other id in its messages is dropped', async () => {
    const { token } = await createSession(ctx.sql);
    const observer = client(token);
    await observer.synced();
    const raw = rawSocket(ctx, token);
    await raw.opened;
    raw.socket.send(awarenessFrame(ids(500, 3).map((id) => ({ id, clock: 1, state: recruitState() }))));
    await waitFor(() => observer.provider.awareness.getStates().has(500), 'the first id');
    raw.socket.send(awarenessFrame([{ id: 501, clock: 2, state: recruitState() }]));
    raw.socket.send(awarenessFrame([{ id: 500, clock: 2, state: { ...recruitState(), focus: null, seen: true } }]));
    await waitFor(() => (observer.provider.awareness.getStates().get(500) as { seen?: boolean }).seen === true, 'the own update');
    const others = [...observer.provider.awareness.getStates().keys()].filter((id) => id !== observer.doc.clientID);
    expect(others).toEqual([500]);
  });

  it('refuses a state over 4 KiB with 4431 and accepts one just under it', async () => {
    const { token } = await createSession(ctx.sql);
    const observer = client(token);
    await observer.synced();
    const raw = rawSocket(ctx, token);
    await raw.opened;
    const justUnder = recruitState(4096 - JSON.stringify(recruitState()).length);
    expect(Buffer.byteLength(JSON.stringify(justUnder))).toBe(4096);
    raw.socket.send(awarenessFrame([{ id: 700, clock: 1, state: justUnder }]));
    await waitFor(() => observer.provider.awareness.getStates().has(700), 'the 4 KiB state');
    raw.socket.send(awarenessFrame([{ id: 700, clock: 2, state: recruitState(4097) }]));
    expect(await raw.closed).toEqual({ code: 4431, reason: 'Presence state over 4096 bytes' });
    await waitFor(() => !observer.provider.awareness.getStates().has(700), 'the closed socket’s state to leave');
  });

  it('refuses a ninth socket of the link with 4429 while a recruiter still joins; the room holds 24 sockets', async () => {
    const { token } = await createSession(ctx.sql);
    const link = Array.from({ length: 8 }, () => client(token));
    await Promise.all(link.map((c) => c.synced()));
    const ninth = rawSocket(ctx, token);
    expect(await ninth.closed).toEqual({
      code: 4429,
      reason: 'This session link is open in too many windows. Close it in other windows or try again later.',
    });

    // Each signed-in user has a share of 8 too: two recruiters fill the room to 24.
    const recruiters = [await signedIn(ctx, 'recruiter'), await signedIn(ctx, 'recruiter'), await signedIn(ctx, 'recruiter')];
    const withTicket = async (access: string, query = '') => `?ticket=${await ticketFor(ctx, access, token)}${query}`;
    for (const r of recruiters.slice(0, 2)) {
      const mine = [];
      for (let i = 0; i < 8; i++) mine.push(client(token, { params: { ticket: await ticketFor(ctx, r.access, token) } }));
      await Promise.all(mine.map((c) => c.synced()));
    }
    const ownNinth = rawSocket(ctx, token, await withTicket(recruiters[0].access));
    expect((await ownNinth.closed).code).toBe(4429);
    const third = rawSocket(ctx, token, await withTicket(recruiters[2].access));
    expect(await third.closed).toEqual({
      code: 4429,
      reason: 'This session is full: too many people or windows have it open. Close it in other windows or try again later.',
    });
  });

  it('in a proforma room, the read-only recruit flooding presence leaves the room joinable for the recruiter', async () => {
    const { recruitId, token } = await createProformaSession(ctx.sql, 'in_progress', { monthly_units: 8 });
    const base = ctx.wsBase.replace(/\/clearview$/, '/proforma');
    const recruit = await signedIn(ctx, 'recruit', { recruit_id: recruitId });
    const attack = flood(`${base}/${token}`, 4, async () => `?ticket=${await ticketFor(ctx, recruit.access, token, 'proforma')}`);
    try {
      await sleep(500);
      const recruiter = await signedIn(ctx, 'recruiter');
      const staff = client(token, { wsBase: base, params: { ticket: await ticketFor(ctx, recruiter.access, token, 'proforma') } });
      const ms = await timeToSync(staff);
      console.log(`presence flood (proforma, read-only recruit): the recruiter synced in ${ms.toFixed(0)} ms`);
      await waitFor(() => proformaInputs(staff.doc).get('monthly_units') === 8, 'the saved inputs');
      expect(staff.provider.awareness.getStates().size).toBeLessThanOrEqual(4 + 1);
    } finally {
      attack.stop();
    }
    expect(attack.closeCodes).toContain(4431);
  });
});
