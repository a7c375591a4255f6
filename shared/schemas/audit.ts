// The audit log (docs/team.md, "Audit log"): GET /audit-log/ (paged, admins only) and GET
// /audit-log/export/ (the same filters as CSV).
import { z } from 'zod';
import { isoDate, optionalQuery, pagedList, pagingQuery, plainText, positiveId, timestamp } from './common.ts';

export const AuditLogItem = z.object({
  id: z.number(),
  /** The staff user who acted (their account may since have changed; `actor_label` is as it was then). */
  actor_id: z.number().nullable(),
  actor_label: z.string(),
  /** A route's name (`recruit.update`), `<METHOD> <route>` for an unnamed one, or an explicit change (`recruit.status`). */
  action: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  /** For status and settings changes (and owner, role): the changed keys' values before and after. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestamp,
});
export type AuditLogItem = z.infer<typeof AuditLogItem>;

/** The default and largest page of GET /audit-log/. */
export const AUDIT_PAGE_SIZE = 25;

const filters = {
  actor: optionalQuery(positiveId('actor must be a user id')),
  /** Exact, or a prefix when it ends with `*` (`recruit.*` finds every recruit action). */
  action: optionalQuery(plainText(100)),
  object_type: optionalQuery(plainText(50)),
  object_id: optionalQuery(plainText(200)),
  /** Days of the database's time zone, both ends included. */
  from: optionalQuery(isoDate('from')),
  to: optionalQuery(isoDate('to')),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE = { message: 'from must not be after to', path: ['from'] };

export const AuditLogFilters = z.object(filters).refine(rangeInOrder, RANGE);
export type AuditLogFilters = z.infer<typeof AuditLogFilters>;

export const AuditLogQuery = z.object({ ...filters, ...pagingQuery(100) }).refine(rangeInOrder, RANGE);
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogList = pagedList(AuditLogItem);
export type AuditLogList = z.infer<typeof AuditLogList>;

/** GET /audit-log/export/: a CSV file. */
export const AuditLogCsv = { content: { 'text/csv': { schema: z.string() } } };
