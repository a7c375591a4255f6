import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { lastMailTo } from '../../../support/fixtures.ts';
import {
  API,
  dbDatePlus,
  departmentWithTemplates,
  keyOf,
  makeDepartment,
  pendingRequest,
  recruitStatus,
  requestCalls,
} from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
const { approve } = requestCalls(ctx, headers);

const tasksOf = async (recruitId: number) =>
  ctx.sql<{ title: string }[]>`
    select t.title from onboarding_tasks t join onboarding_processes p on p.id = t.process_id where p.recruit_id = ${recruitId}`;

describe('POST requests/{id}/approve_with_templates/', () => {
  it('creates the process and one task per template with due date, weight, priority and note', async () => {
    const it1 = await departmentWithTemplates(ctx, headers, [
      { title: 'Set up laptop', priority: 'high', due_days_offset: 3, weight_percentage: 12.5 },
      { title: 'Create e-mail account', due_days_offset: 1, weight_percentage: 7.5 },
    ]);
    const { recruit, request } = await pendingRequest(ctx, headers);
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_requested');

    const [laptop, mail] = it1.templates;
    const res = await approve(request.id, {
      departments: [{ id: it1.department.id, template_ids: [laptop.id, mail.id] }],
      task_notes: { [laptop.id]: 'A 16-inch MacBook, please' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Onboarding request approved and tasks created');
    expect(body.request.status).toBe('approved');
    expect(body.request.process_id).toBe(body.process.id);
    expect(body.process).toMatchObject({ recruit: recruit.id, recruit_email: recruit.email, status: 'pending', progress_percentage: 0 });
    const tasks = body.process.tasks;
    expect(tasks).toHaveLength(2);
    const laptopTask = tasks.find((t: { title: string }) => t.title === 'Set up laptop');
    expect(laptopTask).toMatchObject({
      priority: 'high',
      weight_percentage: 12.5,
      due_date: await dbDatePlus(ctx, 3),
      status: 'pending',
      department_name: it1.department.name,
      workstream_name: 'General',
      completed_at: null,
    });
    const mailTask = tasks.find((t: { title: string }) => t.title === 'Create e-mail account');
    expect(mailTask).toMatchObject({ priority: 'medium', weight_percentage: 7.5, due_date: await dbDatePlus(ctx, 1) });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');

    const detail = (await call(ctx, 'GET', `${API}/tasks/${laptopTask.id}/`, headers)).json();
    expect(detail.notes).toBe('A 16-inch MacBook, please');
    const other = (await call(ctx, 'GET', `${API}/tasks/${mailTask.id}/`, headers)).json();
    expect(other.notes).toBe('');
  });

  it("e-mails each task's department with the filled template, the completion link and the dashboard link", async () => {
    const dept = await departmentWithTemplates(ctx, headers, [
      {
        title: 'Order business cards',
        email_subject: 'Cards for {recruit_name}: {task_title}',
        email_body: 'Hi {department_name}, please handle {task_title} for {recruit_name} by {due_date}. Done? {completion_link} {unknown}',
        due_days_offset: 2,
      },
      { title: 'Silent template', send_immediate: false },
    ]);
    const { recruit, request } = await pendingRequest(ctx, headers, {}, { first_name: 'Avery', last_name: 'Stone' });
    const [cards, silent] = dept.templates;
    const res = await approve(request.id, {
      departments: [{ id: dept.department.id, template_ids: [cards.id, silent.id] }],
      task_notes: { [cards.id]: 'Use the new logo' },
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().process.tasks.find((t: { title: string }) => t.title === 'Order business cards');
    const task = (await call(ctx, 'GET', `${API}/tasks/${id}/`, headers)).json();

    const mail = await lastMailTo(ctx, dept.department.email);
    expect(mail.subject).toBe('Cards for Avery Stone: Order business cards');
    const completion = `http://clearpath.test/onboarding/task/${task.uuid}`;
    const dashboard = `http://clearpath.test/onboarding/department/${dept.department.id}?key=${keyOf(dept.department.dashboard_url)}`;
    expect(mail.text).toContain(`Hi ${dept.department.name}, please handle Order business cards for Avery Stone by `);
    expect(mail.text).toContain(`Done? ${completion} {unknown}`);
    expect(mail.text).toContain('Notes: Use the new logo');
    expect(mail.text).toContain(dashboard);
    expect(mail.links).toEqual([completion, dashboard]);
    expect(dashboard).toBe(dept.department.dashboard_url);
    // One e-mail only: the second template does not send immediately.
    const all = (await call(ctx, 'GET', `/api/dev/outbox/?to=${encodeURIComponent(dept.department.email)}`, headers)).json().results;
    expect(all).toHaveLength(1);
    expect(recruit.id).toBeGreaterThan(0);
  });

  it('uses a default subject and body when the template has none', async () => {
    const dept = await departmentWithTemplates(ctx, headers, [{ title: 'Payroll setup', description: 'Add to payroll' }]);
    const { request } = await pendingRequest(ctx, headers, {}, { first_name: 'Robin', last_name: 'Hale' });
    await approve(request.id, { departments: [{ id: dept.department.id, template_ids: [dept.templates[0].id] }] });
    const mail = await lastMailTo(ctx, dept.department.email);
    expect(mail.subject).toBe('New onboarding task: Payroll setup for Robin Hale');
    expect(mail.text).toContain('A new onboarding task is assigned to your department for Robin Hale');
    expect(mail.text).toContain('Add to payroll');
    expect(mail.text).toContain('Mark this task complete: http://clearpath.test/onboarding/task/');
  });

  it('creates a conditional task only when its request field is truthy', async () => {
    const dept = await departmentWithTemplates(ctx, headers, [
      { title: 'Team licensing', is_conditional: true, condition_field: 'has_team' },
      { title: 'Always' },
    ]);
    const ids = dept.templates.map((t) => t.id);
    const withTeam = await pendingRequest(ctx, headers, { has_team: true, team_size: 4 });
    const r1 = await approve(withTeam.request.id, { departments: [{ id: dept.department.id, template_ids: ids }] });
    expect(
      r1
        .json()
        .process.tasks.map((t: { title: string }) => t.title)
        .sort(),
    ).toEqual(['Always', 'Team licensing']);
    expect(r1.json().skipped_template_ids).toEqual([]);

    const solo = await pendingRequest(ctx, headers, { has_team: false });
    const r2 = await approve(solo.request.id, { departments: [{ id: dept.department.id, template_ids: ids }] });
    expect(r2.json().process.tasks.map((t: { title: string }) => t.title)).toEqual(['Always']);
    expect(r2.json().skipped_template_ids).toEqual([ids[0]]);
  });

  it('refuses unknown template ids with 400 and writes nothing', async () => {
    const dept = await departmentWithTemplates(ctx, headers, [{ title: 'Real' }]);
    const { recruit, request } = await pendingRequest(ctx, headers);
    const res = await approve(request.id, { departments: [{ id: dept.department.id, template_ids: [dept.templates[0].id, 987654] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown task template id: 987654');
    expect(await tasksOf(recruit.id)).toEqual([]);
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_requested');
    const again = (await call(ctx, 'GET', `${API}/requests/${request.id}/`, headers)).json();
    expect(again.status).toBe('pending');
  });

  it("refuses another department's template in a department's list with 400", async () => {
    const a = await departmentWithTemplates(ctx, headers, [{ title: 'A task' }]);
    const b = await departmentWithTemplates(ctx, headers, [{ title: 'B task' }]);
    const { recruit, request } = await pendingRequest(ctx, headers);
    const res = await approve(request.id, { departments: [{ id: a.department.id, template_ids: [a.templates[0].id, b.templates[0].id] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `The template "B task" (id ${b.templates[0].id}) belongs to ${b.department.name}, not ${a.department.name}`,
    );
    expect(await tasksOf(recruit.id)).toEqual([]);
  });

  it('refuses an unknown or inactive department with 400', async () => {
    const { request } = await pendingRequest(ctx, headers);
    const unknown = await approve(request.id, { departments: [{ id: 999999, template_ids: [] }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Department 999999 does not exist');
    const inactive = await makeDepartment(ctx, headers, { is_active: false });
    const res = await approve(request.id, { departments: [{ id: inactive.id, template_ids: [] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('is inactive');
  });

  it.each([
    ['departments not a list', { departments: 'IT' }],
    ['a template id that is not a number', { departments: [{ id: 1, template_ids: ['x'] }] }],
    ['a 10,000-character note', { departments: [], task_notes: { 1: 'n'.repeat(10_000) } }],
    ['a note key that is not an id', { departments: [], task_notes: { abc: 'note' } }],
  ])('answers 400 for %s', async (_name, payload) => {
    const { request } = await pendingRequest(ctx, headers);
    const res = await approve(request.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
