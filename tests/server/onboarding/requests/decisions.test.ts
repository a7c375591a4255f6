import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { API, departmentWithTemplates, pendingRequest, recruitStatus, requestCalls } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
const { approve, byRecruiter } = requestCalls(ctx, headers);

describe('POST requests/{id}/approve/ and processes/approve_and_start/', () => {
  it('approve/ without templates starts an empty process and sets onboarding_initiated', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers, { preferred_start_date: '2031-02-03' });
    const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve/`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().process).toMatchObject({ status: 'pending', progress_percentage: 0, tasks: [], target_start_date: '2031-02-03' });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');
  });

  it('approve_and_start/ is the same approval, by request_id', async () => {
    const dept = await departmentWithTemplates(ctx, headers, [{ title: 'Welcome call' }]);
    const { recruit, request } = await pendingRequest(ctx, headers);
    const res = await call(ctx, 'POST', `${API}/processes/approve_and_start/`, headers, {
      request_id: request.id,
      departments: [{ id: dept.department.id, template_ids: [dept.templates[0].id] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().process.tasks.map((t: { title: string }) => t.title)).toEqual(['Welcome call']);
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');
    expect((await call(ctx, 'POST', `${API}/processes/approve_and_start/`, headers, { request_id: 999999 })).statusCode).toBe(404);
  });

  it('only a pending request can be approved (409 naming the status)', async () => {
    const { request } = await pendingRequest(ctx, headers);
    expect((await call(ctx, 'POST', `${API}/requests/${request.id}/approve/`, headers)).statusCode).toBe(200);
    const again = await call(ctx, 'POST', `${API}/requests/${request.id}/approve/`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Only pending requests can be approved; this request is approved.' });
  });

  it('a recruit user cannot approve (403) and anonymous gets 401', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers);
    const me = await signedIn(ctx, 'recruit', { recruit_id: recruit.id });
    expect((await call(ctx, 'POST', `${API}/requests/${request.id}/approve/`, me.headers)).statusCode).toBe(403);
    expect((await approve(request.id, { departments: [] }, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `${API}/processes/approve_and_start/`, me.headers, { request_id: request.id })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `${API}/requests/${request.id}/approve/`)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', `${API}/requests/${request.id}/`, headers)).json().status).toBe('pending');
  });

  it('answers 404 for an unknown request', async () => {
    const res = await call(ctx, 'POST', `${API}/requests/999999/approve/`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Onboarding request not found' });
  });
});
describe('POST requests/{id}/reject/ and DELETE requests/{id}/delete_request/', () => {
  it('rejects a pending request and puts the recruit back where they were', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers, {}, { status: 'proforma_completed' });
    const res = await call(ctx, 'POST', `${API}/requests/${request.id}/reject/`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Request rejected', request: { status: 'rejected' } });
    expect(await recruitStatus(ctx, recruit.id)).toBe('proforma_completed');
    // A rejected request does not block a new one.
    expect((await byRecruiter({ recruit_id: recruit.id })).statusCode).toBe(201);
  });

  it('deletes a pending request', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers);
    const res = await call(ctx, 'DELETE', `${API}/requests/${request.id}/delete_request/`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Request deleted' });
    expect((await call(ctx, 'GET', `${API}/requests/${request.id}/`, headers)).statusCode).toBe(404);
    expect(await recruitStatus(ctx, recruit.id)).toBe('clearview_completed');
  });

  it('only pending requests can be rejected or deleted (409 naming the status)', async () => {
    const { request } = await pendingRequest(ctx, headers);
    await call(ctx, 'POST', `${API}/requests/${request.id}/reject/`, headers);
    const reject = await call(ctx, 'POST', `${API}/requests/${request.id}/reject/`, headers);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error).toBe('Only pending requests can be rejected; this request is rejected.');
    const del = await call(ctx, 'DELETE', `${API}/requests/${request.id}/delete_request/`, headers);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe('Only pending requests can be deleted; this request is rejected.');

    const approved = await pendingRequest(ctx, headers);
    await call(ctx, 'POST', `${API}/requests/${approved.request.id}/approve/`, headers);
    const delApproved = await call(ctx, 'DELETE', `${API}/requests/${approved.request.id}/delete_request/`, headers);
    expect(delApproved.json().error).toBe('Only pending requests can be deleted; this request is approved.');
  });

  it('a recruit user cannot reject or delete (403); unknown ids are 404', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers);
    const me = await signedIn(ctx, 'recruit', { recruit_id: recruit.id });
    expect((await call(ctx, 'POST', `${API}/requests/${request.id}/reject/`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `${API}/requests/${request.id}/delete_request/`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `${API}/requests/999999/reject/`, headers)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `${API}/requests/999999/delete_request/`, headers)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `${API}/requests/abc/reject/`, headers)).statusCode).toBe(400);
  });
});
