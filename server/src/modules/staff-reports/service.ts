import type { Deps } from '../../deps.ts';
import { toCsv } from '../../lib/csv.ts';
import { notFound } from '../../lib/http-error.ts';
import { reportCsvFileName } from '@shared/domain/staff-reports.ts';
import type { StaffReport, StaffReportList } from '@shared/schemas/staff-reports.ts';
import { type Definition, REPORTS } from './definitions.ts';

/** The byte-order mark that makes spreadsheets read the file as UTF-8 (stage labels hold en dashes). */
const BOM = '\uFEFF';

function definition(id: string): Definition {
  const found = REPORTS.find((r) => r.id === id);
  if (!found) throw notFound('Report not found');
  return found;
}

/** Every report with its row count, computed now. */
export async function listReports(deps: Deps): Promise<StaffReportList> {
  const generated_at = deps.now().toISOString();
  const counts = await Promise.all(REPORTS.map((r) => r.rows(deps.sql).then((rows) => rows.length)));
  const results = REPORTS.map(({ id, title, type, description }, i) => ({
    id,
    title,
    type,
    description,
    generated_at,
    status: 'Generated' as const,
    row_count: counts[i] ?? 0,
  }));
  return { results };
}

/** One report computed now; an unknown id is a 404. */
export async function buildReport(deps: Deps, id: string): Promise<StaffReport> {
  const { title, type, description, columns, rows } = definition(id);
  return { id, title, type, description, generated_at: deps.now().toISOString(), columns, rows: await rows(deps.sql) };
}

/** One report as a CSV download: its file name and its text (UTF-8 with a byte-order mark). */
export async function reportCsv(deps: Deps, id: string): Promise<{ filename: string; text: string }> {
  const report = await buildReport(deps, id);
  return { filename: reportCsvFileName(report.id, new Date(report.generated_at)), text: BOM + toCsv(report.columns, report.rows) };
}
