// The activity log: GET /activity-logs/ (a recruit's or everyone's, newest first) and GET
// /all-activity-logs/ (docs/dashboard.md, "Candidate Activity": the whole log for staff, filtered).
import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE } from '../domain/activity.ts';
import { idParam, isoDate, optionalQuery, pagedList, pagingQuery, plainText, timestamp, wholeNumber } from './common.ts';

export const ActivityLogItem = z.object({
  id: z.number(),
  action: z.string(),
  recruit: z.number().nullable(),
  recruit_name: z.string(),
  details: z.record(z.string(), z.unknown()),
  timestamp,
  actor: z.string(),
});
export type ActivityLogItem = z.infer<typeof ActivityLogItem>;
export const ActivityLogList = pagedList(ActivityLogItem);

/** `limit` is the page size under its older name (doc1 §7's clients send it). */
export const ActivityLogQuery = z.object({
  recruit: optionalQuery(idParam.shape.id),
  ...pagingQuery(200),
  limit: optionalQuery(wholeNumber('Limit').pipe(z.number().min(1, 'Limit is at least 1').max(200, 'Limit is at most 200'))),
});

export const AllActivityQuery = z
  .object({
    ...pagingQuery(100),
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

export const AllActivityResponse = pagedList(ActivityLogItem);
export type AllActivityResponse = z.infer<typeof AllActivityResponse>;
