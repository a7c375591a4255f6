// The Proforma screen's overview and the upcoming sessions (docs/proforma.md, "Overview").
import type { Deps } from '../../../deps.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { recruitScope } from '../../recruits/visibility.ts';
import { RECENT_SESSIONS_LIMIT } from '@shared/domain/proforma.ts';
import type { WholeList } from '@shared/schemas/common.ts';
import type { ProformaOverview, ProformaSessionItem } from '@shared/schemas/proforma-responses.ts';
import { serializeSession } from './serialize.ts';
import * as repo from './repo.ts';

const UPCOMING_LIMIT = 20;

/** Tiles and recent sessions, for every recruit the user sees or one; conversion = completed ÷ total, one decimal. */
export async function proformaOverview(deps: Deps, user: AccessClaims, recruitId?: number): Promise<ProformaOverview> {
  const { scope } = await recruitScope(deps.sql, user, 's.recruit_id', recruitId);
  const [counts, recent] = await Promise.all([
    repo.countByStatus(deps.sql, scope),
    repo.listSessions(deps.sql, { scope, limit: RECENT_SESSIONS_LIMIT, offset: 0 }),
  ]);
  const total = counts.scheduled + counts.in_progress + counts.completed;
  return {
    total_sessions: total,
    completed_sessions: counts.completed,
    scheduled_sessions: counts.scheduled,
    in_progress_sessions: counts.in_progress,
    conversion_rate: total === 0 ? 0 : Math.round((counts.completed / total) * 1000) / 10,
    recent_sessions: recent.rows.map((r) => serializeSession(r, deps.config.appUrl, 'staff')),
  };
}

/** Scheduled sessions from an hour ago on, soonest first (at most UPCOMING_LIMIT). */
export async function upcomingSessions(deps: Deps, user: AccessClaims, recruitId?: number): Promise<WholeList<ProformaSessionItem>> {
  const { scope } = await recruitScope(deps.sql, user, 's.recruit_id', recruitId);
  const rows = await repo.listUpcoming(deps.sql, { scope, limit: UPCOMING_LIMIT });
  return { results: rows.map((r) => serializeSession(r, deps.config.appUrl, 'staff')) };
}
