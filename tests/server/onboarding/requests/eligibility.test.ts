// One eligibility rule (issue 9, docs/onboarding.md "Eligibility"): for every status on both sides
// of the profile threshold, the staff "onboarding ready" list, the recruit's own dashboard (the
// shared rule on the recruit's own record) and the server's answer to the recruit's request agree.
import { describe, expect, it } from 'vitest';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import { canRequestOnboarding, eligibilityFactsOf } from '@shared/domain/onboarding-eligibility.ts';
import type { Recruit } from '@shared/schemas/recruit-responses.ts';
import { setupTestApp } from '../../../support/test-app.ts';
import { API, recruitUser } from '../helpers.ts';
import { call, staff } from '../../../support/api.ts';

const ctx = setupTestApp();

describe('onboarding eligibility: staff list, recruit dashboard and server agree', () => {
  it('every status × profile 59 % and 60 %', async () => {
    const { headers: staffHeaders } = await staff(ctx);
    const cases: { label: string; id: number; headers: Record<string, string> }[] = [];
    for (const status of RECRUIT_STATUSES) {
      for (const profile of [59, 60]) {
        const { recruit, headers } = await recruitUser(ctx, { status, profile, last_name: `${status}-${profile}` });
        cases.push({ label: `${status} at ${profile} %`, id: recruit.id, headers });
      }
    }
    const ready = (await call(ctx, 'GET', '/api/recruits/onboarding_ready/', staffHeaders)).json() as { results: { id: number }[] };
    const onStaffList = new Set(ready.results.map((r) => r.id));

    const verdicts: Record<string, { staff: boolean; dashboard: boolean; server: boolean }> = {};
    for (const c of cases) {
      const own = (await call(ctx, 'GET', `/api/recruits/${c.id}/`, c.headers)).json() as Recruit;
      const dashboard = canRequestOnboarding(eligibilityFactsOf(own));
      const request = await call(ctx, 'POST', `${API}/requests/`, c.headers, {});
      expect([201, 409], `${c.label}: ${request.body}`).toContain(request.statusCode);
      verdicts[c.label] = { staff: onStaffList.has(c.id), dashboard, server: request.statusCode === 201 };
    }
    const disagreements = Object.entries(verdicts).filter(([, v]) => v.staff !== v.dashboard || v.dashboard !== v.server);
    expect(disagreements).toEqual([]);

    // The rule itself, as docs/onboarding.md states it.
    const eligible = Object.entries(verdicts)
      .filter(([, v]) => v.server)
      .map(([label]) => label);
    expect(eligible).toContain('discovery_access_expanded at 59 %');
    expect(eligible).toContain('profile_accepted at 60 %');
    expect(eligible).not.toContain('profile_accepted at 59 %');
    expect(eligible).not.toContain('onboarding_requested at 60 %');
    expect(eligible).not.toContain('onboarded at 60 %');
    expect(eligible).toHaveLength(2 * 8 + 3); // 8 statuses from clearview_completed to proforma_completed, plus 3 earlier at 60 %
  });
});
