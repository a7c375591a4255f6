import type { Sql } from '../../db/connect.ts';
import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { TimelineEntry } from '@shared/schemas/recruits.ts';
import { logActivity } from '../activity/repo.ts';

/**
 * The recruit's stages, oldest first. A stored row's days_in_stage is the time spent in the stage
 * it left, so an entry's own days come from the next row; the current stage counts up to now.
 */
export async function recruitTimeline(sql: Sql, recruitId: number): Promise<TimelineEntry[]> {
  const rows = await sql<(Omit<TimelineEntry, 'stage_display' | 'timestamp'> & { timestamp: Date })[]>`
    select t.stage, t.created_at as timestamp, t.notes,
           coalesce(lead(t.days_in_stage) over w, floor(extract(epoch from now() - t.created_at) / 86400)::int, 0) as days_in_stage,
           coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'System') as actor
    from status_timeline t
    left join users u on u.id = t.actor_id
    where t.recruit_id = ${recruitId}
    window w as (order by t.created_at, t.id)
    order by t.created_at, t.id`;
  return rows.map((r) => ({
    stage: r.stage,
    stage_display: STATUS_LABELS[r.stage as RecruitStatus] ?? r.stage,
    timestamp: r.timestamp.toISOString(),
    notes: r.notes,
    days_in_stage: Math.max(0, r.days_in_stage),
    actor: r.actor,
  }));
}

/** Records a client-reported activity (one of CLIENT_ACTIVITY_TYPES, checked by the schema) by the signed-in user. */
export async function trackActivity(
  sql: Sql,
  actorId: number,
  recruitId: number,
  body: { activity_type: string; details: Record<string, unknown> },
): Promise<{ id: number }> {
  const id = await logActivity(sql, { recruitId, actorId, action: body.activity_type, details: body.details });
  return { id };
}
