// Live rooms apply the recruit visibility rule (docs/team.md, "Who sees which recruit"): with 'own'
// a recruiter's socket for another recruiter's recruit is refused with 4403 (ClearView, its notes
// room, proforma); with 'team', and for admins, it syncs. Real y-websocket clients, real server.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../support/clearview.ts';
import { rawSocket, setupClients, setupCollabApp, ticketFor } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';
import { createProformaSession } from '../support/proforma-room.ts';

const ctx = setupCollabApp();
const clients = setupClients(ctx);
const base = (kind: string) => ctx.wsBase.replace(/\/clearview$/, `/${kind}`);

type Staff = Awaited<ReturnType<typeof signedIn>>;
let owner: Staff;
let other: Staff;
let admin: Staff;

const setVisibility = (v: 'team' | 'own') => ctx.sql`update company_settings set pipeline_visibility = ${v} where id = 1`;
const refusal = async (kind: string, token: string, who: Staff) =>
  (await rawSocket({ ...ctx, wsBase: base(kind) }, token, `?ticket=${await ticketFor(ctx, who.access, token, kind)}`).closed).code;
const syncs = async (kind: string, token: string, who: Staff) => {
  const client = clients.client(token, { wsBase: base(kind), params: { ticket: await ticketFor(ctx, who.access, token, kind) } });
  await client.synced();
};

beforeAll(async () => {
  owner = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
  other = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
  admin = await signedIn(ctx, 'recruiter', { role: 'admin' });
});

describe('rooms and recruit visibility', () => {
  it("with 'own', another recruiter's socket is refused (4403) in the ClearView, notes and proforma rooms", async () => {
    await setVisibility('own');
    const { token } = await createSession(ctx.sql, { recruiterId: owner.account.id });
    expect(await refusal('clearview', token, other)).toBe(4403);
    expect(await refusal('clearview-notes', token, other)).toBe(4403);
    const proforma = await createProformaSession(ctx.sql);
    await ctx.sql`update recruits set recruiter_id = ${owner.account.id} where id = ${proforma.recruitId}`;
    expect(await refusal('proforma', proforma.token, other)).toBe(4403);
    await syncs('clearview', token, owner);
    await syncs('proforma', proforma.token, owner);
    await syncs('clearview', token, admin);
  });

  it("with 'team', the same socket syncs", async () => {
    await setVisibility('team');
    const { token } = await createSession(ctx.sql, { recruiterId: owner.account.id });
    await syncs('clearview', token, other);
    await setVisibility('own');
  });
});
