import type { Sql } from '../../db/connect.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import type { OnboardingReadyRecruit, OnboardingReadyResponse } from '../../../../shared/schemas/recruits.ts';
import type { RecruitStatus } from '../../../../shared/domain/recruit-status.ts';
import { isAtOrPastClearviewCompleted } from './serialize.ts';

const LIMIT = 200;

/**
 * doc3 §4.4: eligible for a new onboarding request = no existing request AND (profile completion
 * ≥ 60 OR ClearView completed OR status clearview_completed).
 *
 * "No existing request": no onboarding request other than a rejected one, and no onboarding
 * process yet (docs/onboarding.md); a recruit at onboarding_requested or later is left out too.
 */
export async function listOnboardingReady(sql: Sql, search?: string): Promise<OnboardingReadyResponse> {
  const pattern = search ? likePattern(search) : null;
  const rows = await sql<(Omit<OnboardingReadyRecruit, 'clearview_completed'> & { has_completed_session: boolean; total: number })[]>`
    select r.id, r.first_name, r.last_name, r.email, r.status, r.profile_completion_percentage,
           exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed') as has_completed_session,
           count(*) over ()::int as total
    from recruits r
    where r.status not in ('onboarding_requested', 'onboarding_initiated', 'onboarded')
      and not exists (select 1 from onboarding_requests q where q.recruit_id = r.id and q.status <> 'rejected')
      and not exists (select 1 from onboarding_processes p where p.recruit_id = r.id)
      and (
        r.profile_completion_percentage >= 60
        or r.status not in ('profile_created', 'profile_accepted', 'clearview_scheduled')
        or exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed')
      )
      ${pattern ? sql`and lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.phone) like ${pattern}` : sql``}
    order by lower(r.last_name), lower(r.first_name), r.id
    limit ${LIMIT}`;
  const results = rows.map(({ has_completed_session, total: _total, ...r }) => ({
    ...r,
    clearview_completed: isAtOrPastClearviewCompleted(r.status as RecruitStatus) || has_completed_session,
  }));
  return { results, count: rows[0]?.total ?? 0 };
}
