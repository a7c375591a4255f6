import { describe, expect, it } from 'vitest';
import { present } from '../../../../server/src/lib/present.ts';
import { setupTestApp } from '../../../support/test-app.ts';
import { signedIn, createUser, login } from '../../../support/fixtures.ts';
import { API, departmentWithTemplates, makeRecruit, pendingRequest, recruitStatus, recruitUser } from '../helpers.ts';
import { call, type Headers, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

/** An approved request with tasks of the given weights; returns the process JSON. */
async function processWith(weights: number[], recruitOpts: Parameters<typeof pendingRequest>[3] = {}) {
  const dept = await departmentWithTemplates(
    ctx,
    headers,
    weights.map((w, i) => ({ title: `Step ${i + 1}`, weight_percentage: w })),
  );
  const { recruit, request } = await pendingRequest(ctx, headers, {}, recruitOpts);
  const res = await call(ctx, 'POST', `${API}/requests/${request.id}/approve_with_templates/`, headers, {
    departments: [{ id: dept.department.id, template_ids: dept.templates.map((t) => t.id) }],
  });
  const process = res.json().process as { id: number; tasks: { id: number; title: string }[] };
  const task = (title: string) =>
    present(
      process.tasks.find((t) => t.title === title),
      `The task ${title}`,
    ).id;
  return { recruit, request, process, task, dept };
}

const setStatus = (taskId: number, status: string) => call(ctx, 'POST', `${API}/tasks/${taskId}/update_status/`, headers, { status });
const getProcess = async (id: number, h: Headers = headers) => (await call(ctx, 'GET', `${API}/processes/${id}/`, h)).json();

describe('process status and progress', () => {
  it('progress = completed weight / total weight × 100, to one decimal', async () => {
    const { process, task } = await processWith([10, 20, 30]);
    expect((await getProcess(process.id)).progress_percentage).toBe(0);
    await setStatus(task('Step 1'), 'completed');
    // 10 / 60 = 16.666… → 16.7
    expect((await getProcess(process.id)).progress_percentage).toBe(16.7);
    await setStatus(task('Step 3'), 'completed');
    expect((await getProcess(process.id)).progress_percentage).toBe(66.7);
    const progress = (await call(ctx, 'GET', `${API}/processes/${process.id}/progress/`, headers)).json();
    expect(progress).toEqual({
      id: process.id,
      status: 'in_progress',
      progress_percentage: 66.7,
      total_tasks: 3,
      completed_tasks: 2,
      total_weight: 60,
      completed_weight: 40,
    });
  });

  it('status: pending → in_progress → blocked → in_progress; tasks all done → completed and the recruit onboarded', async () => {
    const { process, task, recruit, request } = await processWith([5, 5]);
    expect((await getProcess(process.id)).status).toBe('pending');
    await setStatus(task('Step 1'), 'in_progress');
    expect((await getProcess(process.id)).status).toBe('in_progress');
    await setStatus(task('Step 2'), 'blocked');
    expect((await getProcess(process.id)).status).toBe('blocked');
    await setStatus(task('Step 2'), 'pending');
    await setStatus(task('Step 1'), 'completed');
    expect((await getProcess(process.id)).status).toBe('in_progress');
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarding_initiated');

    await call(ctx, 'POST', `${API}/tasks/${task('Step 2')}/complete/`, headers);
    const done = await getProcess(process.id);
    expect(done).toMatchObject({ status: 'completed', progress_percentage: 100, recruit_status: 'onboarded' });
    expect(done.completed_at).toEqual(expect.any(String));
    expect(await recruitStatus(ctx, recruit.id)).toBe('onboarded');
    expect((await call(ctx, 'GET', `${API}/requests/${request.id}/`, headers)).json().status).toBe('completed');
  });

  it('all tasks weighing 0 count by number of tasks', async () => {
    const { process, task } = await processWith([0, 0, 0, 0]);
    await setStatus(task('Step 1'), 'completed');
    expect((await getProcess(process.id)).progress_percentage).toBe(25);
  });

  it('progress_detailed/ adds counts by status and progress per department', async () => {
    const { process, task, dept } = await processWith([30, 10]);
    await setStatus(task('Step 1'), 'completed');
    await setStatus(task('Step 2'), 'blocked');
    const res = (await call(ctx, 'GET', `${API}/processes/${process.id}/progress_detailed/`, headers)).json();
    expect(res).toMatchObject({
      status: 'blocked',
      progress_percentage: 75,
      counts: { total: 2, pending: 0, in_progress: 0, completed: 1, blocked: 1, overdue: 0 },
      departments: [{ name: dept.department.name, total: 2, completed: 1, progress_percentage: 75 }],
    });
  });
});

describe('GET processes/, processes/{id}/, tasks/', () => {
  it('gives the process JSON with its tasks', async () => {
    const { process, recruit } = await processWith([5], { first_name: 'Lena', last_name: 'Moss' });
    const body = await getProcess(process.id);
    expect(Object.keys(body).sort()).toEqual(
      [
        'completed_at',
        'id',
        'initiated_at',
        'notes',
        'progress_percentage',
        'recruit',
        'recruit_email',
        'recruit_name',
        'recruit_status',
        'request_id',
        'status',
        'target_start_date',
        'tasks',
      ].sort(),
    );
    expect(body).toMatchObject({ recruit: recruit.id, recruit_name: 'Lena Moss', recruit_email: recruit.email });
    expect(Object.keys(body.tasks[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'status',
        'priority',
        'department_name',
        'workstream_name',
        'due_date',
        'completed_at',
      ]),
    );
    const tasks = (await call(ctx, 'GET', `${API}/processes/${process.id}/tasks/`, headers)).json();
    expect(tasks.results).toEqual(body.tasks);
    expect((await call(ctx, 'GET', `${API}/processes/999999/`, headers)).statusCode).toBe(404);
  });

  it('lists by recruit; a recruit user sees only their own (list and detail)', async () => {
    const mine = await recruitUser(ctx);
    const own = await call(ctx, 'POST', `${API}/requests/initiate_onboarding/`, mine.headers, { recruit_id: mine.recruit.id });
    const ownProcessId = own.json().process.id;
    const { process: other } = await processWith([5]);

    const staffList = (await call(ctx, 'GET', `${API}/processes/?recruit=${mine.recruit.id}`, headers)).json();
    expect(staffList.results.map((p: { id: number }) => p.id)).toEqual([ownProcessId]);
    const all = (await call(ctx, 'GET', `${API}/processes/`, headers)).json();
    expect(all.count).toBeGreaterThanOrEqual(2);

    const recruitList = (await call(ctx, 'GET', `${API}/processes/`, mine.headers)).json();
    expect(recruitList.results.map((p: { id: number }) => p.id)).toEqual([ownProcessId]);
    expect((await call(ctx, 'GET', `${API}/processes/?recruit=${other.id}`, mine.headers)).json().results).toEqual([]);
    expect((await call(ctx, 'GET', `${API}/processes/${ownProcessId}/`, mine.headers)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `${API}/processes/${other.id}/`, mine.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `${API}/processes/${other.id}/progress/`, mine.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `${API}/processes/`)).statusCode).toBe(401);
  });

  it("ownership comes from the account's recruit_id only: a recruit account with the same e-mail but no link sees nothing", async () => {
    const recruit = await makeRecruit(ctx);
    const started = (await call(ctx, 'POST', `${API}/processes/initiate/`, headers, { recruit: recruit.id })).json();
    await createUser(ctx, { type: 'recruit', email: recruit.email.toUpperCase() });
    const session = await login(ctx, recruit.email, 'recruit');
    const list = (await call(ctx, 'GET', '/api/onboarding/processes/', session.headers)).json();
    expect(list).toEqual({ results: [], count: 0, next: null, previous: null });
    expect((await call(ctx, 'GET', `${API}/processes/${started.id}/`, session.headers)).statusCode).toBe(403);
  });

  it('a recruit user without any process gets an empty list', async () => {
    const lone = await signedIn(ctx, 'recruit');
    expect((await call(ctx, 'GET', `${API}/processes/`, lone.headers)).json()).toEqual({
      results: [],
      count: 0,
      next: null,
      previous: null,
    });
  });
});
