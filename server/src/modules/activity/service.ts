import type { ActivityLogList, ActivityLogQuery, AllActivityQuery, AllActivityResponse } from '@shared/schemas/activity.ts';
import type { z } from 'zod';
import type { AccessClaims } from '../../plugins/auth.ts';
import type { Deps } from '../../deps.ts';
import { pageOf, pagedAnswer } from '../../lib/paging.ts';
import { assertRecruitVisible } from '../recruits/visibility.ts';
import { listActivity, searchActivity } from './repo.ts';
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
  const { rows, count } = await listActivity(deps.sql, user, q.recruit, page);
  return pagedAnswer(requestUrl, page, count, rows);
}

/** Candidate Activity (docs/dashboard.md): the log of the recruits the user sees, filtered, one page. */
export async function allActivity(deps: Deps, user: AccessClaims, q: AllActivityQuery, requestUrl: string): Promise<AllActivityResponse> {
  const page = pageOf(q, ACTIVITY_PAGE_SIZE);
  const { rows, count } = await searchActivity(deps.sql, q, user, page);
  return pagedAnswer(requestUrl, page, count, rows);
}

/** The page size of /activity-logs/ when neither page_size nor limit is given. */
const ACTIVITY_LOG_DEFAULT_SIZE = 50;
