// /clearview/{token}?scenario=<locked id>: the page's connection is read-only on the server, not
// only in the browser (docs/collab.md "Read-only rooms").
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectClearView, type ClearViewConnection } from '../../client/src/lib/collab.ts';
import type { Sql } from '../../server/src/db/connect.ts';
import { newToken } from '../../server/src/lib/tokens.ts';
import { createSession } from '../support/clearview.ts';
import { openClient, sleep, ticketFor, setupCollabApp, waitFor, type Client } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = setupCollabApp();
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const client = (token: string, params?: Record<string, string>): Client => {
  const c = openClient(ctx, token, { params });
  closers.push(c.destroy);
  return c;
};

/** The page's own helper (stock provider inside), as /clearview/{token}?scenario=<id> opens it. */
function pageConnection(token: string, scenario: number, accessToken?: string): ClearViewConnection {
  const connection = connectClearView(token, {
    scenario,
    getTicket: accessToken ? () => ticketFor(ctx, accessToken, token) : undefined,
    origin: ctx.wsBase.replace(/^ws/, 'http').replace(/\/ws\/clearview$/, ''),
    offlineCache: false,
    WebSocketPolyfill: WebSocket as never,
  });
  closers.push(() => connection.destroy());
  return connection;
}

async function insertScenario(sql: Sql, recruitId: number, opts: { type?: 'baseline' | 'sandbox'; locked: boolean }): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into scenarios (recruit_id, type, name, is_locked, token)
    values (${recruitId}, ${opts.type ?? 'sandbox'}, 'Scenario', ${opts.locked}, ${newToken()})
    returning id`;
  return row.id;
}

const production = (doc: { getMap(name: string): import('yjs').Map<unknown> }) => doc.getMap('productionDetails');
const logRows = async (token: string) =>
  (await ctx.sql<{ n: number }[]>`select count(*)::int as n from yjs_updates where room = ${`clearview:${token}`}`)[0].n;

describe('a locked scenario’s connection is read-only on the server', () => {
  it('drops writes through a locked scenario (recruit or recruiter): no other client, no database row', async () => {
    const { token, recruitId } = await createSession(ctx.sql);
    const baseline = await insertScenario(ctx.sql, recruitId, { type: 'baseline', locked: true });
    const recruiter = await signedIn(ctx, 'recruiter');
    const editor = client(token);
    const lockedRecruit = pageConnection(token, baseline);
    const lockedRecruiter = pageConnection(token, baseline, recruiter.access);
    await editor.synced();
    await waitFor(() => lockedRecruit.provider.synced && lockedRecruiter.provider.synced, 'the locked-scenario pages to sync');

    production(lockedRecruit.doc).set('monthlyVolume', 111);
    production(lockedRecruiter.doc).set('avgLoanSize', 222);
    await sleep(700); // past the 200 ms batch
    expect(production(editor.doc).toJSON()).toEqual({});
    expect(production(lockedRecruiter.doc).get('monthlyVolume')).toBeUndefined();
    expect(production(lockedRecruit.doc).get('avgLoanSize')).toBeUndefined();
    expect(await logRows(token)).toBe(0);

    // The session itself stays live: the locked page reads what the session's editor writes.
    production(editor.doc).set('closingRatio', 80);
    await waitFor(() => production(lockedRecruit.doc).get('closingRatio') === 80, 'the locked page to read the live doc');
    await waitFor(async () => (await logRows(token)) === 1, 'the editor’s write to be logged');

    // A client joining later gets only the accepted write.
    const late = client(token);
    await late.synced();
    expect(production(late.doc).toJSON()).toEqual({ closingRatio: 80 });
  });

  it('ignores a scenario id that is unlocked, of another recruit, unknown or not a number', async () => {
    const { token, recruitId } = await createSession(ctx.sql);
    const other = await createSession(ctx.sql);
    const sandbox = await insertScenario(ctx.sql, recruitId, { locked: false });
    const foreignLocked = await insertScenario(ctx.sql, other.recruitId, { type: 'baseline', locked: true });
    const reader = client(token);
    await reader.synced();
    const ids = [String(sandbox), String(foreignLocked), '999999', 'abc', '99999999999999999999'];
    for (const [i, scenario] of ids.entries()) {
      const writer = client(token, { scenario });
      await writer.synced();
      production(writer.doc).set('monthlyVolume', i + 1);
      await waitFor(() => production(reader.doc).get('monthlyVolume') === i + 1, `the write with scenario=${scenario} to arrive`);
    }
  });
});
