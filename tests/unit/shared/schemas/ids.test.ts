import { describe, expect, it } from 'vitest';
import { idParam } from '@shared/schemas/common.ts';
import { CompanySettingsParams } from '@shared/schemas/company-settings.ts';
import { ClearviewTokenQuery, CreateClearviewSessionBody } from '@shared/schemas/clearview.ts';
import { CreateScenarioBody, ScenarioListQuery } from '@shared/schemas/scenarios.ts';
import { IdParams, RecruiterRequestBody } from '@shared/schemas/onboarding.ts';

const NOT_IDS = ['0x10', '1e3', ' 7', '+7', '1.5', '', 'abc', true, null, 1.5, '0', 0, -3, '99999999999', 2_147_483_648];

// Every id in a path, query or body is read the same way, so '0x10' is never 16 and an id too big
// for PostgreSQL's integer column is a 400 rather than a database error.
describe('ids in every contract', () => {
  const cases: [string, (v: unknown) => { success: boolean; data?: unknown }, string][] = [
    ['idParam', (v) => idParam.safeParse({ id: v }), 'id'],
    ['CompanySettingsParams', (v) => CompanySettingsParams.safeParse({ id: v }), 'id'],
    ['ClearviewTokenQuery.scenario', (v) => ClearviewTokenQuery.safeParse({ scenario: v }), 'scenario'],
    ['CreateClearviewSessionBody.recruit', (v) => CreateClearviewSessionBody.safeParse({ recruit: v }), 'recruit'],
    ['ScenarioListQuery.recruit', (v) => ScenarioListQuery.safeParse({ recruit: v }), 'recruit'],
    ['CreateScenarioBody.recruit', (v) => CreateScenarioBody.safeParse({ recruit: v, name: 'Plan' }), 'recruit'],
    ['onboarding IdParams', (v) => IdParams.safeParse({ id: v }), 'id'],
    ['RecruiterRequestBody.recruit_id', (v) => RecruiterRequestBody.safeParse({ recruit_id: v }), 'recruit_id'],
  ];

  for (const [name, parse, key] of cases) {
    const pick = (data: unknown) => (data as Record<string, unknown>)[key];
    it(`${name} accepts 7 and "7" and refuses look-alikes`, () => {
      for (const v of [7, '7', 2_147_483_647]) {
        const r = parse(v);
        expect(r.success, `${name} ${JSON.stringify(v)}`).toBe(true);
        expect(pick(r.data)).toBe(Number(v));
      }
      for (const v of NOT_IDS) expect(parse(v).success, `${name} ${JSON.stringify(v)}`).toBe(false);
    });
  }

  it('keeps the messages each contract had', () => {
    expect(idParam.safeParse({ id: 'abc' }).error?.issues[0]?.message).toBe('Must be a number');
    expect(idParam.safeParse({ id: '0' }).error?.issues[0]?.message).toBe('Must be a positive id');
    expect(idParam.safeParse({ id: '99999999999' }).error?.issues[0]?.message).toBe('No such id');
    expect(ScenarioListQuery.safeParse({ recruit: '1e3' }).error?.issues[0]?.message).toBe('recruit must be a recruit id');
    expect(ClearviewTokenQuery.safeParse({ scenario: 'abc' }).error?.issues[0]?.message).toBe('scenario must be a scenario id');
    expect(IdParams.safeParse({ id: '0x10' }).error?.issues[0]?.message).toBe('Id must be a number');
    expect(RecruiterRequestBody.safeParse({ recruit_id: 0 }).error?.issues.find((i) => i.path[0] === 'recruit_id')?.message).toBe(
      'Recruit must be a positive id',
    );
    expect(IdParams.safeParse({ id: 99999999999 }).error?.issues[0]?.message).toBe('No such id');
  });
});
