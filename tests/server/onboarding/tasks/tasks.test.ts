import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { lastMailTo } from '../../../support/fixtures.ts';
import { API, dbDatePlus, departmentWithTemplates, pendingRequest, recruitStatus, recruitUser } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
let it1: Awaited<ReturnType<typeof departmentWithTemplates>>;
let hr: Awaited<ReturnType<typeof departmentWithTemplates>>;
let processId: number;
let recruitId: number;
const ids: Record<string, number> = {};

// One process with four tasks across two departments, shared by the read tests below.
beforeAll(async () => {
  it1 = await departmentWithTemplates(ctx, headers, [
    { title: 'Laptop', priority: 'critical', due_days_offset: 1, weight_percentage: 20 },
    { title: 'VPN access', priority: 'high', due_days_offset: 5, weight_percentage: 10 },
  ]);
  hr = await departmentWithTemplates(ctx, headers, [
    { title: 'Benefits enrolment', priority: 'low', due_days_offset: 10, weight_percentage: 10 },
    { title: 'Payroll form', priority: 'critical', due_days_offset: 2, weight_percentage: 10 },
  ]);
  const { recruit, request } = await pendingRequest(ctx, headers, {}, { first_name: 'Theo', last_name: 'Marsh' });
  recruitId = recruit.id;
  const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
    departments: [
      { id: it1.department.id, template_ids: it1.templates.map((t) => t.id) },
      { id: hr.department.id, template_ids: hr.templates.map((t) => t.id) },
    ],
  });
  processId = res.json().process.id;
  for (const t of res.json().process.tasks) ids[t.title] = t.id;
  // The laptop is late by 3 days; payroll is blocked.
  await ctx.sql`update onboarding_tasks set due_date = current_date - 3 where id = ${ids.Laptop}`;
  await call(ctx, 'POST', `${API}/tasks/${ids['Payroll form']}/update_status/`, headers, { status: 'blocked' });
});

const list = async (query = '') => (await call(ctx, 'GET', `${API}/tasks/?process=${processId}${query}`, headers)).json();

describe('GET tasks/', () => {
  it('lists dashboard tasks with every field, earliest due first', async () => {
    const body = await list();
    expect(body.count).toBe(4);
    expect(body.next).toBeNull();
    expect(body.results.map((t: { title: string }) => t.title)).toEqual(['Laptop', 'Payroll form', 'VPN access', 'Benefits enrolment']);
    const laptop = body.results[0];
    expect(laptop).toMatchObject({
      id: ids.Laptop,
      title: 'Laptop',
      priority: 'critical',
      status: 'pending',
      days_overdue: 3,
      recruit_name: 'Theo Marsh',
      department_name: it1.department.name,
      workstream_name: 'General',
      due_date: await dbDatePlus(ctx, -3),
      weight_percentage: 20,
      completed_at: null,
      notes: '',
    });
    expect(laptop.completion_url).toBe(`http://clearpath.test/onboarding/task/${laptop.uuid}`);
    expect(laptop.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters by department, status, priority and search, and pages', async () => {
    expect((await list(`&department=${hr.department.id}`)).results.map((t: { title: string }) => t.title)).toEqual([
      'Payroll form',
      'Benefits enrolment',
    ]);
    expect((await list('&status=blocked')).results.map((t: { title: string }) => t.title)).toEqual(['Payroll form']);
    expect((await list('&priority=critical')).count).toBe(2);
    expect((await list('&search=vpn')).results.map((t: { title: string }) => t.title)).toEqual(['VPN access']);
    expect((await list('&search=theo%20marsh')).count).toBe(4);
    expect((await list('&status=all&priority=&department=')).count).toBe(4);
    const page = await list('&page_size=3');
    expect(page.results).toHaveLength(3);
    expect(page.next).toBe(`/api/onboarding/api/tasks/?process=${processId}&page_size=3&page=2`);
    expect((await call(ctx, 'GET', page.next, headers)).json().results.map((t: { title: string }) => t.title)).toEqual([
      'Benefits enrolment',
    ]);
  });

  it('answers 400 for bad filters', async () => {
    for (const q of ['status=done', 'priority=urgent', 'department=abc', 'page_size=0', 'page_size=500', `search=${'s'.repeat(10_000)}`]) {
      const res = await call(ctx, 'GET', `${API}/tasks/?${q}`, headers);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('is for recruiters only', async () => {
    const me = await recruitUser(ctx);
    expect((await call(ctx, 'GET', `${API}/tasks/`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `${API}/tasks/`)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', `${API}/tasks/dashboard_summary/`, me.headers)).statusCode).toBe(403);
  });
});

describe('GET tasks/dashboard_summary/', () => {
  it('counts totals, overdue and critical, overall and per department, with the same filters', async () => {
    const body = (await call(ctx, 'GET', `${API}/tasks/dashboard_summary/?process=${processId}`, headers)).json();
    expect(body.summary).toEqual({ total: 4, pending: 3, in_progress: 0, completed: 0, blocked: 1, overdue: 1, critical: 2 });
    const it1Row = body.departments.find((d: { id: number }) => d.id === it1.department.id);
    expect(it1Row).toEqual({
      id: it1.department.id,
      name: it1.department.name,
      total: 2,
      pending: 2,
      in_progress: 0,
      completed: 0,
      blocked: 0,
      overdue: 1,
      critical: 1,
    });
    const hrRow = body.departments.find((d: { id: number }) => d.id === hr.department.id);
    expect(hrRow).toMatchObject({ total: 2, blocked: 1, critical: 1, overdue: 0 });

    const filtered = (
      await call(ctx, 'GET', `${API}/tasks/dashboard_summary/?process=${processId}&department=${hr.department.id}`, headers)
    ).json();
    expect(filtered.summary.total).toBe(2);
    expect(filtered.departments.map((d: { id: number }) => d.id)).toEqual([hr.department.id]);
  });
});

describe('task changes', () => {
  it('update_status/ and complete/ answer the task and recompute the process', async () => {
    const res = await call(ctx, 'POST', `${API}/tasks/${ids['VPN access']}/update_status/`, headers, { status: 'in_progress' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids['VPN access'], status: 'in_progress' });
    const done = await call(ctx, 'POST', `${API}/tasks/${ids['VPN access']}/complete/`, headers);
    expect(done.json()).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    // Completing twice is harmless.
    const twice = await call(ctx, 'POST', `${API}/tasks/${ids['VPN access']}/complete/`, headers);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().completed_at).toBe(done.json().completed_at);
    const process = (await call(ctx, 'GET', `${API}/processes/${processId}/`, headers)).json();
    expect(process.status).toBe('blocked');
    expect(process.progress_percentage).toBe(20);
  });

  it('a completed task keeps its status (409)', async () => {
    const res = await call(ctx, 'POST', `${API}/tasks/${ids['VPN access']}/update_status/`, headers, { status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This task is already completed; its status can no longer change.' });
  });

  it('PATCH changes status, priority, due date and notes', async () => {
    const change = { priority: 'high', due_date: '2031-01-15', notes: 'Waiting on the carrier', status: 'in_progress' };
    const res = await call(ctx, 'PATCH', `${API}/tasks/${ids['Benefits enrolment']}/`, headers, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...change, days_overdue: 0 });
  });

  it.each([
    ['an unknown status', 'update_status', { status: 'done' }],
    ['no status', 'update_status', {}],
  ])('answers 400 for %s', async (_n, action, payload) => {
    expect((await call(ctx, 'POST', `${API}/tasks/${ids.Laptop}/${action}/`, headers, payload)).statusCode).toBe(400);
  });

  it.each([
    ['nothing', {}],
    ['an unknown priority', { priority: 'urgent' }],
    ['a malformed due date', { due_date: 'tomorrow' }],
    ['10,000-character notes', { notes: 'n'.repeat(10_000) }],
  ])('PATCH answers 400 for %s', async (_n, payload) => {
    expect((await call(ctx, 'PATCH', `${API}/tasks/${ids.Laptop}/`, headers, payload)).statusCode).toBe(400);
  });

  it('unknown tasks are 404 (an id beyond the integer range is a 400); recruit users get 403', async () => {
    expect((await call(ctx, 'GET', `${API}/tasks/99999999999/`, headers)).statusCode).toBe(400);
    expect((await call(ctx, 'POST', `${API}/tasks/999999/complete/`, headers)).statusCode).toBe(404);
    expect((await call(ctx, 'PATCH', `${API}/tasks/999999/`, headers, { notes: 'x' })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `${API}/tasks/999999/`, headers)).statusCode).toBe(404);
    const me = await recruitUser(ctx);
    expect((await call(ctx, 'POST', `${API}/tasks/${ids.Laptop}/complete/`, me.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'PATCH', `${API}/tasks/${ids.Laptop}/`, me.headers, { notes: 'x' })).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `${API}/tasks/${ids.Laptop}/`, me.headers)).statusCode).toBe(403);
    expect(
      (await call(ctx, 'POST', `${API}/tasks/create_from_templates/`, me.headers, { process: processId, template_ids: [1] })).statusCode,
    ).toBe(403);
  });
});

describe('POST tasks/create_from_templates/ and DELETE tasks/{id}/', () => {
  it('adds tasks from templates to a process and e-mails the department', async () => {
    const extra = await departmentWithTemplates(ctx, headers, [{ title: 'Badge photo', due_days_offset: 4, weight_percentage: 2.5 }]);
    const res = await call(ctx, 'POST', `${API}/tasks/create_from_templates/`, headers, {
      process: processId,
      template_ids: [extra.templates[0].id],
      task_notes: { [extra.templates[0].id]: 'Lobby, 9am' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.tasks).toHaveLength(1);
    expect(body.tasks[0]).toMatchObject({
      title: 'Badge photo',
      notes: 'Lobby, 9am',
      weight_percentage: 2.5,
      due_date: await dbDatePlus(ctx, 4),
    });
    expect(body.process.tasks).toHaveLength(5);
    const mail = await lastMailTo(ctx, extra.department.email);
    expect(mail.links[0]).toBe(body.tasks[0].completion_url);
    ids['Badge photo'] = body.tasks[0].id;
  });

  it('refuses unknown template ids (400) and unknown processes (404)', async () => {
    const res = await call(ctx, 'POST', `${API}/tasks/create_from_templates/`, headers, { process: processId, template_ids: [999999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown task template id: 999999');
    expect(
      (await call(ctx, 'POST', `${API}/tasks/create_from_templates/`, headers, { process: 999999, template_ids: [it1.templates[0].id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'POST', `${API}/tasks/create_from_templates/`, headers, { process: processId, template_ids: [] })).statusCode,
    ).toBe(400);
  });

  it('completing every remaining task completes the process and onboards the recruit; deleting recomputes', async () => {
    // The recruit's recruiter hears of it in the bell.
    const me = (await call(ctx, 'GET', '/api/auth/me/', headers)).json();
    await ctx.sql`update recruits set recruiter_id = ${me.id} where id = ${recruitId}`;
    await call(ctx, 'DELETE', `${API}/tasks/${ids['Badge photo']}/`, headers);
    const remaining = (await list()).results.filter((t: { status: string }) => t.status !== 'completed');
    for (const t of remaining.slice(1)) await call(ctx, 'POST', `${API}/tasks/${t.id}/complete/`, headers);
    expect(await recruitStatus(ctx, recruitId)).toBe('onboarding_initiated');
    const del = await call(ctx, 'DELETE', `${API}/tasks/${remaining[0].id}/`, headers);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Task deleted' });
    const process = (await call(ctx, 'GET', `${API}/processes/${processId}/`, headers)).json();
    expect(process).toMatchObject({ status: 'completed', progress_percentage: 100 });
    expect(await recruitStatus(ctx, recruitId)).toBe('onboarded');
    const bell = (await call(ctx, 'GET', '/api/tasks/notifications/', headers)).json();
    expect(bell.results ?? bell).toContainEqual(expect.objectContaining({ title: 'Onboarding completed', type: 'success' }));
  });
});
