import type { Sql } from '../../db/connect.ts';
import { badRequest } from '../../lib/http-error.ts';
import { STATUS_LABELS, type RecruitStatus } from '../../../../shared/domain/recruit-status.ts';
import type { TimelineEntry } from '../../../../shared/schemas/recruits.ts';
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

// Entries the server writes itself: a client reporting one could forge the pipeline's history.
// Every onboarding_* action is the onboarding module's (requested, approved, task completed, ...).
const SYSTEM_ACTIONS = new Set([
  'recruit_created', 'recruit_updated', 'status_updated', 'invite_sent', 'profile_accepted',
  'clearview_scheduled', 'clearview_completed', 'discovery_access_enabled',
]);
const isSystemAction = (type: string) => SYSTEM_ACTIONS.has(type) || type.startsWith('onboarding_');

/** Records a client-reported activity (e.g. dashboard_visit) by the signed-in user. */
export async function trackActivity(
  sql: Sql,
  actorId: number,
  recruitId: number,
  body: { activity_type: string; details: Record<string, unknown> },
): Promise<{ id: number }> {
  if (isSystemAction(body.activity_type)) {
    const msg = `activity_type ${body.activity_type} is recorded by the server itself`;
    throw badRequest(msg, { activity_type: [msg] });
  }
  const id = await logActivity(sql, { recruitId, actorId, action: body.activity_type, details: body.details });
  return { id };
}
