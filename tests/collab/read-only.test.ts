import { describe, expect, it } from 'vitest';
import { readMeta } from '@shared/collab/meta.ts';
import { createSession } from '../support/clearview.ts';
import { sleep, setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

const production = (c: Client) => c.doc.getMap('productionDetails');
const logRows = async (token: string) =>
  (await ctx.sql<{ n: number }[]>`select count(*)::int as n from yjs_updates where room = ${`clearview:${token}`}`)[0].n;

describe('read-only rooms', () => {
  it('serves a completed session’s state but drops every write', async () => {
    const { token } = await createSession(ctx.sql, {
      sessionStatus: 'completed',
      data: { productionDetails: { monthlyVolume: 1_000_000 } },
    });
    const a = client(token);
    const b = client(token);
    await Promise.all([a.synced(), b.synced()]);
    await waitFor(() => production(a).get('monthlyVolume') === 1_000_000, 'the stored state');
    expect(readMeta(a.doc).completed).toBe(true);
    // The server's own seeding at load (stored data, completed flag) is logged once.
    await waitFor(async () => (await logRows(token)) === 1, 'the seeding to be logged');
    const rowsBefore = await logRows(token);
    production(a).set('monthlyVolume', 5);
    await sleep(700);
    expect(production(b).get('monthlyVolume')).toBe(1_000_000);
    expect(await logRows(token)).toBe(rowsBefore);
    const late = client(token);
    await late.synced();
    expect(production(late).get('monthlyVolume')).toBe(1_000_000);
  });

  it('turns a live room read-only when the session is completed through REST', async () => {
    const { token } = await createSession(ctx.sql);
    const recruit = client(token);
    const recruiter = client(token);
    await Promise.all([recruit.synced(), recruiter.synced()]);
    production(recruit).set('monthlyVolume', 2_000_000);
    await waitFor(() => production(recruiter).get('monthlyVolume') === 2_000_000, 'the edit before completion');

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/clearview/${token}/complete/`,
      payload: { sessionData: { productionDetails: { monthlyVolume: 2_000_000 } } },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => readMeta(recruiter.doc).completed && readMeta(recruit.doc).completed, 'both sides to learn of the completion');

    production(recruit).set('monthlyVolume', 3);
    await sleep(500);
    expect(production(recruiter).get('monthlyVolume')).toBe(2_000_000);
  });
});
