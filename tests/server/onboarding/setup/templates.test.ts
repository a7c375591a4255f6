import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { API, departmentWithTemplates, makeDepartment, makeTemplate, makeWorkstream, pendingRequest } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('task templates', () => {
  it('creates with the defaults and answers every field', async () => {
    const d = await makeDepartment(ctx, headers);
    const ws = await makeWorkstream(ctx, headers, d.id, 'Accounts');
    const res = await call(ctx, 'POST', `${API}/task-templates/`, headers, {
      workstream_id: ws.id,
      title: 'CRM login',
      description: 'Create the CRM account',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      workstream: { id: ws.id, name: 'Accounts', department: { id: d.id, name: d.name } },
      workstream_id: ws.id,
      title: 'CRM login',
      description: 'Create the CRM account',
      detailed_instructions: '',
      email_subject: '',
      email_body: '',
      priority: 'medium',
      due_days_offset: 1,
      weight_percentage: 5,
      order: 0,
      email_template: 'default_task_notification',
      send_immediate: true,
      is_conditional: false,
      condition_field: null,
    });
  });

  it('stores every given field and updates any subset', async () => {
    const ws = await makeWorkstream(ctx, headers, (await makeDepartment(ctx, headers)).id);
    const payload = {
      workstream_id: ws.id,
      title: 'Team licences',
      description: 'Sponsor the team members',
      detailed_instructions: 'Use NMLS',
      email_subject: 'Licences for {recruit_name}',
      email_body: 'Body',
      priority: 'critical',
      due_days_offset: 14,
      weight_percentage: 33.3,
      order: 2,
      email_template: 'custom',
      send_immediate: false,
      is_conditional: true,
      condition_field: 'has_team',
    };
    const res = await call(ctx, 'POST', `${API}/task-templates/`, headers, payload);
    expect(res.statusCode).toBe(201);
    const { workstream_id: _w, ...rest } = payload;
    expect(res.json()).toMatchObject(rest);
    const patched = await call(ctx, 'PATCH', `${API}/task-templates/${res.json().id}/`, headers, {
      is_conditional: false,
      condition_field: null,
      weight_percentage: 0,
    });
    expect(patched.json()).toMatchObject({ is_conditional: false, condition_field: null, weight_percentage: 0, title: 'Team licences' });
    const list = (await call(ctx, 'GET', `${API}/task-templates/?workstream=${ws.id}`, headers)).json();
    expect(list.results.map((t: { id: number }) => t.id)).toEqual([res.json().id]);
  });

  it.each([
    ['a weight over 100', { weight_percentage: 100.5 }, 'weight_percentage'],
    ['a negative weight', { weight_percentage: -1 }, 'weight_percentage'],
    ['a weight finer than 0.1', { weight_percentage: 5.55 }, 'weight_percentage'],
    ['due days 0', { due_days_offset: 0 }, 'due_days_offset'],
    ['fractional due days', { due_days_offset: 1.5 }, 'due_days_offset'],
    ['an unknown priority', { priority: 'urgent' }, 'priority'],
    ['a negative order', { order: -2 }, 'order'],
    ['no title', { title: '' }, 'title'],
    ['no description', { description: '   ' }, 'description'],
    ['a 10,000-character title', { title: 't'.repeat(10_000) }, 'title'],
    ['a conditional template without a field', { is_conditional: true }, 'condition_field'],
    ['an unknown condition field', { is_conditional: true, condition_field: 'salary' }, 'condition_field'],
  ])('answers 400 for %s', async (_n, extra, field) => {
    const ws = await makeWorkstream(ctx, headers, (await makeDepartment(ctx, headers)).id);
    const res = await call(ctx, 'POST', `${API}/task-templates/`, headers, {
      workstream_id: ws.id,
      title: 'T',
      description: 'D',
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });

  it('answers the exact limit texts, 400 for an unknown workstream and for PATCH over the limits', async () => {
    const ws = await makeWorkstream(ctx, headers, (await makeDepartment(ctx, headers)).id);
    const res = await call(ctx, 'POST', `${API}/task-templates/`, headers, {
      workstream_id: ws.id,
      title: 'T',
      description: 'D',
      weight_percentage: 101,
      due_days_offset: 0,
    });
    expect(res.json().field_errors).toEqual({
      weight_percentage: ['Weight must be between 0 and 100'],
      due_days_offset: ['Due days must be at least 1'],
    });
    const unknown = await call(ctx, 'POST', `${API}/task-templates/`, headers, { workstream_id: 999999, title: 'T', description: 'D' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors).toEqual({ workstream_id: ['Workstream does not exist'] });
    const t = await makeTemplate(ctx, headers, ws.id);
    expect((await call(ctx, 'PATCH', `${API}/task-templates/${t.id}/`, headers, { weight_percentage: 150 })).statusCode).toBe(400);
    expect((await call(ctx, 'PATCH', `${API}/task-templates/${t.id}/`, headers, { due_days_offset: 0 })).statusCode).toBe(400);
    expect((await call(ctx, 'PATCH', `${API}/task-templates/${t.id}/`, headers, { is_conditional: true })).statusCode).toBe(400);
    expect((await call(ctx, 'PATCH', `${API}/task-templates/999999/`, headers, { title: 'x' })).statusCode).toBe(404);
  });

  it('deletes a template; tasks made from it stay', async () => {
    const dept = await departmentWithTemplates(ctx, headers, [{ title: 'Temporary' }]);
    const { request } = await pendingRequest(ctx, headers);
    const approved = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
      departments: [{ id: dept.department.id, template_ids: [dept.templates[0].id] }],
    });
    const del = await call(ctx, 'DELETE', `${API}/task-templates/${dept.templates[0].id}/`, headers);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Template deleted successfully' });
    const task = approved.json().process.tasks[0];
    expect((await call(ctx, 'GET', `${API}/tasks/${task.id}/`, headers)).json().title).toBe('Temporary');
    expect((await call(ctx, 'DELETE', `${API}/task-templates/${dept.templates[0].id}/`, headers)).statusCode).toBe(404);
  });

  it('create_workflow/ makes (or reuses) the workstream and its templates in one go', async () => {
    const d = await makeDepartment(ctx, headers);
    const res = await call(ctx, 'POST', `${API}/task-templates/create_workflow/`, headers, {
      department_id: d.id,
      workstream_name: 'First week',
      templates: [
        { title: 'Welcome lunch', description: 'Book it', priority: 'low' },
        { title: 'Shadow a closer', description: 'Two days', due_days_offset: 5 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.workstream).toMatchObject({ name: 'First week', department_id: d.id, template_count: 2 });
    expect(body.templates.map((t: { title: string; priority: string }) => [t.title, t.priority])).toEqual([
      ['Welcome lunch', 'low'],
      ['Shadow a closer', 'medium'],
    ]);
    const again = await call(ctx, 'POST', `${API}/task-templates/create_workflow/`, headers, {
      department_id: d.id,
      workstream_name: 'first week',
      templates: [{ title: 'Third', description: 'x' }],
    });
    expect(again.json().workstream.id).toBe(body.workstream.id);

    const bad = await call(ctx, 'POST', `${API}/task-templates/create_workflow/`, headers, {
      department_id: d.id,
      workstream_name: 'Broken',
      templates: [
        { title: 'Fine', description: 'x' },
        { title: 'Heavy', description: 'x', weight_percentage: 120 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(ctx, 'GET', `${API}/workstreams/?department=${d.id}`, headers)).json().results.map((w: { name: string }) => w.name),
    ).toEqual(['First week']);
    expect(
      (
        await call(ctx, 'POST', `${API}/task-templates/create_workflow/`, headers, {
          department_id: 999999,
          workstream_name: 'X',
          templates: [{ title: 'a', description: 'b' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(ctx, 'POST', `${API}/task-templates/create_workflow/`, headers, {
          department_id: d.id,
          workstream_name: 'X',
          templates: [],
        })
      ).statusCode,
    ).toBe(400);
  });
});
