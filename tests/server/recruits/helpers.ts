// Shared set-up for the recruit pipeline tests: everything goes through the real API.
import { randomBytes } from 'node:crypto';
import type { TestContext } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import type { Recruit } from '@shared/schemas/recruits.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';

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

export async function createRecruit(ctx: TestContext, headers: Headers, overrides: Record<string, unknown> = {}): Promise<Recruit> {
  const res = await call(ctx, 'POST', '/api/recruits/', headers, validRecruit(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

type Reply = Awaited<ReturnType<typeof call>>;
function ok(res: Reply, what: string): Reply {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * One move, made the way the app makes it: a move that has its own action goes through that
 * action (PATCH refuses it), every other move is a PATCH.
 */
async function step(ctx: TestContext, headers: Headers, id: number, to: RecruitStatus): Promise<void> {
  const path = `/api/recruits/${id}/`;
  switch (to) {
    case 'profile_accepted': {
      const r: Recruit = ok(await call(ctx, 'GET', path, headers), 'read').json();
      const { inviteUrl } = ok(await call(ctx, 'POST', `${path}send_acceptance_invite/`, headers), 'invite').json();
      const form = { firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone };
      ok(await call(ctx, 'POST', `/api/accept/${inviteUrl.split('/accept/')[1]}/`, undefined, form), 'accept');
      return;
    }
    case 'clearview_scheduled':
      ok(await call(ctx, 'POST', `${path}schedule_clearview/`, headers, { scheduledDate: inDays(2), linkType: 'generated' }), 'schedule');
      return;
    case 'clearview_completed': {
      const [session] = await ctx.sql<{ token: string }[]>`
        select token from clearview_sessions where recruit_id = ${id} and status <> 'completed' order by created_at desc limit 1`;
      if (!session) throw new Error(`recruit ${id} has no open ClearView session`);
      ok(await call(ctx, 'POST', `/api/clearview/${session.token}/complete/`, undefined, { sessionData: {} }), 'complete');
      return;
    }
    case 'discovery_access_expanded': {
      // At clearview_completed enabling moves the recruit; from a later stage it keeps the status.
      const { recruit } = ok(await call(ctx, 'POST', `${path}enable_discovery_access/`, headers, {}), 'enable discovery').json();
      if (recruit.status !== to) ok(await call(ctx, 'PATCH', path, headers, { status: to }), `move to ${to}`);
      return;
    }
    case 'onboarding_initiated':
      ok(await call(ctx, 'POST', '/api/onboarding/processes/', headers, { recruit: id }), 'initiate onboarding');
      return;
    default:
      ok(await call(ctx, 'PATCH', path, headers, { status: to }), `move to ${to}`);
  }
}

/** Walks a recruit along the pipeline one step at a time, each step through its real action or PATCH. */
export async function walk(ctx: TestContext, headers: Headers, id: number, path: RecruitStatus[]): Promise<Recruit> {
  for (const status of path) await step(ctx, headers, id, status);
  return ok(await call(ctx, 'GET', `/api/recruits/${id}/`, headers), 'read').json();
}

/** Set-up only: puts a recruit at a status directly in the database (no timeline, no action). */
export async function placeAt(ctx: TestContext, id: number, status: RecruitStatus): Promise<void> {
  await ctx.sql`update recruits set status = ${status}, status_changed_at = now() where id = ${id}`;
}

export const TO_CLEARVIEW_COMPLETED: RecruitStatus[] = ['profile_accepted', 'clearview_scheduled', 'clearview_completed'];

/** A future ISO date-time, `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/**
 * An hour ago, written in the offset whose clock shows about noon now: the same calendar day there,
 * so the time rules answer "already passed" rather than "before today".
 */
export function earlierToday(): string {
  const now = new Date();
  let hours = 12 - now.getUTCHours();
  if (hours > 14) hours -= 24;
  if (hours < -12) hours += 24;
  const local = new Date(now.getTime() + hours * 3_600_000 - 3_600_000);
  const sign = hours < 0 ? '-' : '+';
  return `${local.toISOString().slice(0, 19)}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}
