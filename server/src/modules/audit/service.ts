import type { Deps } from '../../deps.ts';
import { toCsv } from '../../lib/csv.ts';
import { pageOf, pagedAnswer } from '../../lib/paging.ts';
import { AUDIT_PAGE_SIZE, type AuditLogFilters, type AuditLogList, type AuditLogQuery } from '@shared/schemas/audit.ts';
import { allAudit, listAudit } from './repo.ts';
import { AUDIT_CSV_COLUMNS, auditCsvRow, serializeAudit } from './serialize.ts';

/** The most rows one export holds (newest first); a narrower filter reaches older ones. */
const AUDIT_EXPORT_LIMIT = 50_000;
const BOM = '\uFEFF';

/** One page of the audit log, newest first (docs/team.md, "Audit log"). */
export async function auditPage(deps: Deps, q: AuditLogQuery, requestUrl: string): Promise<AuditLogList> {
  const page = pageOf(q, AUDIT_PAGE_SIZE);
  const { rows, count } = await listAudit(deps.sql, q, page);
  return pagedAnswer(requestUrl, page, count, rows.map(serializeAudit));
}

/** The filtered rows as a CSV download (formula-safe, UTF-8 with a byte-order mark for spreadsheets). */
export async function auditCsv(deps: Deps, f: AuditLogFilters): Promise<{ filename: string; text: string }> {
  const rows = await allAudit(deps.sql, f, AUDIT_EXPORT_LIMIT);
  const day = deps.now().toISOString().slice(0, 10);
  return { filename: `audit-log-${day}.csv`, text: BOM + toCsv(AUDIT_CSV_COLUMNS, rows.map(auditCsvRow)) };
}
