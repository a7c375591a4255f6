// Presenter notes live in the recruiter-only notes room: a recruit's socket never receives one.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { createSession } from '../support/clearview.ts';
import { ticketFor, setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

const NOTE = 'Ask about the purchase share — private';
const notes = (c: Client) => c.doc.getText('presenterNotes.productionDetails');
const NOTES = 'clearview-notes';
const notesBase = () => `${ctx.wsBase}-notes`;

/** A raw socket on a room that records every byte it is sent and how it closed. */
function listen(url: string) {
  const socket = new WebSocket(url);
  const bytes: Buffer[] = [];
  socket.on('message', (data) => bytes.push(data as Buffer));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  return { socket, closed, opened, received: () => Buffer.concat(bytes) };
}

describe('presenter notes', () => {
  it('reach recruiter sockets only: two recruiters share them, a recruit never receives one', async () => {
    const { token, recruitId } = await createSession(ctx.sql);
    const a = await signedIn(ctx, 'recruiter');
    const b = await signedIn(ctx, 'recruiter');
    const recruitAccount = await signedIn(ctx, 'recruit', { recruit_id: recruitId });
    const sessionSocket = listen(`${ctx.wsBase}/${token}`); // the recruit on the shared room
    await sessionSocket.opened;
    const anonymous = listen(`${notesBase()}/${token}`);
    const signedRecruit = listen(`${notesBase()}/${token}?ticket=${await ticketFor(ctx, recruitAccount.access, token, NOTES)}`);
    expect(await anonymous.closed).toBe(4403);
    expect(await signedRecruit.closed).toBe(4403);

    const presenterA = client(token, { wsBase: notesBase(), params: { ticket: await ticketFor(ctx, a.access, token, NOTES) } });
    const presenterB = client(token, { wsBase: notesBase(), params: { ticket: await ticketFor(ctx, b.access, token, NOTES) } });
    await Promise.all([presenterA.synced(), presenterB.synced()]);
    notes(presenterA).insert(0, NOTE);
    await waitFor(() => notes(presenterB).toString() === NOTE, 'the other recruiter to see the note');
    // The recruit's shared-room socket gets the recruiter's field edit, never the note.
    const shared = client(token, { params: { ticket: await ticketFor(ctx, a.access, token) } });
    await shared.synced();
    shared.doc.getMap('productionDetails').set('monthlyVolume', 4242);
    const late = client(token); // and a recruit joining later neither
    await late.synced();
    await waitFor(() => late.doc.getMap('productionDetails').get('monthlyVolume') === 4242, 'the field edit to reach the recruit');
    expect(sessionSocket.received().includes(Buffer.from('purchase share'))).toBe(false);
    expect(notes(late).toString()).toBe('');
    sessionSocket.socket.close();
  });

  it('stored in the shared room before, move to the notes room and are no longer sent to the recruit', async () => {
    const { token } = await createSession(ctx.sql);
    const old = new Y.Doc();
    old.getText('presenterNotes.productionDetails').insert(0, NOTE);
    old.getMap('productionDetails').set('monthlyVolume', 5);
    await ctx.sql`insert into yjs_snapshots (room, state, upto_id) values (${`clearview:${token}`}, ${Buffer.from(Y.encodeStateAsUpdate(old))}, 0)`;
    const recruit = listen(`${ctx.wsBase}/${token}`);
    await recruit.opened;
    const reader = client(token);
    await reader.synced();
    expect(reader.doc.getMap('productionDetails').get('monthlyVolume')).toBe(5);
    expect(notes(reader).toString()).toBe('');
    const recruiter = await signedIn(ctx, 'recruiter');
    const presenter = client(token, { wsBase: notesBase(), params: { ticket: await ticketFor(ctx, recruiter.access, token, NOTES) } });
    await presenter.synced();
    expect(notes(presenter).toString()).toBe(NOTE);
    expect(recruit.received().includes(Buffer.from('purchase share'))).toBe(false);
    await ctx.restart(); // stores the rooms: the shared room's stored state no longer holds the text
    const [row] = await ctx.sql<{ state: Buffer }[]>`select state from yjs_snapshots where room = ${`clearview:${token}`}`;
    expect(row.state.includes(Buffer.from('purchase share'))).toBe(false);
  });
});
