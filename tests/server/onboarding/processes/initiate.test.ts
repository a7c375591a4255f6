import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { API, departmentWithTemplates, makeRecruit, pendingRequest, recruitStatus, recruitUser } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('POST requests/initiate_onboarding/', () => {
  it('starts onboarding directly at clearview_completed: an approved request, a process and onboarding_initiated', async () => {
    const { recruit, headers: mine } = await recruitUser(ctx, { status: 'clearview_completed' });
    const res = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { recruit_id: recruit.id, notes: 'Ready to go' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Onboarding initiated successfully!');
    expect(body.request).toMatchObject({ status: 'approved', source: 'direct', notes: 'Ready to go' });
    expect(body.process).toMatchObject({ recruit: recruit.id, status: 'pending', tasks: [] });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');
  });

  it('a recruiter may start it for a recruit at clearview_completed; without recruit_id it is a 400', async () => {
    const recruit = await makeRecruit(ctx);
    const res = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, headers, { recruit_id: recruit.id, notes: '' });
    expect(res.statusCode).toBe(201);
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');
    const missing = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, headers, { notes: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({ recruit_id: ['Recruit is required'] });
  });

  it('is refused with 409 at any other status', async () => {
    const { recruit, headers: mine } = await recruitUser(ctx, { status: 'discovery_access_expanded' });
    const res = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { recruit_id: recruit.id, notes: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Onboarding can only be started directly once ClearView is completed (current status: Discovery access expanded).',
    );
    expect(await recruitStatus(ctx, recruit.id)).toBe('discovery_access_expanded');
  });

  it('refuses another recruit (403) and a second start (409)', async () => {
    const { recruit, headers: mine } = await recruitUser(ctx);
    const other = await makeRecruit(ctx);
    expect((await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { recruit_id: other.id })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { recruit_id: recruit.id })).statusCode).toBe(201);
    const again = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { recruit_id: recruit.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Casey Nguyen already has an onboarding process.');
    expect((await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { notes: 'x'.repeat(10_000) })).statusCode).toBe(400);
  });
});

describe('POST processes/initiate/ and POST/GET /api/onboarding/processes/', () => {
  it('refuses staff initiation before ClearView is completed when there is no pending request', async () => {
    const recruit = await makeRecruit(ctx, { status: 'profile_created' });
    const res = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: recruit.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Onboarding can be initiated once ClearView is completed (current status: Profile Created – Awaiting Acceptance).',
    );
    expect(await recruitStatus(ctx, recruit.id)).toBe('profile_created');
  });

  it('staff initiation creates the process and sets onboarding_initiated', async () => {
    const recruit = await makeRecruit(ctx, { status: 'proforma_completed' });
    const res = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: recruit.id, target_start_date: '2030-09-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recruit: recruit.id, status: 'pending', target_start_date: '2030-09-01', tasks: [] });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');
    const again = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: recruit.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Casey Nguyen already has an onboarding process.');
  });

  it('approves a pending request of the recruit', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers);
    const res = await call(ctx, 'POST', '/api/onboarding/processes/', headers, { recruit: recruit.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().request_id).toBe(request.id);
    expect((await call(ctx, 'GET', `${API}/requests/${request.id}/`, headers)).json().status).toBe('approved');
    const list = (await call(ctx, 'GET', `/api/onboarding/processes/?recruit=${recruit.id}`, headers)).json();
    expect(list.results.map((p: { id: number }) => p.id)).toEqual([res.json().id]);
  });

  it('refuses bad input, unknown recruits, recruit users and anonymous callers', async () => {
    expect((await call(ctx, 'POST', `${API}/processes/initiate/`, headers, {})).statusCode).toBe(400);
    expect((await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: 'abc' })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: 999999 })).statusCode).toBe(404);
    const me = await recruitUser(ctx);
    expect((await call(ctx, 'POST', `${API}/processes/initiate/`, me.headers, { recruit: me.recruit.id })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/onboarding/processes/', me.headers, { recruit: me.recruit.id })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/onboarding/processes/', undefined, { recruit: me.recruit.id })).statusCode).toBe(401);
    const onboarded = await makeRecruit(ctx, { status: 'onboarded', first_name: 'Olu', last_name: 'Ade' });
    const late = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: onboarded.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Olu Ade is already onboarded.');
  });
});

describe('what a recruit user sees of their process', () => {
  it('no staff notes and no task completion uuids', async () => {
    const me = await recruitUser(ctx, { status: 'proforma_completed' });
    await departmentWithTemplates(ctx, headers, [{ title: 'Welcome pack' }]);
    // No templates named: the default one becomes the task.
    const started = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, {
      recruit: me.recruit.id,
      notes: 'Check references once more',
    });
    expect(started.json().notes).toBe('Check references once more');
    const [mine] = (await call(ctx, 'GET', `${API}/processes/`, me.headers)).json().results;
    expect(mine.notes).toBe('');
    expect(mine.tasks).toHaveLength(1);
    expect(mine.tasks[0]).not.toHaveProperty('uuid');
    expect((await call(ctx, 'GET', `${API}/processes/${mine.id}/`, me.headers)).json().notes).toBe('');
  });
});
