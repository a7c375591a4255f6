import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { API, departmentWithTemplates, keyOf, pendingRequest } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

// The public pages read `success`: every error answer of the token-link calls carries
// `success: false` next to `error` — also the ones the app's error handler writes.
const ctx = setupTestApp();
const headers = signInStaff(ctx);
let departmentId: number;
let key: string;
let taskId: number;
let uuid: string;

beforeAll(async () => {
  const dept = await departmentWithTemplates(ctx, headers, [{ title: 'Badge' }]);
  departmentId = dept.department.id;
  key = keyOf(dept.department.dashboard_url);
  const { request } = await pendingRequest(ctx, headers);
  const approval = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
    departments: [{ id: departmentId, template_ids: dept.templates.map((t) => t.id) }],
  });
  const [task] = (await call(ctx, 'GET', `${API}/tasks/?process=${approval.json().process.id}`, headers)).json().results;
  taskId = task.id;
  uuid = task.uuid;
});

/** A raw call, so the body can be bad JSON or of another content type. */
const raw = (method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') =>
  ctx.app.inject({ method, url, ...(payload === undefined ? {} : { payload, headers: { 'content-type': contentType } }) });

const statusUrl = () => `/api/onboarding/department/${departmentId}/tasks/${taskId}/status/`;

describe('token-link calls: every error answer has success: false', () => {
  it.each(['not-a-uuid', '12345', 'x'.repeat(400)])('GET and POST /onboarding/task/%s/ (malformed uuid) → 404', async (bad) => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(ctx, method, `/api/onboarding/task/${bad}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: 'Task not found',
        message: "The task you're looking for doesn't exist or has been removed.",
      });
    }
  });

  it('POST /onboarding/task/{uuid}/ with a bad JSON body → 400', async () => {
    const res = await raw('POST', `/api/onboarding/task/${uuid}/`, '{"oops":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request body is not valid JSON' });
    // Nothing was completed by the refused call.
    expect((await call(ctx, 'GET', `/api/onboarding/task/${uuid}/`)).json().task.status).toBe('pending');
  });

  it('POST /onboarding/task/{uuid}/ with a body of another type → 415', async () => {
    const res = await raw('POST', `/api/onboarding/task/${uuid}/`, 'complete=1', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, error: 'Send the request body as application/json' });
  });

  it('GET /onboarding/department/{id}/tasks/ with a malformed id or a bad filter → 400 with field errors', async () => {
    const badId = await call(ctx, 'GET', `/api/onboarding/department/abc/tasks/?key=${key}`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ success: false, error: expect.any(String), field_errors: { id: expect.any(Array) } });

    const badStatus = await call(ctx, 'GET', `/api/onboarding/department/${departmentId}/tasks/?key=${key}&status=finished`);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({
      success: false,
      field_errors: { status: [expect.stringContaining('Status must be one of')] },
    });

    const badPriority = await call(ctx, 'GET', `/api/onboarding/department/${departmentId}/tasks/?key=${key}&priority=urgent`);
    expect(badPriority.json()).toMatchObject({ success: false, field_errors: { priority: expect.any(Array) } });
  });

  it('POST …/tasks/{taskId}/status/ with a bad status value → 400 with field errors', async () => {
    const res = await call(ctx, 'POST', statusUrl(), undefined, { status: 'finished', key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Status must be one of pending, in_progress, completed, blocked',
      field_errors: { status: ['Status must be one of pending, in_progress, completed, blocked'] },
    });
    const missing = await call(ctx, 'POST', statusUrl(), undefined, { key });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, field_errors: { status: expect.any(Array) } });
  });

  it('POST …/tasks/{taskId}/status/ with a bad JSON body, an empty body or a malformed task id → 400', async () => {
    const badJson = await raw('POST', statusUrl(), '{"status": "completed",');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ success: false, error: 'The request body is not valid JSON' });

    const empty = await raw('POST', statusUrl(), '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, error: expect.any(String) });

    const badTask = await call(ctx, 'POST', `/api/onboarding/department/${departmentId}/tasks/nope/status/`, undefined, {
      status: 'blocked',
      key,
    });
    expect(badTask.statusCode).toBe(400);
    expect(badTask.json()).toMatchObject({ success: false, field_errors: { taskId: expect.any(Array) } });
    // The task is untouched.
    expect((await call(ctx, 'GET', `/api/onboarding/task/${uuid}/`)).json().task.status).toBe('pending');
  });

  it('POST …/tasks/{taskId}/status/ with a body over 1 MiB → 413', async () => {
    const res = await raw('POST', statusUrl(), JSON.stringify({ status: 'blocked', key, pad: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'The request body is too large' });
  });

  it('successes are unchanged, and the rest of the API keeps the one error shape', async () => {
    expect((await call(ctx, 'GET', `/api/onboarding/task/${uuid}/`)).json().success).toBe(true);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `${API}/tasks/${taskId}/update_status/`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  // Last: it uses up this route's allowance for the rest of the file.
  it('too many calls → 429', async () => {
    let last = await call(ctx, 'GET', '/api/onboarding/task/flood/');
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) last = await call(ctx, 'GET', '/api/onboarding/task/flood/');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ success: false, error: 'Too many attempts. Please wait a minute and try again.' });
  });
});
