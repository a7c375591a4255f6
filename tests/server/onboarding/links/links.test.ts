import { beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../../server/src/lib/present.ts';
import { setupTestApp } from '../../../support/test-app.ts';
import { API, dbDatePlus, departmentWithTemplates, keyOf, pendingRequest, recruitStatus, recruitUser } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
let dept: Awaited<ReturnType<typeof departmentWithTemplates>>;
let key: string;
let recruitId: number;
let tasks: { id: number; uuid: string; title: string }[];

beforeAll(async () => {
  dept = await departmentWithTemplates(ctx, headers, [
    { title: 'Laptop', description: 'Ship a laptop', priority: 'high', due_days_offset: 2, weight_percentage: 40 },
    { title: 'Phone', priority: 'critical', weight_percentage: 60 },
  ]);
  key = keyOf(dept.department.dashboard_url);
  const { recruit, request } = await pendingRequest(ctx, headers, {}, { first_name: 'Iris', last_name: 'Vale' });
  recruitId = recruit.id;
  const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
    departments: [{ id: dept.department.id, template_ids: dept.templates.map((t) => t.id) }],
    task_notes: { [String(dept.templates[1].id)]: 'Use the spare SIM from the drawer' },
  });
  // The uuid (the completion link) is on the staff task list, not on the process the recruit sees.
  tasks = (await call(ctx, 'GET', `${API}/tasks/?process=${res.json().process.id}`, headers)).json().results;
});

const task = (title: string) =>
  present(
    tasks.find((t) => t.title === title),
    `The task ${title}`,
  );

describe('GET /api/onboarding/task/{uuid}/ (no bearer)', () => {
  it('answers the task for its unique link', async () => {
    const res = await call(ctx, 'GET', `/api/onboarding/task/${task('Laptop').uuid}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      task: {
        title: 'Laptop',
        description: 'Ship a laptop',
        detailed_instructions: '',
        notes: '',
        recruit_name: 'Iris Vale',
        recruit_email: expect.stringContaining('@example.com'),
        department: dept.department.name,
        workstream: 'General',
        weight_percentage: 40,
        due_date: await dbDatePlus(ctx, 2),
        priority: 'high',
        completed: false,
        completed_at: null,
        status: 'pending',
      },
    });
  });

  it('shows the note staff gave the task when they approved the onboarding', async () => {
    const res = await call(ctx, 'GET', `/api/onboarding/task/${task('Phone').uuid}/`);
    expect(res.json().task.notes).toBe('Use the spare SIM from the drawer');
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a malformed uuid', 'not-a-uuid'],
    ['a 400-character id', 'x'.repeat(400)],
  ])('answers 404 Task not found for %s', async (_n, uuid) => {
    const res = await call(ctx, 'GET', `/api/onboarding/task/${uuid}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'Task not found',
      message: "The task you're looking for doesn't exist or has been removed.",
    });
  });
});

describe('POST /api/onboarding/task/{uuid}/ (no bearer)', () => {
  it('completes the task; a second time is harmless and names the date', async () => {
    const res = await call(ctx, 'POST', `/api/onboarding/task/${task('Laptop').uuid}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Task completed successfully!' });
    const after = (await call(ctx, 'GET', `/api/onboarding/task/${task('Laptop').uuid}/`)).json().task;
    expect(after).toMatchObject({ completed: true, status: 'completed', completed_at: expect.any(String) });

    const twice = await call(ctx, 'POST', `/api/onboarding/task/${task('Laptop').uuid}/`, undefined, {});
    expect(twice.statusCode).toBe(200);
    const day = new Date(after.completed_at).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(twice.json()).toEqual({ success: true, message: `This task was already completed on ${day}.` });

    const process = (await call(ctx, 'GET', `${API}/processes/?recruit=${recruitId}`, headers)).json().results[0];
    expect(process.progress_percentage).toBe(40);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await call(ctx, 'POST', '/api/onboarding/task/not-a-uuid/')).json()).toMatchObject({ success: false, error: 'Task not found' });
    expect((await call(ctx, 'POST', '/api/onboarding/task/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
  });
});

describe('GET /api/onboarding/department/{id}/tasks/', () => {
  it('answers the dashboard with the access key: department, summary and tasks', async () => {
    const res = await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/?key=${key}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.department).toEqual({ id: dept.department.id, name: dept.department.name, description: '', email: dept.department.email });
    expect(body.summary).toEqual({ total: 2, pending: 1, in_progress: 0, completed: 1, blocked: 0, overdue: 0, critical: 1 });
    expect(body.tasks.map((t: { title: string }) => t.title).sort()).toEqual(['Laptop', 'Phone']);
    expect(body.tasks[0]).toHaveProperty('completion_url');
  });

  it('filters the list by status and priority; the tiles still count everything', async () => {
    const res = (
      await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/?key=${key}&status=pending&priority=critical`)
    ).json();
    expect(res.tasks.map((t: { title: string }) => t.title)).toEqual(['Phone']);
    expect(res.summary.total).toBe(2);
    const none = (await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/?key=${key}&priority=low`)).json();
    expect(none.tasks).toEqual([]);
    expect(
      (await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/?key=${key}&status=all&priority=all`)).json().tasks,
    ).toHaveLength(2);
  });

  it('a signed-in recruiter needs no key', async () => {
    const res = await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/`, headers);
    expect(res.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/onboarding/department/999999/tasks/', headers)).statusCode).toBe(404);
    // The auth scheme is case-insensitive here as on guarded routes.
    const lower = { authorization: headers.authorization.replace(/^Bearer/, 'bearer') };
    expect((await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/`, lower)).statusCode).toBe(200);
  });

  it('refuses a missing or wrong key with 403, also for a recruit user', async () => {
    const refused = { success: false, error: 'A valid department access key is required' };
    const missing = await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/`);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(refused);
    const wrong = await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/?key=${key.slice(0, -1)}x`);
    expect(wrong.statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/?key=${'k'.repeat(5000)}`)).statusCode).toBe(
      403,
    );
    const other = await departmentWithTemplates(ctx, headers, []);
    expect((await call(ctx, 'GET', `/api/onboarding/department/${other.department.id}/tasks/?key=${key}`)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/onboarding/department/999999/tasks/?key=${key}`)).statusCode).toBe(403);
    const me = await recruitUser(ctx);
    expect((await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/`, me.headers)).json()).toEqual(refused);
    expect(
      (await call(ctx, 'GET', `/api/onboarding/department/${dept.department.id}/tasks/`, { authorization: 'Bearer forged' })).statusCode,
    ).toBe(403);
  });

  it('a rotated key invalidates the old one', async () => {
    const d = await departmentWithTemplates(ctx, headers, []);
    const old = keyOf(d.department.dashboard_url);
    expect((await call(ctx, 'GET', `/api/onboarding/department/${d.department.id}/tasks/?key=${old}`)).statusCode).toBe(200);
    const rotated = (await call(ctx, 'POST', `${API}/departments/${d.department.id}/rotate_key/`, headers)).json();
    expect((await call(ctx, 'GET', `/api/onboarding/department/${d.department.id}/tasks/?key=${old}`)).statusCode).toBe(403);
    expect(
      (await call(ctx, 'GET', `/api/onboarding/department/${d.department.id}/tasks/?key=${keyOf(rotated.dashboard_url)}`)).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/onboarding/department/{id}/tasks/{taskId}/status/', () => {
  it('changes a task status with the key and recomputes the process', async () => {
    const res = await call(ctx, 'POST', `/api/onboarding/department/${dept.department.id}/tasks/${task('Phone').id}/status/`, undefined, {
      status: 'in_progress',
      key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Task status updated',
      task: { id: task('Phone').id, status: 'in_progress' },
    });
    const process = (await call(ctx, 'GET', `${API}/processes/?recruit=${recruitId}`, headers)).json().results[0];
    expect(process.status).toBe('in_progress');
  });

  it('refuses without a valid key (403), a task of another department (404), a completed task (409) and bad input (400)', async () => {
    const url = `/api/onboarding/department/${dept.department.id}/tasks/${task('Phone').id}/status/`;
    expect((await call(ctx, 'POST', url, undefined, { status: 'blocked' })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', url, undefined, { status: 'blocked', key: 'nope' })).statusCode).toBe(403);
    const other = await departmentWithTemplates(ctx, headers, []);
    const foreign = await call(
      ctx,
      'POST',
      `/api/onboarding/department/${other.department.id}/tasks/${task('Phone').id}/status/`,
      undefined,
      {
        status: 'blocked',
        key: keyOf(other.department.dashboard_url),
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, error: 'Task not found' });
    const done = await call(ctx, 'POST', `/api/onboarding/department/${dept.department.id}/tasks/${task('Laptop').id}/status/`, undefined, {
      status: 'pending',
      key,
    });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ success: false, error: 'This task is already completed; its status can no longer change.' });
    expect((await call(ctx, 'POST', url, undefined, { status: 'finished', key })).statusCode).toBe(400);
  });

  it('completing the last task by key onboards the recruit', async () => {
    const url = `/api/onboarding/department/${dept.department.id}/tasks/${task('Phone').id}/status/`;
    expect((await call(ctx, 'POST', url, undefined, { status: 'completed', key })).statusCode).toBe(200);
    expect(await recruitStatus(ctx, recruitId)).toBe('onboarded');
  });
});

describe('anonymous callers get only the token-link calls', () => {
  it.each([
    ['GET', `${API}/requests/`],
    ['POST', `${API}/requests/`],
    ['POST', `${API}/requests/initiate_onboarding/`],
    ['POST', `${API}/requests/1/approve_with_templates/`],
    ['GET', `${API}/processes/`],
    ['GET', `${API}/processes/1/progress/`],
    ['POST', `${API}/processes/request_onboarding/`],
    ['GET', `${API}/tasks/`],
    ['GET', `${API}/tasks/dashboard_summary/`],
    ['POST', `${API}/tasks/1/update_status/`],
    ['GET', `${API}/departments/`],
    ['GET', `${API}/task-templates/`],
    ['GET', '/api/onboarding/processes/'],
    ['POST', '/api/onboarding/processes/'],
  ] as const)('%s %s → 401', async (method, url) => {
    const res = await call(ctx, method, url, undefined, method === 'POST' ? { bad: 'body' } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
