// The import's writes are set-based (docs/recruits-api.md, "Import"): one statement per kind of row
// for the whole file, never one round trip per recruit, so 10,000 rows take seconds.
import type { Sql } from '../../../db/connect.ts';
import type { RecruitCreateInput } from '@shared/schemas/recruits.ts';

type ImportedRecruit = RecruitCreateInput & { profile_completion_percentage: number };

/** The recruits already holding any of these e-mails (compared lower-cased, as the unique index does). */
export async function recruitsByEmail(sql: Sql, lowerEmails: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; email: string }[]>`
    select id, lower(email) as email from recruits where lower(email) = any(${lowerEmails}::text[])`;
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Inserts every recruit in one statement, owned by `ownerId`; their ids by lower-cased e-mail. */
export async function insertRecruits(sql: Sql, rows: ImportedRecruit[], ownerId: number): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await sql<{ id: number; email: string }[]>`
    insert into recruits (first_name, last_name, email, phone, states_licensed, nmls_id, recruiting_source, notes,
                          profile_completion_percentage, recruiter_id)
    select x.first_name, x.last_name, x.email, x.phone, x.states_licensed, x.nmls_id, x.recruiting_source, x.notes,
           x.profile_completion_percentage, ${ownerId}
    from jsonb_to_recordset(${sql.json(rows as never)}::jsonb) as x(
      first_name text, last_name text, email text, phone text, states_licensed text[], nmls_id text,
      recruiting_source text, notes text, profile_completion_percentage int)
    returning id, lower(email) as email`;
  return new Map(inserted.map((r) => [r.email, r.id]));
}

/** The first timeline entry and the "recruit_created" activity of each new recruit, two statements in all. */
export async function recordCreated(sql: Sql, ids: number[], actorId: number): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    insert into status_timeline (recruit_id, stage, previous_stage, actor_id, days_in_stage)
    select id, 'profile_created', null, ${actorId}, null from unnest(${ids}::int[]) as id`;
  await sql`
    insert into activity_logs (recruit_id, actor_id, action, details)
    select r.id, ${actorId}, 'recruit_created',
           jsonb_build_object('name', r.first_name || ' ' || r.last_name, 'email', r.email, 'recruiting_source', r.recruiting_source, 'imported', true)
    from recruits r where r.id = any(${ids}::int[])`;
}

/** Overwrites the given fields of existing recruits (`id` in each row) in one statement, with their activity rows. */
export async function updateRecruits(
  sql: Sql,
  rows: (Partial<RecruitCreateInput> & { id: number })[],
  fields: readonly string[],
  actorId: number,
): Promise<void> {
  if (rows.length === 0 || fields.length === 0) return;
  const assignments = fields.map((f) => sql`${sql(f)} = x.${sql(f)}`);
  const set = assignments.reduce((all, one) => sql`${all}, ${one}`);
  await sql`
    update recruits r set ${set}, updated_at = now()
    from jsonb_to_recordset(${sql.json(rows as never)}::jsonb) as x(
      id int, first_name text, last_name text, phone text, states_licensed text[], nmls_id text, recruiting_source text, notes text)
    where r.id = x.id`;
  await sql`
    insert into activity_logs (recruit_id, actor_id, action, details)
    select id, ${actorId}, 'recruit_updated', jsonb_build_object('fields', ${sql.json(fields as never)}::jsonb, 'imported', true)
    from unnest(${rows.map((r) => r.id)}::int[]) as id`;
}

/** Whether any active webhook endpoint listens for `type` (then each created recruit emits its event). */
export async function anyoneListensFor(sql: Sql, type: string): Promise<boolean> {
  const [row] = await sql<
    { yes: boolean }[]
  >`select exists (select 1 from webhook_endpoints where is_active and ${type} = any(events)) as yes`;
  return row.yes;
}
