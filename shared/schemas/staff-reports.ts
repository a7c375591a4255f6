// Contracts of the staff Reports screen (docs/dashboard.md "Reports"): five reports computed from the
// live data, listed, read as a table, or downloaded as CSV.
import { z } from 'zod';
import { timestamp, wholeList } from './common.ts';

export const StaffReportParams = z.object({ id: z.string().min(1).max(60) });

/** One cell of a report: figures are numbers, names are text, a figure that cannot be computed is null. */
const ReportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof ReportCell>;
export const ReportColumn = z.object({ key: z.string(), label: z.string() });
export type ReportColumn = z.infer<typeof ReportColumn>;
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** What names a report; generated_at is the moment of the answer (reports are computed on demand). */
const ReportHeading = z.object({ id: z.string(), title: z.string(), type: z.string(), description: z.string(), generated_at: timestamp });

/** A report's entry in the list. */
export const StaffReportSummary = ReportHeading.extend({ status: z.literal('Generated'), row_count: z.number() });
export type StaffReportSummary = z.infer<typeof StaffReportSummary>;
/** GET /reports/: the five reports, in the order the screen lists them. */
export const StaffReportList = wholeList(StaffReportSummary);
export type StaffReportList = z.infer<typeof StaffReportList>;

export const StaffReport = ReportHeading.extend({ columns: z.array(ReportColumn), rows: z.array(ReportRow) });
export type StaffReport = z.infer<typeof StaffReport>;

/** GET /reports/{id}/csv/: the report as a CSV file (UTF-8 with a byte-order mark). */
export const StaffReportCsv = { content: { 'text/csv': { schema: z.string() } } };
