// A locked scenario's data cannot be written through any URL: the session's rooms (with or without
// ?scenario=), the REST save and the scenario API all refuse once the baseline is locked.
import { describe, expect, it } from 'vitest';
import { createSession } from '../support/clearview.ts';
import { ticketFor, setupClients, setupCollabApp, waitFor } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

describe('a locked baseline, whatever the URL', () => {
  it('is not written by the plain session room, the notes room, a REST save or a scenario PATCH', async () => {
    const { token, recruitId } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const editor = client(token);
    await editor.synced();
    editor.doc.getMap('productionDetails').set('monthlyVolume', 5);
    const witness = client(token);
    await witness.synced();
    await waitFor(() => witness.doc.getMap('productionDetails').get('monthlyVolume') === 5, 'the edit to reach the room');
    const done = await ctx.app.inject({ method: 'POST', url: `/api/clearview/${token}/complete/`, payload: { sessionData: {} } });
    expect(done.statusCode).toBe(200);
    const baselineId = (done.json() as { scenario: { id: number; is_locked: boolean } }).scenario.id;
    const stored = async () => (await ctx.sql<{ data: unknown }[]>`select data from scenarios where id = ${baselineId}`)[0].data;
    const before = JSON.stringify(await stored());

    // The session room without ?scenario=, as the recruit and as a recruiter: writes are dropped.
    const plain = client(token);
    const presenter = client(token, { params: { ticket: await ticketFor(ctx, recruiter.access, token) } });
    const notes = client(token, {
      wsBase: `${ctx.wsBase}-notes`,
      params: { ticket: await ticketFor(ctx, recruiter.access, token, 'clearview-notes') },
    });
    await Promise.all([plain.synced(), presenter.synced(), notes.synced()]);
    plain.doc.getMap('productionDetails').set('monthlyVolume', 999);
    presenter.doc.getMap('productionDetails').set('avgLoanSize', 999);
    notes.doc.getText('presenterNotes.recruiting').insert(0, 'late');
    const save = await ctx.app.inject({
      method: 'POST',
      url: `/api/clearview/${token}/save/`,
      payload: { module: 'all', sessionData: { productionDetails: { monthlyVolume: 999 } } },
    });
    expect(save.statusCode).toBe(409);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/scenarios/${baselineId}/`,
      headers: recruiter.headers,
      payload: { data: { productionDetails: { monthlyVolume: 999 } } },
    });
    expect(patch.statusCode).toBe(409);

    await ctx.restart(); // every room stored
    const late = client(token);
    const lateNotes = client(token, {
      wsBase: `${ctx.wsBase}-notes`,
      params: { ticket: await ticketFor(ctx, recruiter.access, token, 'clearview-notes') },
    });
    await Promise.all([late.synced(), lateNotes.synced()]);
    await waitFor(() => late.doc.getMap('productionDetails').get('monthlyVolume') === 5, 'the completed state');
    expect(late.doc.getMap('productionDetails').get('avgLoanSize')).toBeUndefined();
    expect(lateNotes.doc.getText('presenterNotes.recruiting').toString()).toBe('');
    expect(JSON.stringify(await stored())).toBe(before);
    expect(recruitId).toBeGreaterThan(0);
  });
});
