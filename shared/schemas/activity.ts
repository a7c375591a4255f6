// GET /all-activity-logs/ (docs/dashboard.md, "Candidate Activity"): the whole log for staff, paged and filtered.
import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE } from '../domain/activity.ts';
import { isoDate, optionalQuery, plainText, wholeNumber } from './common.ts';
import type { ActivityLogItem } from './recruit-responses.ts';

export const AllActivityQuery = z
  .object({
    page: optionalQuery(wholeNumber('Page').pipe(z.number().min(1, 'Page starts at 1').max(100_000, 'Page is too large'))),
    page_size: optionalQuery(
      wholeNumber('Page size').pipe(z.number().min(1, 'Page size is at least 1').max(100, 'Page size is at most 100')),
    ),
    action: optionalQuery(z.enum(ACTIVITY_ACTIONS, { error: 'Unknown action' })),
    search: optionalQuery(plainText(100)),
    date_from: optionalQuery(isoDate('date_from')),
    date_to: optionalQuery(isoDate('date_to')),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_from'],
  })
  .transform((q) => ({ ...q, page: q.page ?? 1, page_size: q.page_size ?? ACTIVITY_PAGE_SIZE }));
export type AllActivityQuery = z.infer<typeof AllActivityQuery>;

export type AllActivityResponse = { count: number; results: ActivityLogItem[] };
