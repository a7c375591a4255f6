// Department users (docs/team.md): signed in, they see and work their own department's tasks, on the
// task dashboard routes and the department dashboard (without its key); another department's task
// is refused, and every other staff route answers 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, signInStaff, type Headers } from '../../../support/api.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { API, departmentWithTemplates, keyOf, pendingRequest } from '../helpers.ts';

const ctx = setupTestApp();
const admin = signInStaff(ctx);
let it1: Awaited<ReturnType<typeof departmentWithTemplates>>;
let hr: Awaited<ReturnType<typeof departmentWithTemplates>>;
let worker: Headers;
const ids: Record<string, number> = {};

beforeAll(async () => {
  it1 = await departmentWithTemplates(ctx, admin, [{ title: 'Laptop' }, { title: 'VPN access' }]);
  hr = await departmentWithTemplates(ctx, admin, [{ title: 'Payroll form' }]);
  const { request } = await pendingRequest(ctx, admin);
  const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, admin, {
    departments: [
      { id: it1.department.id, template_ids: it1.templates.map((t) => t.id) },
      { id: hr.department.id, template_ids: hr.templates.map((t) => t.id) },
    ],
  });
  for (const t of res.json().process.tasks) ids[t.title] = t.id;
  worker = (await signedIn(ctx, 'recruiter', { role: 'department', department_id: it1.department.id })).headers;
});

const titles = (tasks: { title: string }[]) => tasks.map((t) => t.title).sort();

describe('a department user', () => {
  it("lists only their department's tasks and summary", async () => {
    const list = await call(ctx, 'GET', `${API}/tasks/`, worker);
    expect(list.statusCode).toBe(200);
    expect(titles(list.json().results)).toEqual(['Laptop', 'VPN access']);
    const summary = (await call(ctx, 'GET', `${API}/tasks/dashboard_summary/`, worker)).json();
    expect(summary.summary.total).toBe(2);
    expect(summary.departments.map((d: { id: number }) => d.id)).toEqual([it1.department.id]);
    expect((await call(ctx, 'GET', `${API}/tasks/?department=${hr.department.id}`, worker)).statusCode).toBe(403);
  });

  it('reads and changes the status of its own tasks; another department’s task is not found', async () => {
    expect((await call(ctx, 'GET', `${API}/tasks/${ids.Laptop}/`, worker)).statusCode).toBe(200);
    const changed = await call(ctx, 'POST', `${API}/tasks/${ids.Laptop}/update_status/`, worker, { status: 'in_progress' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toBe('in_progress');
    expect((await call(ctx, 'POST', `${API}/tasks/${ids['VPN access']}/complete/`, worker)).json().status).toBe('completed');
    expect((await call(ctx, 'GET', `${API}/tasks/${ids['Payroll form']}/`, worker)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `${API}/tasks/${ids['Payroll form']}/update_status/`, worker, { status: 'blocked' })).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'POST', `${API}/tasks/${ids['Payroll form']}/complete/`, worker)).statusCode).toBe(404);
    const [payroll] = await ctx.sql<{ status: string }[]>`select status from onboarding_tasks where id = ${ids['Payroll form']}`;
    expect(payroll.status).toBe('pending');
  });

  it('may not edit, delete or create tasks, nor reach any other staff route (403)', async () => {
    expect((await call(ctx, 'PATCH', `${API}/tasks/${ids.Laptop}/`, worker, { notes: 'x' })).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `${API}/tasks/${ids.Laptop}/`, worker)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `${API}/departments/`, worker)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `${API}/tasks/create_from_templates/`, worker, { process: 1, template_ids: [1] })).statusCode).toBe(
      403,
    );
  });

  it('opens their department dashboard without the key, not another one', async () => {
    const own = await call(ctx, 'GET', `/api/onboarding/department/${it1.department.id}/tasks/`, worker);
    expect(own.statusCode).toBe(200);
    expect(titles(own.json().tasks)).toEqual(['Laptop', 'VPN access']);
    expect((await call(ctx, 'GET', `/api/onboarding/department/${hr.department.id}/tasks/`, worker)).statusCode).toBe(403);
    const status = `/api/onboarding/department/${hr.department.id}/tasks/${ids['Payroll form']}/status/`;
    expect((await call(ctx, 'POST', status, worker, { status: 'blocked' })).statusCode).toBe(403);
  });

  it('leaves the key links working for anyone holding the key', async () => {
    const key = keyOf(hr.department.dashboard_url);
    const res = await call(ctx, 'GET', `/api/onboarding/department/${hr.department.id}/tasks/?key=${key}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json().tasks)).toEqual(['Payroll form']);
  });

  it('is a plain recruiter no more: a recruiter still sees every department', async () => {
    const recruiter = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).headers;
    expect(titles((await call(ctx, 'GET', `${API}/tasks/`, recruiter)).json().results)).toEqual(['Laptop', 'Payroll form', 'VPN access']);
  });
});
