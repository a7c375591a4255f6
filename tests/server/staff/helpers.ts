// Set-up for the team management tests: the staff routes and the identities that call them.
import type { TestContext } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';

export const STAFF = '/api/staff/';

/** Invites a staff member as `headers` (an admin); throws unless the invitation is created. */
export async function invite(ctx: TestContext, headers: Headers, body: Record<string, unknown>) {
  const res = await call(ctx, 'POST', `${STAFF}invite/`, headers, body);
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; email: string; role: string; is_active: boolean; department_id: number | null };
}

export const patchStaff = (ctx: TestContext, headers: Headers, id: number, body: unknown) =>
  call(ctx, 'PATCH', `${STAFF}${id}/`, headers, body);

/** The audit rows of one user, oldest first. */
export function auditOf(ctx: TestContext, userId: number) {
  return ctx.sql<{ action: string; actor_id: number; before: unknown; after: unknown }[]>`
    select action, actor_id, before, after from audit_log where object_type = 'user' and object_id = ${String(userId)} order by id`;
}
