// Who sees which recruit: the one visibility rule (docs/team.md, "Who sees which recruit"). Every
// recruit-scoped path asks it: one recruit through `assertRecruitVisible`/`canSeeRecruit`, a list
// through the SQL condition `recruitVisibleTo`/`recruitIdVisibleTo`.
//
// - admins see every recruit;
// - recruiters see every recruit when company_settings.pipeline_visibility is 'team', otherwise only
//   the recruits they own (recruits.recruiter_id) and unassigned ones;
// - department users see no recruit (they work their department's tasks);
// - a recruit account sees exactly the record its `recruit_id` names.
//
// A hidden recruit answers 404 to staff (its existence is not revealed); a recruit asking for
// another record keeps the 403 "You can only see your own recruit record".
import type { FastifyRequest } from 'fastify';
import type { Fragment } from 'postgres';
import type { Sql } from '../../db/connect.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { NOT_YOUR_RECORD } from '@shared/domain/recruit-access.ts';

export const RECRUIT_NOT_FOUND = 'Recruit not found';

/**
 * A column reference such as `r.id`, written into the SQL text. postgres.js' `sql(name)` helper is not
 * used: it guesses what to build from the words before it (`in`, `select`…) in the outer query.
 * Names come from our code only; the pattern keeps them plain.
 */
function column(sql: Sql, name: string): Fragment {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(name)) throw new Error(`not a column name: ${name}`);
  return sql.unsafe(name) as unknown as Fragment;
}

/** The company's setting as SQL (one init-plan per statement); 'team' when no row says otherwise. */
const teamSeesAll = (sql: Sql): Fragment =>
  sql`coalesce((select cs.pipeline_visibility from company_settings cs where cs.id = 1), 'team') = 'team'`;

/**
 * The SQL condition "the user may see this recruit" on the recruits row aliased `alias` (default
 * `r`). Use it in every list that names recruits (pipeline, search, reports, exports).
 */
export function recruitVisibleTo(sql: Sql, user: AccessClaims, alias = 'r'): Fragment {
  if (user.type === 'recruit') return sql`${column(sql, `${alias}.id`)} = ${user.recruit_id ?? -1}`;
  if (user.role === 'admin') return sql`true`;
  if (user.role !== 'recruiter') return sql`false`;
  const owner = column(sql, `${alias}.recruiter_id`);
  return sql`(${owner} is null or ${owner} = ${user.sub} or ${teamSeesAll(sql)})`;
}

/**
 * The same rule for a table that holds a recruit id in `column` (e.g. `s.recruit_id`): rows of a
 * recruit the user may not see are left out; rows of no recruit stay for staff who work recruits.
 */
export function recruitIdVisibleTo(sql: Sql, user: AccessClaims, name: string): Fragment {
  const id = column(sql, name);
  if (user.type === 'recruit') return sql`${id} = ${user.recruit_id ?? -1}`;
  if (user.role === 'admin') return sql`true`;
  if (user.role !== 'recruiter') return sql`false`;
  return sql`(${id} is null or ${id} in (select vr.id from recruits vr where ${recruitVisibleTo(sql, user, 'vr')}))`;
}

/**
 * Whether the user may see recruit `recruitId`. A recruit that does not exist counts as visible to
 * staff who work recruits, so the caller's own lookup answers its 404.
 */
export async function canSeeRecruit(sql: Sql, user: AccessClaims, recruitId: number): Promise<boolean> {
  if (user.type === 'recruit') return user.recruit_id !== null && user.recruit_id === recruitId;
  if (user.role === 'admin') return true;
  if (user.role !== 'recruiter') return false;
  const [row] = await sql<{ visible: boolean }[]>`
    select ${recruitVisibleTo(sql, user, 'r')} as visible from recruits r where r.id = ${recruitId}`;
  return row?.visible ?? true;
}

/**
 * Refuses a recruit the user may not see: a recruit account with 403 (`refusal`), staff (a
 * recruiter under 'own', a department user) with 404 (`hidden`, default "Recruit not found").
 */
export async function assertRecruitVisible(
  sql: Sql,
  user: AccessClaims,
  recruitId: number,
  texts: { refusal?: string; hidden?: string } = {},
): Promise<void> {
  if (await canSeeRecruit(sql, user, recruitId)) return;
  if (user.type === 'recruit') throw forbidden(texts.refusal ?? NOT_YOUR_RECORD);
  throw notFound(texts.hidden ?? RECRUIT_NOT_FOUND);
}

/**
 * A route's preHandler that refuses, as above, a recruit the user may not see; `pick` reads the
 * recruit's id from the request (undefined: no such object, the handler answers its own 404).
 */
export const recruitInRequest =
  (sql: Sql, pick: (req: FastifyRequest) => number | undefined | Promise<number | undefined>) =>
  async (req: FastifyRequest): Promise<void> => {
    const id = await pick(req);
    if (id !== undefined) await assertRecruitVisible(sql, req.user, id);
  };

/** The preHandler for paths whose `:id` is a recruit. */
export const recruitInPath = (sql: Sql): ((req: FastifyRequest) => Promise<void>) =>
  recruitInRequest(sql, (req) => (req.params as { id: number }).id);

/** The preHandler for paths whose `:id` is a row of `table` (a session, a request…): its recruit decides. */
export const recruitOfPathRow = (sql: Sql, table: RecruitOwnedTable): ((req: FastifyRequest) => Promise<void>) =>
  recruitInRequest(sql, (req) => recruitOfRow(sql, table, (req.params as { id: number }).id));

/** The preHandler for bodies naming a recruit in `field`. */
export const recruitInBody = (sql: Sql, field: string): ((req: FastifyRequest) => Promise<void>) =>
  recruitInRequest(sql, (req) => (req.body as Record<string, number | undefined>)[field]);

/** Tables whose rows belong to one recruit (a recruit_id column). */
type RecruitOwnedTable =
  | 'nurture_enrollments'
  | 'nurture_meetings'
  | 'clearview_sessions'
  | 'proforma_sessions'
  | 'onboarding_requests'
  | 'onboarding_processes'
  | 'onboarding_tasks';

/** The recruit of row `id` of a recruit's table (for preHandlers of paths naming that row); a task's through its process. */
export async function recruitOfRow(sql: Sql, table: RecruitOwnedTable, id: number): Promise<number | undefined> {
  const [row] =
    table === 'onboarding_tasks'
      ? await sql<{ recruit_id: number }[]>`
          select p.recruit_id from onboarding_tasks t join onboarding_processes p on p.id = t.process_id where t.id = ${id}`
      : await sql<{ recruit_id: number }[]>`select recruit_id from ${sql(table)} where id = ${id}`;
  return row?.recruit_id;
}

/**
 * The recruit a list's optional `recruit` filter names, as the user may ask for it: a recruit
 * account always its own record; staff the named recruit once it is visible (else 404/403 as
 * above); undefined when staff name none (then scope the list with `recruitIdVisibleTo`).
 */
export async function recruitFilterFor(sql: Sql, user: AccessClaims, recruit: number | undefined): Promise<number | undefined> {
  if (user.type === 'recruit') return user.recruit_id ?? -1;
  if (recruit !== undefined) await assertRecruitVisible(sql, user, recruit);
  return recruit;
}

/**
 * A list's condition on its recruit id column `name`: the one recruit the optional filter names
 * (checked as in `recruitFilterFor`), else every recruit the user sees. A recruit account naming
 * another record gets its own (`otherRecruit: 'own'`) or nothing (`'none'`), as each list always did.
 * Wrapped in an object: a fragment is a thenable, and an async function would run it as a query.
 */
export async function recruitScope(
  sql: Sql,
  user: AccessClaims,
  name: string,
  recruit: number | undefined,
  otherRecruit: 'own' | 'none' = 'own',
): Promise<{ scope: Fragment }> {
  if (otherRecruit === 'none' && user.type === 'recruit' && recruit !== undefined && recruit !== user.recruit_id) {
    return { scope: sql`false` };
  }
  const named = await recruitFilterFor(sql, user, recruit);
  return { scope: named === undefined ? recruitIdVisibleTo(sql, user, name) : sql`${column(sql, name)} = ${named}` };
}

/**
 * The rule for a live room's ticket holder (who carries no role): the account's role as it stands
 * now decides; an inactive account sees nothing. Rooms refuse a staff socket for a hidden recruit
 * with the forbidden close code.
 */
export async function holderSeesRecruit(
  sql: Sql,
  holder: Pick<AccessClaims, 'sub' | 'type' | 'recruit_id'>,
  recruitId: number,
): Promise<boolean> {
  if (holder.type === 'recruit') return holder.recruit_id !== null && holder.recruit_id === recruitId;
  const [account] = await sql<Pick<AccessClaims, 'role' | 'department_id'>[]>`
    select role, department_id from users where id = ${holder.sub} and is_active`;
  return account !== undefined && canSeeRecruit(sql, { ...holder, ...account, ver: 0 }, recruitId);
}
