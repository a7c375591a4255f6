import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff, type Headers } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp();
let headers: Headers;

const FORMULA_SOURCE = '=SUM(1,2) "x"';
/** Day `n` after 1 January 2025, midnight UTC. */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

/**
 * Five recruits with known stages, sources and timelines; four ClearView sessions over two months;
 * two onboarding processes. The expected figures below are worked out by hand from these rows.
 */
async function fixture() {
  const recruit = async (name: string, source: string, status: string, stages: [string, number][]) => {
    const [{ id }] = await ctx.sql<{ id: number }[]>`
      insert into recruits (first_name, last_name, email, recruiting_source, status)
      values (${name}, 'Report', ${`${name.toLowerCase()}@example.com`}, ${source}, ${status}) returning id`;
    for (const [stage, n] of stages) {
      await ctx.sql`insert into status_timeline (recruit_id, stage, created_at) values (${id}, ${stage}, ${day(n)})`;
    }
    return id;
  };
  const a = await recruit('Ava', 'referral', 'onboarded', [
    ['profile_created', 0],
    ['profile_accepted', 2],
    ['clearview_scheduled', 5],
    ['clearview_completed', 6],
    ['discovery_access_expanded', 10],
    ['onboarding_initiated', 20],
    ['onboarded', 30],
  ]);
  const b = await recruit('Ben', 'referral', 'clearview_completed', [
    ['profile_created', 0],
    ['profile_accepted', 4],
    ['clearview_scheduled', 5],
    ['clearview_completed', 8],
  ]);
  await recruit('Cal', 'conference', 'profile_accepted', [
    ['profile_created', 0],
    ['profile_accepted', 1],
  ]);
  const d = await recruit('Dee', 'social', 'discovery_access_expanded', [
    ['profile_created', 0],
    ['profile_accepted', 3],
    ['clearview_scheduled', 4],
    ['clearview_completed', 5],
    ['discovery_access_expanded', 7],
  ]);
  await recruit('Eve', FORMULA_SOURCE, 'profile_created', [['profile_created', 0]]);

  const session = (recruitId: number, token: string, status: string, at: string) => ctx.sql`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, completed_at)
    values (${recruitId}, ${token}, ${status}, ${at}, ${status === 'completed' ? at : null})`;
  await session(a, 'tok-a', 'completed', '2025-01-06T15:00:00Z');
  await session(b, 'tok-b1', 'scheduled', '2025-01-20T15:00:00Z');
  await session(b, 'tok-b2', 'completed', '2025-02-08T15:00:00Z');
  await session(d, 'tok-d', 'completed', '2025-02-05T15:00:00Z');

  const process = async (recruitId: number, status: string, tasks: [string, string | null][]) => {
    const [{ id }] = await ctx.sql<{ id: number }[]>`
      insert into onboarding_processes (recruit_id, status) values (${recruitId}, ${status}) returning id`;
    for (const [taskStatus, due] of tasks) {
      await ctx.sql`
        insert into onboarding_tasks (process_id, title, status, due_date, completed_at)
        values (${id}, 'Task', ${taskStatus}, ${due ? ctx.sql`current_date + ${Number(due)}::int` : null},
                ${taskStatus === 'completed' ? new Date() : null})`;
    }
  };
  // Ava: done, one task finished after its due date (not overdue: it is completed).
  await process(a, 'completed', [
    ['completed', '-5'],
    ['completed', null],
  ]);
  // Dee: one done, one open past its due date (overdue), one blocked without date, one due later.
  await process(d, 'in_progress', [
    ['completed', '-3'],
    ['pending', '-2'],
    ['blocked', null],
    ['in_progress', '5'],
  ]);
}

beforeAll(async () => {
  ({ headers } = await staff(ctx));
  await fixture();
});

const report = async (id: string) => {
  const res = await call(ctx, 'GET', `/api/reports/${id}/`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; columns: { key: string; label: string }[]; rows: Record<string, unknown>[] };
};
const row = (rows: Record<string, unknown>[], key: string, value: string) => rows.find((r) => r[key] === value);

describe('GET /api/reports/', () => {
  it('lists the five reports, generated now, with their row counts', async () => {
    const res = await call(ctx, 'GET', '/api/reports/', headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().results as { id: string; status: string; generated_at: string; row_count: number }[];
    expect(list.map((r) => [r.id, r.row_count])).toEqual([
      ['pipeline-summary', 15],
      ['source-effectiveness', 6],
      ['time-in-stage', 14],
      ['clearview-completion', 3],
      ['onboarding-progress', 5],
    ]);
    for (const r of list) {
      expect(r).toMatchObject({
        status: 'Generated',
        title: expect.any(String),
        type: expect.any(String),
        description: expect.any(String),
      });
      expect(Math.abs(Date.parse(r.generated_at) - Date.now())).toBeLessThan(60_000);
    }
  });
});

describe('GET /api/reports/:id/', () => {
  it('pipeline summary: recruits per stage and their share', async () => {
    const { rows, columns } = await report('pipeline-summary');
    expect(columns.map((c) => c.key)).toEqual(['stage', 'recruits', 'share']);
    expect(row(rows, 'stage', 'Onboarded')).toEqual({ stage: 'Onboarded', recruits: 1, share: 20 });
    expect(row(rows, 'stage', 'ClearView completed')).toMatchObject({ recruits: 1, share: 20 });
    expect(row(rows, 'stage', 'ClearView scheduled')).toMatchObject({ recruits: 0, share: 0 });
    expect(rows.at(-1)).toEqual({ stage: 'Total', recruits: 5, share: 100 });
  });

  it('source effectiveness: ClearView completed, onboarded and conversion per source', async () => {
    const { rows } = await report('source-effectiveness');
    expect(rows).toEqual([
      { source: 'Referral', recruits: 2, clearview_completed: 2, onboarded: 1, conversion: 50 },
      { source: 'Outbound Call', recruits: 0, clearview_completed: 0, onboarded: 0, conversion: 0 },
      { source: 'Conference', recruits: 1, clearview_completed: 0, onboarded: 0, conversion: 0 },
      { source: 'Social Media', recruits: 1, clearview_completed: 1, onboarded: 0, conversion: 0 },
      { source: 'Other', recruits: 0, clearview_completed: 0, onboarded: 0, conversion: 0 },
      { source: FORMULA_SOURCE, recruits: 1, clearview_completed: 0, onboarded: 0, conversion: 0 },
    ]);
  });

  it('time in stage: average and median of the finished stays, open stays apart', async () => {
    const { rows } = await report('time-in-stage');
    const stage = (label: string) => row(rows, 'stage', label);
    // Finished stays: created 2, 4, 1, 3 days; accepted 3, 1, 1; scheduled 1, 3, 1; completed 4, 2; discovery 10; onboarding 10.
    expect(stage('Profile Created – Awaiting Acceptance')).toMatchObject({ stays: 4, avg_days: 2.5, median_days: 2.5, in_stage_now: 1 });
    expect(stage('Profile Accepted – Pending ClearView Session')).toMatchObject({
      stays: 3,
      avg_days: 1.7,
      median_days: 1,
      in_stage_now: 1,
    });
    expect(stage('ClearView scheduled')).toMatchObject({ stays: 3, avg_days: 1.7, median_days: 1, in_stage_now: 0 });
    expect(stage('ClearView completed')).toMatchObject({ stays: 2, avg_days: 3, median_days: 3, in_stage_now: 1 });
    expect(stage('Discovery access expanded')).toMatchObject({ stays: 1, avg_days: 10, median_days: 10, in_stage_now: 1 });
    expect(stage('Onboarding initiated')).toMatchObject({ stays: 1, avg_days: 10, median_days: 10, in_stage_now: 0 });
    expect(stage('Onboarded')).toMatchObject({ stays: 0, avg_days: null, median_days: null, in_stage_now: 1 });
  });

  it('ClearView completion: sessions per scheduled month and the rate', async () => {
    const { rows } = await report('clearview-completion');
    expect(rows).toEqual([
      { month: '2025-01', scheduled: 2, in_progress: 0, completed: 1, completion_rate: 50 },
      { month: '2025-02', scheduled: 2, in_progress: 0, completed: 2, completion_rate: 100 },
      { month: 'Total', scheduled: 4, in_progress: 0, completed: 3, completion_rate: 75 },
    ]);
  });

  it('onboarding progress: processes by status, tasks completed of total, overdue tasks', async () => {
    const { rows } = await report('onboarding-progress');
    expect(rows).toEqual([
      { status: 'Pending', processes: 0, tasks_completed: 0, tasks: 0, task_completion: 0, overdue_tasks: 0 },
      { status: 'In progress', processes: 1, tasks_completed: 1, tasks: 4, task_completion: 25, overdue_tasks: 1 },
      { status: 'Completed', processes: 1, tasks_completed: 2, tasks: 2, task_completion: 100, overdue_tasks: 0 },
      { status: 'Blocked', processes: 0, tasks_completed: 0, tasks: 0, task_completion: 0, overdue_tasks: 0 },
      { status: 'Total', processes: 2, tasks_completed: 3, tasks: 6, task_completion: 50, overdue_tasks: 1 },
    ]);
  });

  it('answers 404 in the error shape for an unknown report', async () => {
    for (const path of ['/api/reports/no-such-report/', '/api/reports/no-such-report/csv/']) {
      const res = await call(ctx, 'GET', path, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Report not found' });
    }
  });
});

describe('GET /api/reports/:id/csv/', () => {
  it('sends the table as a CSV attachment named after the report and the day', async () => {
    const res = await call(ctx, 'GET', '/api/reports/clearview-completion/csv/', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clearview-completion-${today}.csv"`);
    expect(res.body).toBe(
      '\uFEFFMonth,Sessions Scheduled,In Progress,Completed,Completion Rate (%)\r\n' +
        '2025-01,2,0,1,50\r\n2025-02,2,0,2,100\r\nTotal,4,0,3,75\r\n',
    );
  });

  it('quotes text with commas and quotes, and defuses text that starts like a formula', async () => {
    const res = await call(ctx, 'GET', '/api/reports/source-effectiveness/csv/', headers);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Source,Recruits,ClearView Completed,Onboarded,Conversion (%)');
    expect(lines[1]).toBe('Referral,2,2,1,50');
    expect(lines).toContain(`"'=SUM(1,2) ""x""",1,0,0,0`);
  });

  it('leaves a figure that cannot be computed empty', async () => {
    const res = await call(ctx, 'GET', '/api/reports/time-in-stage/csv/', headers);
    expect(res.body).toContain('\r\nOnboarded,0,,,1\r\n');
  });
});

describe('permissions', () => {
  it('answers 401 anonymous and 403 to a recruit', async () => {
    const recruit = await signedIn(ctx, 'recruit');
    for (const path of ['/api/reports/', '/api/reports/pipeline-summary/', '/api/reports/pipeline-summary/csv/']) {
      expect((await call(ctx, 'GET', path)).statusCode).toBe(401);
      expect((await call(ctx, 'GET', path, recruit.headers)).statusCode).toBe(403);
    }
  });
});
