// Presence is not trusted: an awareness state must show the role the server admitted its socket with.
import { describe, expect, it } from 'vitest';
import { createSession } from '../support/clearview.ts';
import { sleep, ticketFor, setupClients, setupCollabApp, waitFor, type Client } from '../support/collab.ts';
import { signedIn } from '../support/fixtures.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);

const state = (role: string, name: string) => ({ user: { name, role, color: '#2563eb' }, focus: null });
const roleSeen = (observer: Client, of: Client) =>
  (observer.provider.awareness.getStates().get(of.doc.clientID) as { user?: { role?: string } } | undefined)?.user?.role;

describe('awareness roles', () => {
  it('drops a session-token holder’s state that claims to be the recruiter', async () => {
    const { token } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const presenter = client(token, { params: { ticket: await ticketFor(ctx, recruiter.access, token) } });
    const spoofer = client(token); // the session token alone: admitted as the recruit
    const honest = client(token);
    await Promise.all([presenter.synced(), spoofer.synced(), honest.synced()]);

    spoofer.provider.awareness.setLocalState(state('recruiter', 'Recruiter'));
    honest.provider.awareness.setLocalState(state('recruit', 'Riley'));
    presenter.provider.awareness.setLocalState(state('recruiter', 'Pat Presenter'));
    await waitFor(() => roleSeen(presenter, honest) === 'recruit' && roleSeen(honest, presenter) === 'recruiter', 'the honest states');
    await sleep(300);
    expect(presenter.provider.awareness.getStates().has(spoofer.doc.clientID)).toBe(false);
    expect(honest.provider.awareness.getStates().has(spoofer.doc.clientID)).toBe(false);
    // Nor does the server keep it: a late joiner is not shown it either.
    const late = client(token);
    await late.synced();
    await waitFor(() => roleSeen(late, honest) === 'recruit', 'the late joiner to get the present states');
    expect(late.provider.awareness.getStates().has(spoofer.doc.clientID)).toBe(false);

    // Shown as what it is, the same socket's presence flows.
    spoofer.provider.awareness.setLocalState(state('recruit', 'Riley (2)'));
    await waitFor(() => roleSeen(presenter, spoofer) === 'recruit', 'the corrected state');
  });

  it('drops a recruiter’s state that claims to be the recruit, and a state with a user but no role', async () => {
    const { token } = await createSession(ctx.sql);
    const recruiter = await signedIn(ctx, 'recruiter');
    const presenter = client(token, { params: { ticket: await ticketFor(ctx, recruiter.access, token) } });
    const recruit = client(token);
    await Promise.all([presenter.synced(), recruit.synced()]);
    presenter.provider.awareness.setLocalState(state('recruit', 'Not the recruit'));
    await sleep(400);
    expect(recruit.provider.awareness.getStates().has(presenter.doc.clientID)).toBe(false);
    presenter.provider.awareness.setLocalState({ user: { name: 'No role' }, focus: null });
    await sleep(400);
    expect(recruit.provider.awareness.getStates().has(presenter.doc.clientID)).toBe(false);
    presenter.provider.awareness.setLocalState(state('recruiter', 'Pat Presenter'));
    await waitFor(() => roleSeen(recruit, presenter) === 'recruiter', 'the recruiter’s own state');
  });
});
