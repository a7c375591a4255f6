import { describe, expect, it } from 'vitest';
import { proformaInputs } from '@shared/collab/proforma-doc.ts';
import { signedIn } from '../support/fixtures.ts';
import { createProformaSession } from '../support/proforma-room.ts';
import { rawSocket, setupClients, setupCollabApp, sleep, ticketFor, waitFor } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);
const proformaBase = () => ctx.wsBase.replace(/\/clearview$/, '/proforma');

const session = (status?: string, inputs?: Record<string, number>) => createProformaSession(ctx.sql, status, inputs);

const join = async (access: string, token: string) =>
  client(token, { wsBase: proformaBase(), params: { ticket: await ticketFor(ctx, access, token, 'proforma') } });

describe('the live proforma room', () => {
  it('starts from the saved inputs; the recruiter edits and the recruit sees it; the recruit’s writes are dropped', async () => {
    const { recruitId, token } = await session('in_progress', { monthly_units: 8, avg_loan_amount: 400000 });
    const recruiter = await signedIn(ctx, 'recruiter');
    const recruit = await signedIn(ctx, 'recruit', { recruit_id: recruitId });
    const r = await join(recruiter.access, token);
    const w = await join(recruit.access, token);
    await Promise.all([r.synced(), w.synced()]);
    await waitFor(() => proformaInputs(w.doc).get('monthly_units') === 8, 'the saved inputs');

    proformaInputs(r.doc).set('monthly_units', 12);
    await waitFor(() => proformaInputs(w.doc).get('monthly_units') === 12, 'the recruiter’s edit on the recruit’s side');

    proformaInputs(w.doc).set('monthly_units', 1);
    await sleep(600);
    expect(proformaInputs(r.doc).get('monthly_units')).toBe(12);
  });

  it('refuses a socket without a ticket, another recruit, and a computed field', async () => {
    const { token } = await session();
    const anonymous = rawSocket({ ...ctx, wsBase: proformaBase() }, token);
    expect((await anonymous.closed).code).toBe(4401);
    const stranger = await signedIn(ctx, 'recruit', { recruit_id: (await session()).recruitId });
    const other = rawSocket(
      { ...ctx, wsBase: proformaBase() },
      token,
      `?ticket=${await ticketFor(ctx, stranger.access, token, 'proforma')}`,
    );
    expect((await other.closed).code).toBe(4403);

    const recruiter = await signedIn(ctx, 'recruiter');
    const r = await join(recruiter.access, token);
    await r.synced();
    proformaInputs(r.doc).set('monthly_volume', 99);
    await sleep(300);
    const check = await join(recruiter.access, token);
    await check.synced();
    await sleep(300);
    expect(proformaInputs(check.doc).get('monthly_volume')).toBeUndefined();
  });

  it('a completed session’s room is read-only, even for the recruiter', async () => {
    const { token } = await session('completed', { monthly_units: 5 });
    const recruiter = await signedIn(ctx, 'recruiter');
    const a = await join(recruiter.access, token);
    const b = await join(recruiter.access, token);
    await Promise.all([a.synced(), b.synced()]);
    await waitFor(() => proformaInputs(a.doc).get('monthly_units') === 5, 'the saved inputs');
    proformaInputs(a.doc).set('monthly_units', 50);
    await sleep(600);
    expect(proformaInputs(b.doc).get('monthly_units')).toBe(5);
  });
});
