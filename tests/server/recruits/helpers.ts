// Shared set-up for the recruit pipeline tests: everything goes through the real API.
import { randomBytes } from 'node:crypto';
import type { TestContext } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import type { Recruit } from '../../../shared/schemas/recruits.ts';
import type { RecruitStatus } from '../../../shared/domain/recruit-status.ts';

export type Headers = { authorization: string };

export const unique = () => randomBytes(4).toString('hex');

export function validRecruit(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  return {
    first_name: 'Casey',
    last_name: `Morgan${tag}`,
    email: `casey.${tag}@example.com`,
    phone: '(555) 201-3344',
    states_licensed: ['CA', 'TX'],
    nmls_id: '1234567',
    recruiting_source: 'conference',
    notes: 'Met at the spring conference',
    ...overrides,
  };
}

export async function staff(ctx: TestContext) {
  return signedIn(ctx, 'recruiter');
}

export async function api(ctx: TestContext, method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: unknown) {
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function createRecruit(ctx: TestContext, headers: Headers, overrides: Record<string, unknown> = {}): Promise<Recruit> {
  const res = await api(ctx, 'POST', '/api/recruits/', headers, validRecruit(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Walks a recruit along allowed moves with PATCH, one step at a time. */
export async function walk(ctx: TestContext, headers: Headers, id: number, path: RecruitStatus[]): Promise<Recruit> {
  let last: Recruit | undefined;
  for (const status of path) {
    const res = await api(ctx, 'PATCH', `/api/recruits/${id}/`, headers, { status });
    if (res.statusCode !== 200) throw new Error(`move to ${status} failed: ${res.statusCode} ${res.body}`);
    last = res.json();
  }
  return last!;
}

export const TO_CLEARVIEW_COMPLETED: RecruitStatus[] = ['profile_accepted', 'clearview_scheduled', 'clearview_completed'];

/** A future ISO date-time, `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
