// Recruiting goals and the discovery activity log (docs/discovery.md): gating, ownership, the
// projection in the answer, validation.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, signInStaff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit, TO_CLEARVIEW_COMPLETED, walk } from '../recruits/helpers.ts';

const ctx = setupTestApp();
const staffHeaders = signInStaff(ctx);

/** A recruit user at discovery access expanded with the given modules, and a sandbox and the locked baseline. */
async function discoveryRecruit(modules: string[]) {
  const r = await createRecruit(ctx, staffHeaders);
  await walk(ctx, staffHeaders, r.id, TO_CLEARVIEW_COMPLETED);
  if (modules.length) {
    expect((await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, staffHeaders, { modules })).statusCode).toBe(200);
  }
  const user = await signedIn(ctx, 'recruit', { recruit_id: r.id });
  // Completing ClearView may have made the baseline already.
  const existing = (await call(ctx, 'GET', `/api/scenarios/?recruit=${r.id}`, staffHeaders)).json();
  const baseline =
    (existing.results ?? existing).find((s: { type: string }) => s.type === 'baseline') ??
    (await call(ctx, 'POST', '/api/scenarios/', staffHeaders, { recruit: r.id, name: 'Baseline', type: 'baseline' })).json();
  expect(baseline).toMatchObject({ type: 'baseline', is_locked: true });
  // Made by staff: a recruit without a scenario-based tool may not create one.
  const sandbox = (
    await call(ctx, 'POST', '/api/scenarios/', staffHeaders, { recruit: r.id, name: 'Plan B', type: 'sandbox', data: {} })
  ).json();
  expect(sandbox).toMatchObject({ type: 'sandbox' });
  return { recruit: r, headers: user.headers, baseline, sandbox };
}

describe('recruiting goals', () => {
  it('saves goals on a sandbox with the defaults filled in, and answers the projection', async () => {
    const me = await discoveryRecruit(['recruiting-calculator']);
    const created = await call(ctx, 'POST', '/api/recruiting-goals/', me.headers, { scenario: me.sandbox.id });
    expect(created.statusCode).toBe(201);
    const goals = created.json();
    expect(goals).toMatchObject({
      scenario: me.sandbox.id,
      target_annual_recruits: 12,
      compensation_structure: 'commission',
      commission_rate: 0.75,
    });
    // 12 × 625 + 9.375 × 78 (tests/unit/shared/calc/recruiting-goals.test.ts).
    expect(goals.projection.year_end_projections.total_income).toBeCloseTo(8231.25, 6);

    const listed = (await call(ctx, 'GET', `/api/recruiting-goals/?scenario=${me.sandbox.id}`, me.headers)).json();
    expect(listed.results.map((g: { id: number }) => g.id)).toEqual([goals.id]);

    const patched = await call(ctx, 'PATCH', `/api/recruiting-goals/${goals.id}/`, me.headers, {
      compensation_structure: 'salary_plus',
      base_salary: 60_000,
      override_rates: { level_1: 0.2 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().override_rates).toEqual({ level_1: 0.2, level_2: 0.1, level_3: 0.05 });
    expect(patched.json().projection.monthly_breakdown[0].personal_income).toBeCloseTo(5625, 6);

    const again = await call(ctx, 'POST', '/api/recruiting-goals/', me.headers, { scenario: me.sandbox.id });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a locked baseline as it is; an empty scenario answers an empty list', async () => {
    const me = await discoveryRecruit(['recruiting-calculator']);
    expect((await call(ctx, 'GET', `/api/recruiting-goals/?scenario=${me.baseline.id}`, me.headers)).json()).toEqual({ results: [] });
    const res = await call(ctx, 'POST', '/api/recruiting-goals/', me.headers, { scenario: me.baseline.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('locked');
  });

  it('refuses a recruit without the recruiting calculator (403), and another recruit’s scenario (403)', async () => {
    const locked = await discoveryRecruit(['live-pricing']);
    const refused = await call(ctx, 'GET', `/api/recruiting-goals/?scenario=${locked.sandbox.id}`, locked.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This discovery tool is not enabled for you. Please contact your recruiter.');
    expect((await call(ctx, 'POST', '/api/recruiting-goals/', locked.headers, { scenario: locked.sandbox.id })).statusCode).toBe(403);

    const other = await discoveryRecruit(['recruiting-calculator']);
    const mine = await discoveryRecruit(['recruiting-calculator']);
    expect((await call(ctx, 'POST', '/api/recruiting-goals/', mine.headers, { scenario: other.sandbox.id })).statusCode).toBe(403);
    // Staff are not gated.
    expect((await call(ctx, 'POST', '/api/recruiting-goals/', staffHeaders, { scenario: locked.sandbox.id })).statusCode).toBe(201);
  });

  it.each([
    [{ target_timeframe_months: 7 }, 'Timeframe must be one of 6, 12, 18, 24 months'],
    [{ commission_rate: 101 }, 'Commission rate must be between 0 and 100'],
    [{ target_annual_recruits: 1.5 }, 'Target annual recruits must be a whole number'],
    [{ compensation_structure: 'equity' }, 'Compensation structure must be one of'],
    [{ salary: 5 }, 'Unrecognized key'],
  ])('refuses %o with 400', async (patch, message) => {
    const me = await discoveryRecruit(['recruiting-calculator']);
    const res = await call(ctx, 'POST', '/api/recruiting-goals/', me.headers, { scenario: me.sandbox.id, ...patch });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api/recruiting-goals/?scenario=1')).statusCode).toBe(401);
  });
});

describe('POST /api/recruiting/api/discovery-activity/log_activity/', () => {
  it('logs a page load into the recruit’s history, which staff read', async () => {
    const me = await discoveryRecruit(['live-pricing']);
    const res = await call(ctx, 'POST', '/api/recruiting/api/discovery-activity/log_activity/', me.headers, {
      recruit: me.recruit.id,
      module_name: 'live-pricing',
      action: 'page_load',
      details: { from: 'dashboard' },
    });
    expect(res.statusCode).toBe(201);
    const log = (await call(ctx, 'GET', `/api/activity-logs/?recruit=${me.recruit.id}`, staffHeaders)).json();
    expect(log.results[0]).toMatchObject({ action: 'discovery_page_load', details: { module: 'live-pricing', from: 'dashboard' } });
  });

  it('refuses another recruit (403), an unknown action or module (400), an unknown recruit (404)', async () => {
    const me = await discoveryRecruit([]);
    const other = await discoveryRecruit([]);
    const post = (h: Headers, body: object) => call(ctx, 'POST', '/api/recruiting/api/discovery-activity/log_activity/', h, body);
    const ok = { recruit: me.recruit.id, module_name: 'scenarios', action: 'scenario_switch' };
    expect((await post(other.headers, ok)).statusCode).toBe(403);
    expect((await post(me.headers, { ...ok, action: 'delete_everything' })).statusCode).toBe(400);
    expect((await post(me.headers, { ...ok, module_name: 'crm' })).statusCode).toBe(400);
    expect((await post(staffHeaders, { ...ok, recruit: 999_999 })).statusCode).toBe(404);
  });
});
