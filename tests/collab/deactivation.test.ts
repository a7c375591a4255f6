// Deactivating a staff account closes its live room sockets at once (docs/collab.md, "Closing a
// user's sockets"; docs/team.md, "Deactivation"): 4401, the stock provider does not come back, and
// no new ticket is given. Other participants of the room stay.
import { describe, expect, it } from 'vitest';
import { createSession } from '../support/clearview.ts';
import { sleep, setupClients, setupCollabApp, ticketFor, waitFor } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';
import { call } from '../support/api.ts';

const ctx = setupCollabApp();
const clients = setupClients(ctx);

describe('a deactivated user', () => {
  it("loses every live room socket at once, and the room's other participants stay", async () => {
    const { token } = await createSession(ctx.sql);
    const admin = await signedIn(ctx, 'recruiter');
    const leaver = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
    const theirs = clients.client(token, { params: { ticket: await ticketFor(ctx, leaver.access, token) } });
    const secondTab = clients.client(token, { params: { ticket: await ticketFor(ctx, leaver.access, token) } });
    const recruit = clients.client(token);
    const colleague = clients.client(token, { params: { ticket: await ticketFor(ctx, admin.access, token) } });
    await Promise.all([theirs.synced(), secondTab.synced(), recruit.synced(), colleague.synced()]);
    const closes: number[] = [];
    for (const c of [theirs, secondTab]) c.provider.on('connection-close', (event) => closes.push(event?.code ?? 0));
    // A ticket asked for just before the deactivation is refused after it.
    const pending = await ticketFor(ctx, leaver.access, token);

    const deactivated = await call(ctx, 'PATCH', `/api/staff/${leaver.account.id}/`, admin.headers, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    await waitFor(() => closes.length === 2, 'both sockets of the deactivated user to close', 2000);
    expect(closes).toEqual([4401, 4401]);

    const late = clients.client(token, { params: { ticket: pending } });
    const lateClose = new Promise<number>((resolve) => late.provider.on('connection-close', (e) => resolve(e?.code ?? 0)));
    expect(await lateClose).toBe(4401);
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/collab/tickets/',
      headers: leaver.headers,
      payload: { kind: 'clearview', token },
    });
    expect(ticket.statusCode).toBe(401);

    await sleep(300);
    expect(theirs.provider.wsconnected || secondTab.provider.wsconnected).toBe(false);
    expect(recruit.provider.wsconnected).toBe(true);
    expect(colleague.provider.wsconnected).toBe(true);
    // The room still works for those who stay.
    recruit.doc.getMap('personalBusiness').set('currentCompPlan', 'still here');
    await waitFor(
      () => colleague.doc.getMap('personalBusiness').get('currentCompPlan') === 'still here',
      'the edit to reach the colleague',
    );
  });
});
