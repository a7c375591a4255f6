import type { Sql } from '../../db/connect.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import type { OnboardingReadyRecruit, OnboardingReadyResponse } from '@shared/schemas/recruits.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import {
  CLEARVIEW_DONE_STATUSES,
  MIN_PROFILE_COMPLETION_FOR_ONBOARDING,
  REQUESTED_OR_STARTED_STATUSES,
  hasCompletedClearview,
} from '@shared/domain/onboarding-eligibility.ts';

const LIMIT = 200;

/**
 * The recruits the shared rule (shared/domain/onboarding-eligibility.ts) finds eligible for a new
 * onboarding request, written as one query; tests/server/onboarding/eligibility-agreement.test.ts
 * holds it to that rule for every status on both sides of the profile threshold.
 */
export async function listOnboardingReady(sql: Sql, search?: string): Promise<OnboardingReadyResponse> {
  const pattern = search ? likePattern(search) : null;
  const rows = await sql<(Omit<OnboardingReadyRecruit, 'clearview_completed'> & { has_completed_session: boolean; total: number })[]>`
    select r.id, r.first_name, r.last_name, r.email, r.status, r.profile_completion_percentage,
           exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed') as has_completed_session,
           count(*) over ()::int as total
    from recruits r
    where r.status <> all(${REQUESTED_OR_STARTED_STATUSES as unknown as string[]})
      and not exists (select 1 from onboarding_requests q where q.recruit_id = r.id and q.status <> 'rejected')
      and not exists (select 1 from onboarding_processes p where p.recruit_id = r.id)
      and (
        r.profile_completion_percentage >= ${MIN_PROFILE_COMPLETION_FOR_ONBOARDING}
        or r.status = any(${CLEARVIEW_DONE_STATUSES as string[]})
        or exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed')
      )
      ${pattern ? sql`and lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.phone) like ${pattern}` : sql``}
    order by lower(r.last_name), lower(r.first_name), r.id
    limit ${LIMIT}`;
  const results = rows.map(({ has_completed_session, total: _total, ...r }) => ({
    ...r,
    clearview_completed: hasCompletedClearview(r.status as RecruitStatus, has_completed_session),
  }));
  return { results, count: rows[0]?.total ?? 0 };
}
