import type { AllActivityResponse } from '@shared/schemas/activity';
import { useDashboardPage } from './overview';

/** The Candidate Activity filters as the query string sends them (empty values are left out). */
type ActivityFilter = Record<string, string>;

/** Candidate Activity, one page; docs/spec/doc2.md §8: a failed load is only logged (the list shows empty). */
export const useAllActivity = (q: ActivityFilter) => useDashboardPage<AllActivityResponse>('activity', '/all-activity-logs/', q);
