import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createSession } from '../support/clearview.ts';
import { setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client, close } = setupClients(ctx);

const production = (c: Client) => c.doc.getMap('productionDetails');

describe('live ClearView room', () => {
  it('converges two clients editing at once', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    const b = client(token);
    await Promise.all([a.synced(), b.synced()]);
    production(a).set('monthlyVolume', 2_000_000);
    production(b).set('avgLoanSize', 400_000);
    await waitFor(
      () => production(a).get('avgLoanSize') === 400_000 && production(b).get('monthlyVolume') === 2_000_000,
      'both edits on both sides',
    );
    expect(production(a).toJSON()).toEqual(production(b).toJSON());
  });

  it('gives a late joiner the full state', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    await a.synced();
    a.doc.transact(() => {
      production(a).set('monthlyVolume', 1_500_000);
      a.doc.getMap('personalBusiness').set('currentCompPlan', 'Ask about purchase share');
    });
    const late = client(token);
    await late.synced();
    await waitFor(() => production(late).get('monthlyVolume') === 1_500_000, 'the late joiner to see the edit');
    expect(late.doc.getMap('personalBusiness').get('currentCompPlan')).toBe('Ask about purchase share');
  });

  it('merges edits made while disconnected when the client reconnects', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    const b = client(token);
    await Promise.all([a.synced(), b.synced()]);
    a.provider.disconnect();
    production(a).set('closingRatio', 70); // offline edit
    production(b).set('monthlyVolume', 900_000); // meanwhile, online
    await waitFor(() => !a.provider.wsconnected, 'a to be offline');
    a.provider.connect();
    await waitFor(
      () => production(b).get('closingRatio') === 70 && production(a).get('monthlyVolume') === 900_000,
      'the offline edit to reach b and the online one to reach a',
    );
  });

  it('relays awareness and removes a closed client’s presence', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    const b = client(token);
    await Promise.all([a.synced(), b.synced()]);
    a.provider.awareness.setLocalState({
      user: { name: 'Riley', role: 'recruit', color: '#2563eb' },
      focus: { module: 'loanPricing', field: 'loanAmount' },
    });
    const aId = a.doc.clientID;
    await waitFor(() => (b.provider.awareness.getStates().get(aId) as { user?: { name: string } })?.user?.name === 'Riley', 'b to see a');
    close(a);
    await waitFor(() => !b.provider.awareness.getStates().has(aId), 'a’s presence to be removed');
  });

  it('keeps rooms apart: an edit in one session never reaches another', async () => {
    const one = await createSession(ctx.sql);
    const two = await createSession(ctx.sql);
    const a = client(one.token);
    const b = client(two.token);
    await Promise.all([a.synced(), b.synced()]);
    production(a).set('monthlyVolume', 42);
    const c = client(one.token);
    await waitFor(() => production(c).get('monthlyVolume') === 42, 'the same room to see it');
    expect(production(b).get('monthlyVolume')).toBeUndefined();
  });

  it('starts a never-opened room from data saved through REST', async () => {
    const { token } = await createSession(ctx.sql, { data: { production_details: { monthly_volume: 750_000, avg_loan_size: 250_000 } } });
    const a = client(token);
    await a.synced();
    await waitFor(() => production(a).get('monthlyVolume') === 750_000, 'the saved data in the doc');
    expect(production(a).get('avgLoanSize')).toBe(250_000);
  });

  it('seeds a room from a REST save with the entered fields only, not the calculator defaults', async () => {
    const { token } = await createSession(ctx.sql);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/clearview/${token}/save/`,
      payload: { module: 'all', sessionData: { productionDetails: { monthlyVolume: 2_000_000 }, recruiting: { recruitingGoal: 3 } } },
    });
    expect(saved.statusCode).toBe(200);
    // The stored JSON carries every field, defaults included…
    expect(saved.json().session.data.ownership.productionGoal).toBe(24_000_000);
    const a = client(token);
    await a.synced();
    await waitFor(() => production(a).get('monthlyVolume') === 2_000_000, 'the saved data in the doc');
    // …the room holds only what differs from them; a missing field reads as its default.
    expect(a.doc.getMap('recruiting').toJSON()).toEqual({ recruitingGoal: 3 });
    expect(production(a).toJSON()).toEqual({ monthlyVolume: 2_000_000 });
    for (const module of ['personalBusiness', 'loanPricing', 'ownership']) expect(a.doc.getMap(module).size).toBe(0);
  });

  it('frees the room when the last client leaves', async () => {
    const { token } = await createSession(ctx.sql);
    const a = client(token);
    await a.synced();
    production(a).set('monthlyVolume', 1);
    expect(ctx.app.collab.findRoom('clearview', token)).toBeDefined();
    close(a);
    await waitFor(() => ctx.app.collab.findRoom('clearview', token) === undefined, 'the room to unload');
    const b = client(token, { doc: new Y.Doc() });
    await b.synced();
    await waitFor(() => production(b).get('monthlyVolume') === 1, 'the reloaded room to hold the edit');
  });
});
