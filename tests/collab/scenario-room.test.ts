// A scenario's live room (/ws/scenario/{token}; docs/discovery.md "Scenario rooms").
import { describe, expect, it } from 'vitest';
import { newToken } from '../../server/src/lib/tokens.ts';
import { createSession } from '../support/clearview.ts';
import { signedIn } from '../support/fixtures.ts';
import { rawSocket, setupClients, setupCollabApp, sleep, ticketFor, waitFor, type Client } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client, close } = setupClients(ctx);
const scenarioBase = () => ctx.wsBase.replace(/\/clearview$/, '/scenario');
const production = (c: Client) => c.doc.getMap('productionDetails');

const BASELINE_DATA = { productionDetails: { monthlyVolume: 2_000_000, avgLoanSize: 400_000 } };

/** A recruit signed in, with discovery `modules`, a locked baseline and a sandbox copied from it. */
async function recruitWithScenarios(modules = '{scenarios}') {
  const { recruitId } = await createSession(ctx.sql);
  await ctx.sql`
    insert into discovery_access (recruit_id, is_enabled, enabled_modules, pin) values (${recruitId}, true, ${modules}, '0000')`;
  const insert = async (type: 'baseline' | 'sandbox', name: string) => {
    const [row] = await ctx.sql<{ id: number; token: string }[]>`
      insert into scenarios (recruit_id, type, name, description, is_locked, data, token)
      values (${recruitId}, ${type}, ${name}, '', ${type === 'baseline'}, ${ctx.sql.json(BASELINE_DATA)}, ${newToken()})
      returning id, token`;
    return row;
  };
  const baseline = await insert('baseline', 'ClearView Baseline');
  const sandbox = await insert('sandbox', 'Sandbox Scenario 1');
  const recruit = await signedIn(ctx, 'recruit', { recruit_id: recruitId });
  return { recruitId, recruit, baseline, sandbox };
}

const join = async (access: string, token: string) =>
  client(token, { wsBase: scenarioBase(), params: { ticket: await ticketFor(ctx, access, token, 'scenario') } });

const api = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const storedRows = async (token: string) => {
  const [{ n }] = await ctx.sql<{ n: number }[]>`
    select (select count(*) from yjs_updates where room = ${`scenario:${token}`})
         + (select count(*) from yjs_snapshots where room = ${`scenario:${token}`}) as n`;
  return Number(n);
};

describe('a scenario’s live room', () => {
  it('starts from the sandbox’s data, syncs the recruit’s devices, keeps the data in step and survives a restart', async () => {
    const { recruit, sandbox } = await recruitWithScenarios();
    const phone = await join(recruit.access, sandbox.token);
    const laptop = await join(recruit.access, sandbox.token);
    await Promise.all([phone.synced(), laptop.synced()]);
    expect(production(laptop).get('monthlyVolume')).toBe(2_000_000);

    production(phone).set('monthlyVolume', 3_000_000);
    await waitFor(() => production(laptop).get('monthlyVolume') === 3_000_000, 'the edit on the other device', 500);

    // The comparison reads the scenario over REST: the figures follow the room within a few seconds.
    await waitFor(
      async () => {
        const data = (await api('GET', `/scenarios/${sandbox.id}/`, recruit.headers)).json().data;
        return data.productionDetails.monthlyVolume === 3_000_000 && data.productionDetails.annualVolume === 36_000_000;
      },
      'the figures in the scenario data',
      3000,
    );

    close(phone);
    close(laptop);
    await ctx.restart();
    const later = await join(recruit.access, sandbox.token);
    await later.synced();
    expect(production(later).get('monthlyVolume')).toBe(3_000_000);
  });

  it('drops every write into the baseline’s room, the recruit’s and staff’s alike', async () => {
    const { recruit, baseline } = await recruitWithScenarios();
    const staff = await signedIn(ctx, 'recruiter');
    const mine = await join(recruit.access, baseline.token);
    const theirs = await join(staff.access, baseline.token);
    await Promise.all([mine.synced(), theirs.synced()]);
    await waitFor(() => production(theirs).get('monthlyVolume') === 2_000_000, 'the baseline figures');

    production(mine).set('monthlyVolume', 9);
    production(theirs).set('avgLoanSize', 9);
    await sleep(600);
    expect(production(theirs).get('monthlyVolume')).toBe(2_000_000);
    expect(production(mine).get('avgLoanSize')).toBe(400_000);

    close(mine);
    close(theirs);
    await ctx.restart();
    const later = await join(recruit.access, baseline.token);
    await later.synced();
    await waitFor(() => production(later).get('monthlyVolume') === 2_000_000, 'the baseline figures after a restart');
    expect(production(later).get('avgLoanSize')).toBe(400_000);
    const data = (await api('GET', `/scenarios/${baseline.id}/`, recruit.headers)).json().data;
    expect(data).toEqual(BASELINE_DATA);
  });

  it('refuses a socket without a ticket (4401), another recruit and a recruit without a scenario tool (4403), an unknown token (4404)', async () => {
    const { sandbox } = await recruitWithScenarios();
    const room = { ...ctx, wsBase: scenarioBase() };
    expect((await rawSocket(room, sandbox.token).closed).code).toBe(4401);

    const stranger = (await recruitWithScenarios()).recruit;
    const foreign = rawSocket(room, sandbox.token, `?ticket=${await ticketFor(ctx, stranger.access, sandbox.token, 'scenario')}`);
    expect((await foreign.closed).code).toBe(4403);

    const locked = await recruitWithScenarios('{live-pricing}');
    const gated = rawSocket(
      room,
      locked.sandbox.token,
      `?ticket=${await ticketFor(ctx, locked.recruit.access, locked.sandbox.token, 'scenario')}`,
    );
    expect(await gated.closed).toEqual({
      code: 4403,
      reason: 'This discovery tool is not enabled for you. Please contact your recruiter.',
    });

    const staff = await signedIn(ctx, 'recruiter');
    const unknown = newToken();
    expect((await rawSocket(room, unknown, `?ticket=${await ticketFor(ctx, staff.access, unknown, 'scenario')}`).closed).code).toBe(4404);
  });

  it('takes a PATCH of the data into the open room, and answers with the room’s figures', async () => {
    const { recruit, sandbox } = await recruitWithScenarios();
    const open = await join(recruit.access, sandbox.token);
    await open.synced();
    const res = await api('PATCH', `/scenarios/${sandbox.id}/`, recruit.headers, {
      data: { ownership: { productionGoal: 60_000_000, ownershipPercentage: 3 } },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => open.doc.getMap('ownership').get('productionGoal') === 60_000_000, 'the patched goal in the room', 1000);
    const data = res.json().data;
    expect(data.ownership).toMatchObject({ productionGoal: 60_000_000, ownershipPercentage: 3 });
    expect(data.productionDetails).toMatchObject({ monthlyVolume: 2_000_000, annualVolume: 24_000_000 });
  });

  it('closes a deleted sandbox’s room for good (4404) and drops its stored state', async () => {
    const { recruit, sandbox } = await recruitWithScenarios();
    const open = await join(recruit.access, sandbox.token);
    await open.synced();
    const closes: number[] = [];
    open.provider.on('connection-close', (event) => event && closes.push(event.code));
    production(open).set('monthlyVolume', 5);
    await waitFor(async () => (await storedRows(sandbox.token)) > 0, 'the stored edit');

    expect((await api('DELETE', `/scenarios/${sandbox.id}/`, recruit.headers)).statusCode).toBe(204);
    await waitFor(() => closes.includes(4404), 'the room closed as deleted');
    await sleep(400);
    expect(await storedRows(sandbox.token)).toBe(0);
    expect(open.provider.wsconnected).toBe(false);
  });

  it('turns an open room read-only when staff lock the sandbox, and writable again when they unlock it', async () => {
    const { recruit, sandbox } = await recruitWithScenarios();
    const staff = await signedIn(ctx, 'recruiter');
    const before = await join(recruit.access, sandbox.token);
    await before.synced();
    const closes: number[] = [];
    before.provider.on('connection-close', (event) => event && closes.push(event.code));

    await api('PATCH', `/scenarios/${sandbox.id}/`, staff.headers, { is_locked: true });
    await waitFor(() => closes.includes(1001), 'the room reloading for the lock');
    close(before);
    const writer = await join(recruit.access, sandbox.token);
    const watcher = await join(staff.access, sandbox.token);
    await Promise.all([writer.synced(), watcher.synced()]);
    production(writer).set('monthlyVolume', 7);
    await sleep(600);
    expect(production(watcher).get('monthlyVolume')).toBe(2_000_000);

    close(writer);
    close(watcher);
    await api('PATCH', `/scenarios/${sandbox.id}/`, staff.headers, { is_locked: false });
    const again = await join(recruit.access, sandbox.token);
    const seer = await join(staff.access, sandbox.token);
    await Promise.all([again.synced(), seer.synced()]);
    production(again).set('monthlyVolume', 8);
    await waitFor(() => production(seer).get('monthlyVolume') === 8, 'the edit once unlocked');
  });
});
