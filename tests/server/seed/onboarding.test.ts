import { beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../server/src/lib/present.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { login } from '../../support/fixtures.ts';
import { seedUsers } from '../../../server/src/seed/users.ts';
import { seedRecruits } from '../../../server/src/seed/recruits.ts';
import { seedOnboarding } from '../../../server/src/seed/onboarding.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@shared/schemas/auth.ts';
import { API, keyOf } from '../onboarding/helpers.ts';
import { call, type Headers } from '../../support/api.ts';

const ctx = setupTestApp();
let headers: Headers;
beforeAll(async () => {
  const seed = { sql: ctx.sql, appUrl: ctx.config.appUrl, log: () => {} };
  await seedUsers(seed);
  await seedRecruits(seed);
  await seedOnboarding(seed);
  headers = (await login(ctx, DEMO_ACCOUNTS[0].email, 'recruiter', DEMO_PASSWORD)).headers;
}, 60_000);

describe('seedOnboarding', () => {
  it('adds five departments with workstreams and 20 templates', async () => {
    const departments = (await call(ctx, 'GET', `${API}/departments/`, headers)).json().results;
    expect(departments.map((d: { name: string }) => d.name)).toEqual(['Licensing', 'IT', 'Marketing', 'Payroll/HR', 'Compliance']);
    for (const d of departments) expect(d.workstream_count).toBeGreaterThan(0);
    const templates = (await call(ctx, 'GET', `${API}/task-templates/`, headers)).json();
    expect(templates.results).toHaveLength(20);
    expect(templates.results.filter((t: { is_conditional: boolean }) => t.is_conditional).length).toBeGreaterThan(0);
  });

  it('has requests in every status, matching the recruits’ statuses', async () => {
    const all = (await call(ctx, 'GET', `${API}/requests/?page_size=200`, headers)).json().results as {
      status: string;
      recruit: { status: string };
    }[];
    const expected: Record<string, string> = { pending: 'onboarding_requested', approved: 'onboarding_initiated', completed: 'onboarded' };
    for (const status of ['pending', 'approved', 'rejected', 'completed']) {
      const some = all.filter((r) => r.status === status);
      expect(some.length, status).toBeGreaterThan(0);
      if (expected[status]) for (const r of some) expect(r.recruit.status, status).toBe(expected[status]);
    }
  });

  it('has one process in progress with tasks in mixed statuses, and completed processes for onboarded recruits', async () => {
    const processes = (await call(ctx, 'GET', `${API}/processes/`, headers)).json().results as {
      id: number;
      status: string;
      recruit_status: string;
      progress_percentage: number;
      tasks: { status: string; days_overdue: number }[];
    }[];
    const mixed = present(
      processes.find((p) => new Set(p.tasks.map((t) => t.status)).size === 4),
      'A process with tasks in all four statuses',
    );
    expect(mixed.status).toBe('blocked');
    expect(mixed.progress_percentage).toBeGreaterThan(0);
    expect(mixed.progress_percentage).toBeLessThan(100);
    expect(mixed.tasks.some((t) => t.days_overdue > 0)).toBe(true);
    for (const p of processes.filter((x) => x.recruit_status === 'onboarded'))
      expect(p).toMatchObject({ status: 'completed', progress_percentage: 100 });
    // The stored status (used by the list filter) agrees with the one derived from the tasks.
    const stored = await ctx.sql<{ id: number; status: string }[]>`select id, status from onboarding_processes order by id`;
    const derived = processes.map((p) => ({ id: p.id, status: p.status }));
    expect(derived.sort((a, b) => a.id - b.id)).toEqual(stored.map((r) => ({ id: r.id, status: r.status })));
  });

  it('leaves the demo recruit free to request onboarding; the dashboards open with their keys', async () => {
    const me = await login(ctx, DEMO_ACCOUNTS[1].email, 'recruit', DEMO_PASSWORD);
    expect((await call(ctx, 'GET', `${API}/requests/`, me.headers)).json().results).toEqual([]);
    const res = await call(ctx, 'POST', `${API}/requests/`, me.headers, { current_role: 'Loan Officer' });
    expect(res.statusCode).toBe(201);
    const summary = (await call(ctx, 'GET', `${API}/tasks/dashboard_summary/`, headers)).json().summary;
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.overdue).toBeGreaterThanOrEqual(0);
    const it = (await call(ctx, 'GET', `${API}/departments/`, headers)).json().results.find((d: { name: string }) => d.name === 'IT');
    const dash = await call(ctx, 'GET', `/api/onboarding/department/${it.id}/tasks/?key=${keyOf(it.dashboard_url)}`);
    expect(dash.json().summary.total).toBeGreaterThan(0);
  });
});
