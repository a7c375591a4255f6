import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { CampaignType, StepChannel } from '@shared/domain/nurture.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';

type EnrollmentRow = {
  id: number;
  recruit_id: number;
  campaign_id: number;
  is_active: boolean;
  enrolled_at: Date;
  current_step: number;
  paused_until: Date | null;
  /** The pause shift in seconds. */
  shift_seconds: number;
  ended_at: Date | null;
  ended_reason: string | null;
};

const columns = (sql: Sql) => sql`
  id, recruit_id, campaign_id, is_active, enrolled_at, current_step, paused_until,
  extract(epoch from schedule_shift)::float8 as shift_seconds, ended_at, ended_reason`;

export async function findEnrollment(sql: Sql, id: number, opts: { lock?: boolean } = {}): Promise<EnrollmentRow | undefined> {
  const [row] = await sql<EnrollmentRow[]>`
    select ${columns(sql)} from nurture_enrollments where id = ${id} ${opts.lock ? sql`for update` : sql``}`;
  return row;
}

export async function findActiveEnrollment(sql: Sql, recruitId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await sql<EnrollmentRow[]>`
    select ${columns(sql)} from nurture_enrollments where recruit_id = ${recruitId} and is_active`;
  return row;
}

export async function latestEnrollment(sql: Sql, recruitId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await sql<EnrollmentRow[]>`
    select ${columns(sql)} from nurture_enrollments where recruit_id = ${recruitId}
    order by is_active desc, enrolled_at desc, id desc limit 1`;
  return row;
}

/** `scope`: the recruits' condition on nurture_enrollments (recruitScope). */
export async function listEnrollmentIds(sql: Sql, q: { scope: Fragment; active?: boolean }): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select id from nurture_enrollments
    where ${q.scope}
      and ${q.active === undefined ? sql`true` : sql`is_active = ${q.active}`}
    order by enrolled_at desc, id desc limit 200`;
  return rows.map((r) => r.id);
}

export async function insertEnrollment(
  sql: Sql,
  e: { recruitId: number; campaignId: number; enrolledBy: number | null; at: Date },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into nurture_enrollments (recruit_id, campaign_id, enrolled_by, enrolled_at)
    values (${e.recruitId}, ${e.campaignId}, ${e.enrolledBy}, ${e.at}) returning id`;
  return row.id;
}

export async function endEnrollment(sql: Sql, id: number, reason: string, at: Date): Promise<void> {
  await sql`
    update nurture_enrollments set is_active = false, ended_at = ${at}, ended_reason = ${reason}, paused_until = null
    where id = ${id} and is_active`;
}

/** Pauses until `until`: every step not yet run moves by the time from now until then. */
export async function pauseEnrollment(sql: Sql, id: number, until: Date, now: Date): Promise<void> {
  await sql`
    update nurture_enrollments
    set schedule_shift = schedule_shift - greatest(coalesce(paused_until - ${now}::timestamptz, '0'), '0')
                         + (${until}::timestamptz - ${now}::timestamptz),
        paused_until = ${until}
    where id = ${id}`;
}

/** Resumes now: an early resume gives back the part of the pause not yet used. */
export async function resumeEnrollment(sql: Sql, id: number, now: Date): Promise<void> {
  await sql`
    update nurture_enrollments
    set schedule_shift = schedule_shift - greatest(coalesce(paused_until - ${now}::timestamptz, '0'), '0'),
        paused_until = null
    where id = ${id}`;
}

export async function setCurrentStep(sql: Sql, id: number, position: number): Promise<void> {
  await sql`update nurture_enrollments set current_step = greatest(current_step, ${position}) where id = ${id}`;
}

/** Steps of active, unpaused enrollments that are due and have not run (oldest first). */
export async function findDueSteps(sql: Sql, now: Date, limit = 500): Promise<{ enrollment_id: number; step_id: number }[]> {
  return sql<{ enrollment_id: number; step_id: number }[]>`
    select e.id as enrollment_id, s.id as step_id
    from nurture_enrollments e
    join nurture_campaign_steps s on s.campaign_id = e.campaign_id
    where e.is_active
      and (e.paused_until is null or e.paused_until <= ${now})
      and e.enrolled_at + make_interval(days => s.day_offset) + e.schedule_shift <= ${now}
      and not exists (select 1 from nurture_step_runs r where r.enrollment_id = e.id and r.step_id = s.id)
    order by e.enrolled_at + make_interval(days => s.day_offset), e.id, s.position
    limit ${limit}`;
}

/** Active enrollments whose every step ran and whose duration is over. */
export async function findFinished(sql: Sql, now: Date): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select e.id from nurture_enrollments e join nurture_campaigns c on c.id = e.campaign_id
    where e.is_active
      and e.enrolled_at + make_interval(days => c.duration_days) + e.schedule_shift <= ${now}
      and not exists (
        select 1 from nurture_campaign_steps s
        where s.campaign_id = e.campaign_id
          and not exists (select 1 from nurture_step_runs r where r.enrollment_id = e.id and r.step_id = s.id))`;
  return rows.map((r) => r.id);
}

/**
 * Claims one step of an enrollment: the unique (enrollment, step) row. Undefined when another
 * worker already wrote it, so the caller produces nothing.
 */
export async function insertStepRun(
  sql: Sql,
  r: { enrollmentId: number; stepId: number; outcome: 'message' | 'task' | 'skipped'; note: string; at: Date },
): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`
    insert into nurture_step_runs (enrollment_id, step_id, outcome, note, ran_at)
    values (${r.enrollmentId}, ${r.stepId}, ${r.outcome}, ${r.note}, ${r.at})
    on conflict (enrollment_id, step_id) do nothing returning id`;
  return row?.id;
}

export async function attachMessage(sql: Sql, runId: number, messageId: number): Promise<void> {
  await sql`update nurture_step_runs set message_id = ${messageId} where id = ${runId}`;
}

/** An enrollment with its recruit and campaign in place of their ids, its steps and the runs so far. */
export type EnrollmentView = Omit<EnrollmentRow, 'recruit_id' | 'campaign_id'> & {
  recruit: { id: number; name: string; email: string; status: RecruitStatus };
  campaign: { id: number; name: string; campaign_type: CampaignType; duration_days: number };
  steps: { id: number; position: number; day_offset: number; channel: StepChannel; title: string }[];
  runs: { step_id: number; outcome: 'message' | 'task' | 'skipped'; note: string; ran_at: string }[];
};

/** Enrollments with their recruit, campaign, steps and the runs so far, in the order of `ids`. */
export async function enrollmentViews(sql: Sql, ids: number[]): Promise<EnrollmentView[]> {
  if (ids.length === 0) return [];
  const rows = await sql<EnrollmentView[]>`
    select e.id, e.is_active, e.enrolled_at, e.current_step, e.paused_until,
           extract(epoch from e.schedule_shift)::float8 as shift_seconds, e.ended_at, e.ended_reason,
           json_build_object('id', r.id, 'name', r.first_name || ' ' || r.last_name, 'email', r.email, 'status', r.status) as recruit,
           json_build_object('id', c.id, 'name', c.name, 'campaign_type', c.campaign_type, 'duration_days', c.duration_days) as campaign,
           coalesce((select json_agg(json_build_object('id', s.id, 'position', s.position, 'day_offset', s.day_offset,
                                                       'channel', s.channel, 'title', s.title) order by s.position)
                     from nurture_campaign_steps s where s.campaign_id = c.id), '[]') as steps,
           coalesce((select json_agg(json_build_object('step_id', x.step_id, 'outcome', x.outcome, 'note', x.note, 'ran_at', x.ran_at))
                     from nurture_step_runs x where x.enrollment_id = e.id), '[]') as runs
    from nurture_enrollments e
    join recruits r on r.id = e.recruit_id
    join nurture_campaigns c on c.id = e.campaign_id
    where e.id in ${sql(ids)}`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
