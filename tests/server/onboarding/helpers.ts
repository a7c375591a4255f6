// Shared set-up for the onboarding API tests: recruits at a given stage, signed-in users, departments and templates.
import { randomBytes } from 'node:crypto';
import { present } from '../../../server/src/lib/present.ts';
import type { TestContext } from '../../support/test-app.ts';
import { signedIn } from '../../support/fixtures.ts';
import { call, type Headers } from '../../support/api.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';

export const API = '/api/onboarding/api';

/** A recruit record at a stage (set directly: the pipeline walk is the recruits module's own test). */
export async function makeRecruit(
  ctx: TestContext,
  o: { status?: RecruitStatus; profile?: number; first_name?: string; last_name?: string; recruiter_id?: number | null } = {},
) {
  const email = `recruit-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.sql<{ id: number; email: string; first_name: string; last_name: string }[]>`
    insert into recruits (first_name, last_name, email, phone, status, profile_completion_percentage, recruiter_id)
    values (${o.first_name ?? 'Casey'}, ${o.last_name ?? 'Nguyen'}, ${email}, '555-0100', ${o.status ?? 'clearview_completed'},
            ${o.profile ?? 0}, ${o.recruiter_id ?? null})
    returning id, email, first_name, last_name`;
  return row;
}

export async function recruitStatus(ctx: TestContext, id: number): Promise<RecruitStatus> {
  const [row] = await ctx.sql<{ status: RecruitStatus }[]>`select status from recruits where id = ${id}`;
  return row.status;
}

/** A recruit record plus its signed-in recruit user. */
export async function recruitUser(ctx: TestContext, o: Parameters<typeof makeRecruit>[1] = {}) {
  const recruit = await makeRecruit(ctx, o);
  const session = await signedIn(ctx, 'recruit', { recruit_id: recruit.id });
  return { recruit, headers: session.headers };
}

let seq = 0;
/** A department through the API; returns its JSON (with dashboard_url holding the key). */
export async function makeDepartment(ctx: TestContext, headers: Headers, o: Record<string, unknown> = {}) {
  seq += 1;
  const res = await call(ctx, 'POST', `${API}/departments/`, headers, {
    name: `Department ${seq}-${randomBytes(2).toString('hex')}`,
    email: `dept${seq}@example.com`,
    ...o,
  });
  if (res.statusCode !== 201) throw new Error(`department: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string; email: string; dashboard_url: string };
}

export async function makeWorkstream(ctx: TestContext, headers: Headers, departmentId: number, name = 'General') {
  const res = await call(ctx, 'POST', `${API}/workstreams/`, headers, { name, department_id: departmentId });
  if (res.statusCode !== 201) throw new Error(`workstream: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string };
}

export async function makeTemplate(ctx: TestContext, headers: Headers, workstreamId: number, o: Record<string, unknown> = {}) {
  seq += 1;
  const res = await call(ctx, 'POST', `${API}/task-templates/`, headers, {
    workstream_id: workstreamId,
    title: `Task ${seq}`,
    description: `Do the thing number ${seq}`,
    ...o,
  });
  if (res.statusCode !== 201) throw new Error(`template: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; title: string; due_days_offset: number; weight_percentage: number; priority: string };
}

/** A department with one workstream and the given templates. */
export async function departmentWithTemplates(ctx: TestContext, headers: Headers, templates: Record<string, unknown>[]) {
  const department = await makeDepartment(ctx, headers);
  const workstream = await makeWorkstream(ctx, headers, department.id);
  const made = [];
  for (const t of templates) made.push(await makeTemplate(ctx, headers, workstream.id, t));
  return { department, workstream, templates: made };
}

/** A pending request for a fresh eligible recruit, created by staff. */
export async function pendingRequest(
  ctx: TestContext,
  headers: Headers,
  fields: Record<string, unknown> = {},
  recruitOpts: Parameters<typeof makeRecruit>[1] = {},
) {
  const recruit = await makeRecruit(ctx, recruitOpts);
  const res = await call(ctx, 'POST', `${API}/requests/create_by_recruiter/`, headers, { recruit_id: recruit.id, ...fields });
  if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return { recruit, request: res.json() as { id: number; status: string } };
}

/** Today + n days as YYYY-MM-DD on the database's calendar. */
export async function dbDatePlus(ctx: TestContext, days: number): Promise<string> {
  const [row] = await ctx.sql<{ d: string }[]>`select (current_date + ${days}::int)::text as d`;
  return row.d;
}

/** The key inside a department's dashboard_url. */
export const keyOf = (dashboardUrl: string): string => present(new URL(dashboardUrl).searchParams.get('key'), 'The dashboard key');

/** The request calls the request tests repeat, signed in as `headers` unless another user's are given. */
export function requestCalls(ctx: TestContext, headers: Headers) {
  return {
    approve: (id: number, payload: unknown, h: Headers = headers) =>
      call(ctx, 'POST', `${API}/requests/${id}/approve_with_templates/`, h, payload),
    byRecruiter: (payload: unknown, h: Headers = headers) => call(ctx, 'POST', `${API}/requests/create_by_recruiter/`, h, payload),
  };
}
