import { DISCOVERY_MODULES } from '@shared/domain/discovery-modules.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { seedUsers } from '../../../server/src/seed/users.ts';
import { seedRecruits } from '../../../server/src/seed/recruits.ts';
import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import { canTransition } from '@shared/domain/pipeline-transitions.ts';
import { call } from '../../support/api.ts';

const ctx = setupTestApp();
const login = async (i: 0 | 1) => {
  const a = DEMO_ACCOUNTS[i];
  const res = await call(ctx, 'POST', '/api/auth/login/', undefined, { email: a.email, password: a.password, user_type: a.user_type });
  return res.json() as { access: string; user: { recruit_id: number | null } };
};

beforeAll(async () => {
  const seed = { sql: ctx.sql, appUrl: ctx.config.appUrl, log: () => {} };
  await seedUsers(seed);
  await seedRecruits(seed);
}, 60_000);

describe('seedRecruits', () => {
  it('fills every status of the pipeline, owned by the demo recruiter', async () => {
    const { access } = await login(0);
    const stats = (await call(ctx, 'GET', '/api/recruits/stats/', { authorization: `Bearer ${access}` })).json();
    expect(stats.total_recruits).toBe(40);
    for (const s of RECRUIT_STATUSES) expect(stats.by_status[s], s).toBeGreaterThan(0);
    const owners = await ctx.sql`select distinct u.email from recruits r join users u on u.id = r.recruiter_id`;
    expect(owners.map((o) => o.email)).toEqual([DEMO_ACCOUNTS[0].email]);
    const [{ oldest }] = await ctx.sql`select max(now() - created_at) < interval '90 days' as oldest from recruits`;
    expect(oldest).toBe(true);
  });

  it('gives every recruit a timeline of allowed moves ending at its status', async () => {
    const rows = await ctx.sql<{ recruit_id: number; status: RecruitStatus; stages: RecruitStatus[]; days: (number | null)[] }[]>`
      select r.id as recruit_id, r.status, array_agg(t.stage order by t.created_at, t.id) as stages,
             array_agg(t.days_in_stage order by t.created_at, t.id) as days
      from recruits r join status_timeline t on t.recruit_id = r.id group by r.id`;
    expect(rows).toHaveLength(40);
    for (const r of rows) {
      expect(r.stages[0]).toBe('profile_created');
      expect(r.stages.at(-1)).toBe(r.status);
      for (let i = 1; i < r.stages.length; i++) {
        expect(canTransition(r.stages[i - 1], r.stages[i]), `${r.stages[i - 1]} → ${r.stages[i]}`).toBe(true);
        expect(r.days[i]).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('adds discovery access and ClearView sessions where the status implies them', async () => {
    const [{ missing_access }] = await ctx.sql`
      select count(*)::int as missing_access from recruits r
      where r.status not in ('profile_created', 'profile_accepted', 'clearview_scheduled', 'clearview_completed')
        and not exists (select 1 from discovery_access d where d.recruit_id = r.id and d.is_enabled)`;
    expect(missing_access).toBe(0);
    const sessions = await ctx.sql<{ status: RecruitStatus; session: string }[]>`
      select r.status, s.status as session from recruits r join clearview_sessions s on s.recruit_id = r.id`;
    expect(sessions.filter((s) => s.status === 'clearview_scheduled').every((s) => s.session === 'scheduled')).toBe(true);
    expect(sessions.filter((s) => s.session === 'completed').length).toBe(40 - 5 - 4 - 4);
  });

  it('links the demo recruit account to Jordan Avery with a completed ClearView session and every discovery tool', async () => {
    const { access, user } = await login(1);
    const headers = { authorization: `Bearer ${access}` };
    const own = (await call(ctx, 'GET', '/api/recruits/', headers)).json();
    expect(own.count).toBe(1);
    expect(own.results[0]).toMatchObject({
      id: user.recruit_id,
      first_name: 'Jordan',
      last_name: 'Avery',
      status: 'discovery_access_expanded',
      clearview_completed: true,
      recruiter_name: 'Morgan Reyes',
    });
    const [session] = await ctx.sql`select status, data from clearview_sessions where recruit_id = ${user.recruit_id}`;
    expect(session.status).toBe('completed');
    expect(session.data.productionDetails).toMatchObject({
      monthlyVolume: 2_000_000,
      avgLoanSize: 400_000,
      annualVolume: 24_000_000,
      unitsPerMonth: 5,
    });
    const timeline = (await call(ctx, 'GET', `/api/recruits/${user.recruit_id}/timeline/`, headers)).json().results;
    expect(timeline.map((t: { stage: string }) => t.stage)).toEqual([
      'profile_created',
      'profile_accepted',
      'clearview_scheduled',
      'clearview_completed',
      'discovery_access_expanded',
    ]);
    expect(timeline[1].actor).toBe('Jordan Avery');
    const [tools] = await ctx.sql`select is_enabled, enabled_modules from discovery_access where recruit_id = ${user.recruit_id}`;
    expect(tools).toEqual({ is_enabled: true, enabled_modules: [...DISCOVERY_MODULES] });
  });
});
