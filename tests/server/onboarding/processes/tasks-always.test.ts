// Every onboarding start gives the departments their tasks (docs/onboarding.md, "Every start makes
// tasks"): the chosen templates, or the default ones when none are named; a start that would leave
// the process empty while templates exist is a 400 and writes nothing.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, signInStaff } from '../../../support/api.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import { API, departmentWithTemplates, makeDepartment, makeRecruit, pendingRequest, recruitStatus, recruitUser } from '../helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
let chosen: Awaited<ReturnType<typeof departmentWithTemplates>>;
beforeAll(async () => {
  chosen = await departmentWithTemplates(ctx, headers, [
    { title: 'Laptop' },
    { title: 'Badge', is_default: false },
    { title: 'Team channel', is_conditional: true, condition_field: 'has_team' },
  ]);
  // An inactive department's default template is never used.
  const inactive = await departmentWithTemplates(ctx, headers, [{ title: 'Old system account' }]);
  await call(ctx, 'PATCH', `${API}/departments/${inactive.department.id}/`, headers, { is_active: false });
});

const titles = (process: { tasks: { title: string }[] }) => process.tasks.map((t) => t.title).sort();
const processesOf = async (recruitId: number) =>
  (await call(ctx, 'GET', `${API}/processes/?recruit=${recruitId}`, headers)).json().results as { tasks: { title: string }[] }[];

describe('processes/initiate/ with the chooser', () => {
  it('creates an approved request, the process and the chosen tasks with their notes, and e-mails the department', async () => {
    const recruit = await makeRecruit(ctx, { status: 'proforma_completed' });
    const [laptop, badge] = chosen.templates;
    const res = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, {
      recruit: recruit.id,
      departments: [{ id: chosen.department.id, template_ids: [laptop.id, badge.id] }],
      task_notes: { [badge.id]: 'Photo on file' },
      notes: 'Starts Monday',
    });
    expect(res.statusCode).toBe(201);
    const process = res.json();
    expect(titles(process)).toEqual(['Badge', 'Laptop']);
    const request = (await call(ctx, 'GET', `${API}/requests/${process.request_id}/`, headers)).json();
    expect(request).toMatchObject({ status: 'approved', source: 'recruiter', notes: 'Starts Monday', process_id: process.id });
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');
    const tasks = (await call(ctx, 'GET', `${API}/tasks/?recruit=${recruit.id}`, headers)).json().results;
    expect(tasks.find((t: { title: string }) => t.title === 'Badge').notes).toBe('Photo on file');
    const [{ count }] = await ctx.sql`select count(*)::int as count from messages where to_address = ${chosen.department.email}`;
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it('refuses a start with no template chosen (400) and writes nothing', async () => {
    const recruit = await makeRecruit(ctx, { status: 'proforma_completed' });
    const res = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, {
      recruit: recruit.id,
      departments: [{ id: chosen.department.id, template_ids: [] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: ONBOARDING_MESSAGES.chooseTemplates,
      field_errors: { departments: [ONBOARDING_MESSAGES.chooseTemplates] },
    });
    expect(await processesOf(recruit.id)).toEqual([]);
    expect(await recruitStatus(ctx, recruit.id)).toBe('proforma_completed');
    expect((await call(ctx, 'GET', `${API}/requests/?recruit=${recruit.id}`, headers)).json().count).toBe(0);
  });

  it("refuses a choice whose only template's condition is not met", async () => {
    const recruit = await makeRecruit(ctx, { status: 'proforma_completed' });
    const res = await call(ctx, 'POST', `${API}/processes/initiate/`, headers, {
      recruit: recruit.id,
      departments: [{ id: chosen.department.id, template_ids: [chosen.templates[2].id] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_MESSAGES.noTasksApply);
    expect(await processesOf(recruit.id)).toEqual([]);
  });
});

describe('the default templates', () => {
  it("doc1's POST /onboarding/processes/ {recruit} gives the active departments' default tasks", async () => {
    const recruit = await makeRecruit(ctx, { status: 'discovery_access_expanded' });
    const res = await call(ctx, 'POST', '/api/onboarding/processes/', headers, { recruit: recruit.id });
    expect(res.statusCode).toBe(201);
    // Laptop (default); not Badge (unticked), not Team channel (no request field), not the inactive department's.
    expect(titles(res.json())).toEqual(['Laptop']);
  });

  it("the recruit's own direct start gets them too", async () => {
    const { recruit, headers: mine } = await recruitUser(ctx, { status: 'clearview_completed' });
    const res = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine, { recruit_id: recruit.id, notes: '' });
    expect(res.statusCode).toBe(201);
    expect(titles(res.json().process)).toEqual(['Laptop']);
  });

  it('approve/ without a body uses them; a conditional default applies when its request field is set', async () => {
    const { request } = await pendingRequest(ctx, headers, { has_team: true, team_size: 3 });
    const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve/`, headers);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json().process)).toEqual(['Laptop', 'Team channel']);
  });

  it('approving with nothing chosen is a 400 and leaves the request pending', async () => {
    const { recruit, request } = await pendingRequest(ctx, headers);
    const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, { departments: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_MESSAGES.chooseTemplates);
    expect((await call(ctx, 'GET', `${API}/requests/${request.id}/`, headers)).json().status).toBe('pending');
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_requested');
  });

  it('the template flag: true unless unticked, and it can be changed', async () => {
    const department = await makeDepartment(ctx, headers);
    expect(chosen.templates[0]).toMatchObject({ is_default: true });
    expect(chosen.templates[1]).toMatchObject({ is_default: false });
    const patched = await call(ctx, 'PATCH', `${API}/task-templates/${chosen.templates[1].id}/`, headers, { is_default: true });
    expect(patched.json().is_default).toBe(true);
    await call(ctx, 'PATCH', `${API}/task-templates/${chosen.templates[1].id}/`, headers, { is_default: false });
    expect((await call(ctx, 'PATCH', `${API}/task-templates/${chosen.templates[1].id}/`, headers, { is_default: 'yes' })).statusCode).toBe(
      400,
    );
    expect(department.id).toBeGreaterThan(0);
  });
});

describe('migration 00013: every process shows on the onboarding screens', () => {
  it('gives a process started without a request its approved request', async () => {
    const recruit = await makeRecruit(ctx, { status: 'onboarding_initiated' });
    const [{ id }] =
      await ctx.sql`insert into onboarding_processes (recruit_id, notes) values (${recruit.id}, 'Started before requests') returning id`;
    const sql = readFileSync(new URL('../../../../migrations/00013_journey.sql', import.meta.url), 'utf8');
    await ctx.sql.unsafe(sql.slice(sql.indexOf('update onboarding_processes p')));
    const list = (await call(ctx, 'GET', `${API}/requests/?recruit=${recruit.id}`, headers)).json();
    expect(list.results).toEqual([
      expect.objectContaining({ status: 'approved', source: 'recruiter', process_id: id, notes: 'Started before requests' }),
    ]);
  });
});
