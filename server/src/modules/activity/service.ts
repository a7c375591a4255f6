import type { ActivityLogList, ActivityLogQuery, AllActivityQuery, AllActivityResponse } from '@shared/schemas/activity.ts';
import type { z } from 'zod';
import type { AccessClaims } from '../../plugins/auth.ts';
import type { Deps } from '../../deps.ts';
import { pageOf, pagedAnswer } from '../../lib/paging.ts';
import { assertRecruitVisible, recruitIdVisibleTo, recruitVisibleTo } from '../recruits/visibility.ts';
import { listActivity, recruitActivityPage, searchActivity } from './repo.ts';
import { ACTIVITY_PAGE_SIZE } from '@shared/domain/activity.ts';

/** A recruit's log or everyone's, newest first; a recruit user reads only their own record's. */
export async function recruitActivity(
  deps: Deps,
  user: AccessClaims,
  q: z.infer<typeof ActivityLogQuery>,
  requestUrl: string,
): Promise<z.infer<typeof ActivityLogList>> {
  if (q.recruit !== undefined) await assertRecruitVisible(deps.sql, user, q.recruit);
  const page = pageOf({ page: q.page, page_size: q.page_size ?? q.limit }, ACTIVITY_LOG_DEFAULT_SIZE);
  const { rows, count } =
    q.recruit === undefined
      ? await listActivity(deps.sql, recruitIdVisibleTo(deps.sql, user, 'a.recruit_id'), seesEveryRecruit(deps.sql, user), page)
      : await recruitActivityPage(deps.sql, q.recruit, page);
  return pagedAnswer(requestUrl, page, count, rows);
}

/** Candidate Activity (docs/dashboard.md): the log of the recruits the user sees, filtered, one page. */
export async function allActivity(deps: Deps, user: AccessClaims, q: AllActivityQuery, requestUrl: string): Promise<AllActivityResponse> {
  const page = pageOf(q, ACTIVITY_PAGE_SIZE);
  const { rows, count } = await searchActivity(
    deps.sql,
    q,
    recruitIdVisibleTo(deps.sql, user, 'a.recruit_id'),
    seesEveryRecruit(deps.sql, user),
    page,
  );
  return pagedAnswer(requestUrl, page, count, rows);
}

/**
 * SQL that holds when `user` sees every recruit, asked of the visibility rule itself: a recruit that
 * no user owns (recruiter_id 0) and no recruit account names (id 0) is visible only to a user who
 * sees them all. The activity counts then come from the summaries instead of the log.
 */
const seesEveryRecruit = (sql: Deps['sql'], user: AccessClaims) =>
  sql`coalesce((select ${recruitVisibleTo(sql, user, 'r')} from (select 0 as id, 0 as recruiter_id) r), false)`;

/** The page size of /activity-logs/ when neither page_size nor limit is given. */
const ACTIVITY_LOG_DEFAULT_SIZE = 50;
