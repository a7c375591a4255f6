import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import {
  API,
  departmentWithTemplates,
  keyOf,
  makeDepartment,
  makeTemplate,
  makeWorkstream,
  pendingRequest,
  recruitUser,
} from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('departments', () => {
  it('creates with defaults and lists with counts and the dashboard link', async () => {
    const res = await call(ctx, 'POST', `${API}/departments/`, headers, { name: 'Licensing', email: 'licensing@example.com' });
    expect(res.statusCode).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({
      name: 'Licensing',
      email: 'licensing@example.com',
      description: '',
      is_active: true,
      order: 0,
      workstream_count: 0,
      template_count: 0,
      open_task_count: 0,
    });
    expect(d.dashboard_url).toMatch(new RegExp(`^http://clearpath\\.test/onboarding/department/${d.id}\\?key=[A-Za-z0-9_-]{43}$`));

    const ws = await makeWorkstream(ctx, headers, d.id, 'State licences');
    await makeTemplate(ctx, headers, ws.id);
    const list = (await call(ctx, 'GET', `${API}/departments/`, headers)).json();
    expect(list.results.find((x: { id: number }) => x.id === d.id)).toMatchObject({ workstream_count: 1, template_count: 1 });
  });

  it('keys differ per department', async () => {
    const a = await makeDepartment(ctx, headers);
    const b = await makeDepartment(ctx, headers);
    expect(keyOf(a.dashboard_url)).not.toBe(keyOf(b.dashboard_url));
  });

  it('updates any subset of fields', async () => {
    const d = await makeDepartment(ctx, headers);
    const res = await call(ctx, 'PATCH', `${API}/departments/${d.id}/`, headers, {
      description: 'Pays people',
      order: 3,
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: d.name, email: d.email, description: 'Pays people', order: 3, is_active: false });
    const full = await call(ctx, 'PATCH', `${API}/departments/${d.id}/`, headers, {
      name: `${d.name} HQ`,
      email: 'hq@example.com',
      description: '',
      is_active: true,
      order: 0,
    });
    expect(full.json()).toMatchObject({ name: `${d.name} HQ`, email: 'hq@example.com', is_active: true });
  });

  it.each([
    ['no name', { email: 'a@example.com' }, 'name'],
    ['no email', { name: 'X' }, 'email'],
    ['a malformed email', { name: 'X', email: 'not-an-email' }, 'email'],
    ['a negative order', { name: 'X', email: 'a@example.com', order: -1 }, 'order'],
    ['a fractional order', { name: 'X', email: 'a@example.com', order: 1.5 }, 'order'],
    ['a 10,000-character description', { name: 'X', email: 'a@example.com', description: 'd'.repeat(10_000) }, 'description'],
    ['a 10,000-character name', { name: 'n'.repeat(10_000), email: 'a@example.com' }, 'name'],
  ])('answers 400 for %s', async (_n, payload, field) => {
    const res = await call(ctx, 'POST', `${API}/departments/`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });

  it('refuses a duplicate name with 409', async () => {
    const d = await makeDepartment(ctx, headers);
    const res = await call(ctx, 'POST', `${API}/departments/`, headers, { name: d.name.toUpperCase(), email: 'x@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`A department named "${d.name.toUpperCase()}" already exists`);
    const other = await makeDepartment(ctx, headers);
    expect((await call(ctx, 'PATCH', `${API}/departments/${other.id}/`, headers, { name: d.name })).statusCode).toBe(409);
  });

  it('deletes an empty department; one with templates or open tasks is a 409', async () => {
    const empty = await makeDepartment(ctx, headers);
    await makeWorkstream(ctx, headers, empty.id);
    const del = await call(ctx, 'DELETE', `${API}/departments/${empty.id}/`, headers);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Department deleted successfully' });
    expect((await call(ctx, 'GET', `${API}/departments/${empty.id}/`, headers)).statusCode).toBe(404);

    const busy = await departmentWithTemplates(ctx, headers, [{ title: 'One' }, { title: 'Two' }]);
    const res = await call(ctx, 'DELETE', `${API}/departments/${busy.department.id}/`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      `Cannot delete the department "${busy.department.name}": it still has 2 task templates. Delete or move them first, or mark the department inactive.`,
    );

    // Open tasks alone also keep it.
    const { request } = await pendingRequest(ctx, headers);
    await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
      departments: [{ id: busy.department.id, template_ids: [busy.templates[0].id] }],
    });
    for (const t of busy.templates) await call(ctx, 'DELETE', `${API}/task-templates/${t.id}/`, headers);
    const still = await call(ctx, 'DELETE', `${API}/departments/${busy.department.id}/`, headers);
    expect(still.statusCode).toBe(409);
    expect(still.json().error).toContain('it still has 1 open task.');
    expect((await call(ctx, 'DELETE', `${API}/departments/999999/`, headers)).statusCode).toBe(404);
  });

  it('rotate_key/ gives a new key', async () => {
    const d = await makeDepartment(ctx, headers);
    const res = await call(ctx, 'POST', `${API}/departments/${d.id}/rotate_key/`, headers);
    expect(res.statusCode).toBe(200);
    expect(keyOf(res.json().dashboard_url)).not.toBe(keyOf(d.dashboard_url));
  });

  it('is for recruiters only', async () => {
    const me = await recruitUser(ctx);
    const d = await makeDepartment(ctx, headers);
    for (const [method, url] of [
      ['GET', `${API}/departments/`],
      ['POST', `${API}/departments/`],
      ['PATCH', `${API}/departments/${d.id}/`],
      ['DELETE', `${API}/departments/${d.id}/`],
      ['POST', `${API}/departments/${d.id}/rotate_key/`],
      ['GET', `${API}/workstreams/`],
      ['POST', `${API}/workstreams/`],
      ['GET', `${API}/task-templates/`],
      ['POST', `${API}/task-templates/`],
      ['POST', `${API}/task-templates/create_workflow/`],
    ] as const) {
      expect(
        (await call(ctx, method, url, me.headers, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await call(ctx, method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });
});

describe('workstreams', () => {
  it('creates, lists by department, renames and deletes', async () => {
    const d = await makeDepartment(ctx, headers);
    const res = await call(ctx, 'POST', `${API}/workstreams/`, headers, { name: 'Equipment', department_id: d.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Equipment', department: { id: d.id, name: d.name }, department_id: d.id, template_count: 0 });
    const list = (await call(ctx, 'GET', `${API}/workstreams/?department=${d.id}`, headers)).json();
    expect(list.results.map((w: { name: string }) => w.name)).toEqual(['Equipment']);
    const dup = await call(ctx, 'POST', `${API}/workstreams/`, headers, { name: 'equipment', department_id: d.id });
    expect(dup.statusCode).toBe(409);
    const renamed = await call(ctx, 'PATCH', `${API}/workstreams/${res.json().id}/`, headers, { name: 'Hardware' });
    expect(renamed.json().name).toBe('Hardware');
    await makeTemplate(ctx, headers, res.json().id);
    expect((await call(ctx, 'DELETE', `${API}/workstreams/${res.json().id}/`, headers)).statusCode).toBe(409);
    const empty = await makeWorkstream(ctx, headers, d.id, 'Spare');
    expect((await call(ctx, 'DELETE', `${API}/workstreams/${empty.id}/`, headers)).statusCode).toBe(200);
  });

  it('answers 400 for a missing name or an unknown department', async () => {
    expect((await call(ctx, 'POST', `${API}/workstreams/`, headers, { department_id: 1 })).statusCode).toBe(400);
    const res = await call(ctx, 'POST', `${API}/workstreams/`, headers, { name: 'X', department_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ department_id: ['Department does not exist'] });
  });
});
