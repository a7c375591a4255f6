// Each event is written in the transaction of the change that causes it (docs/deployment.md
// "Webhooks"): after the change commits the event and one delivery per listening endpoint exist;
// a refused change writes none; a disabled endpoint or an event nobody chose gets no delivery.
// No job runner here: what is written is what the runner would send.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { createRecruit, walk } from '../recruits/helpers.ts';
import { completedSession, proformaRecruit } from '../proforma/helpers.ts';
import { API, departmentWithTemplates, pendingRequest } from '../onboarding/helpers.ts';
import { WEBHOOK_EVENTS } from '@shared/domain/webhooks.ts';
import { transaction } from '../../../server/src/db/connect.ts';
import { emitEvent } from '../../../server/src/modules/webhooks/outbox.ts';
import { deliveries, eventsOf, registerEndpoint } from './helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
let everything: number;
// Nothing listens here: without a job runner nothing is sent anyway.
const NOWHERE = 'http://127.0.0.1:9/never';
beforeAll(async () => {
  everything = (await registerEndpoint(ctx, headers, NOWHERE, [...WEBHOOK_EVENTS])).id;
});

const newEvents = async (after: number) => (await eventsOf(ctx)).filter((e) => e.id > after);
const lastEventId = async () => (await eventsOf(ctx)).at(-1)?.id ?? 0;

describe('webhook events', () => {
  it('recruit.created and recruit.status_changed carry the recruit as it was then', async () => {
    const before = await lastEventId();
    const recruit = await createRecruit(ctx, headers);
    await walk(ctx, headers, recruit.id, ['profile_accepted']);
    const events = await newEvents(before);
    expect(events.map((e) => e.type)).toEqual(['recruit.created', 'recruit.status_changed']);
    expect(events[0].payload).toEqual({
      recruit_id: recruit.id,
      recruit: {
        id: recruit.id,
        first_name: recruit.first_name,
        last_name: recruit.last_name,
        email: recruit.email,
        status: 'profile_created',
      },
    });
    expect(events[1].payload).toMatchObject({ from: 'profile_created', to: 'profile_accepted', recruit: { status: 'profile_accepted' } });
    const logged = await deliveries(ctx, headers, `?endpoint=${everything}`);
    expect(logged.filter((d) => events.some((e) => e.id === d.event))).toHaveLength(2);
    expect(logged[0]).toMatchObject({ status: 'pending', attempts: 0, response_code: null });
  });

  it('clearview.completed and proforma.completed come with the moves they cause', async () => {
    const before = await lastEventId();
    const recruit = await proformaRecruit(ctx, headers);
    const clearview = (await newEvents(before)).filter((e) => e.type === 'clearview.completed');
    const [session] = await ctx.sql<{ id: number }[]>`select id from clearview_sessions where recruit_id = ${recruit.id}`;
    expect(clearview.map((e) => e.payload)).toEqual([expect.objectContaining({ recruit_id: recruit.id, session_id: session.id })]);

    const afterClearview = await lastEventId();
    const proforma = await completedSession(ctx, headers, recruit.id);
    const events = await newEvents(afterClearview);
    expect(events.find((e) => e.type === 'proforma.completed')?.payload).toMatchObject({
      recruit_id: recruit.id,
      session_id: proforma.id,
      recruit: { status: 'proforma_completed' },
    });
    expect(events.filter((e) => e.type === 'recruit.status_changed').map((e) => e.payload.to)).toContain('proforma_completed');
  }, 30_000);

  it('onboarding.completed when the last task is done', async () => {
    const dept = await departmentWithTemplates(ctx, headers, [{ title: 'Sign the agreement' }]);
    const { recruit, request } = await pendingRequest(ctx, headers);
    const approved = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
      departments: [{ id: dept.department.id, template_ids: dept.templates.map((t) => t.id) }],
    });
    const process = approved.json().process as { id: number; tasks: { id: number }[] };
    const before = await lastEventId();
    await call(ctx, 'POST', `${API}/tasks/${process.tasks[0].id}/complete/`, headers);
    const events = await newEvents(before);
    expect(events.map((e) => e.type)).toEqual(['recruit.status_changed', 'onboarding.completed']);
    expect(events[1].payload).toMatchObject({ recruit_id: recruit.id, process_id: process.id, recruit: { status: 'onboarded' } });
  });

  it('a refused change writes no event', async () => {
    const recruit = await createRecruit(ctx, headers);
    const before = await lastEventId();
    const refused = await call(ctx, 'PATCH', `/api/recruits/${recruit.id}/`, headers, { status: 'onboarded' });
    expect(refused.statusCode).toBe(409);
    expect(await newEvents(before)).toEqual([]);
  });

  it('an event exists only once its transaction commits, and never when it rolls back', async () => {
    const recruit = await createRecruit(ctx, headers);
    const before = await lastEventId();
    await expect(
      transaction(ctx.sql, async (tx) => {
        await emitEvent(tx, 'recruit.status_changed', { recruit_id: recruit.id, from: 'profile_created', to: 'profile_accepted' });
        // Another connection does not see it before the commit.
        expect(await newEvents(before)).toEqual([]);
        throw new Error('the change fails after the event was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await newEvents(before)).toEqual([]);
    expect((await deliveries(ctx, headers, `?endpoint=${everything}`)).filter((d) => d.event > before)).toEqual([]);
  });

  it('an endpoint gets only the events it chose, and nothing while disabled', async () => {
    const created = await registerEndpoint(ctx, headers, NOWHERE, ['recruit.created']);
    const deliveriesTo = async (endpoint: number) => (await deliveries(ctx, headers, `?endpoint=${endpoint}`)).length;
    const recruit = await createRecruit(ctx, headers);
    await walk(ctx, headers, recruit.id, ['profile_accepted']);
    expect(await deliveriesTo(created.id)).toBe(1);

    expect((await call(ctx, 'PATCH', `/api/webhooks/endpoints/${created.id}/`, headers, { is_active: false })).statusCode).toBe(200);
    const everythingBefore = await deliveriesTo(everything);
    await createRecruit(ctx, headers);
    expect(await deliveriesTo(created.id)).toBe(1);
    expect(await deliveriesTo(everything)).toBe(everythingBefore + 1);
  });

  it('no listening endpoint: nothing is written', async () => {
    await ctx.sql`update webhook_endpoints set is_active = false`;
    const before = await lastEventId();
    await createRecruit(ctx, headers);
    expect(await newEvents(before)).toEqual([]);
  });
});
