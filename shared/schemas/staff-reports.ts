// Contracts of the staff Reports screen (docs/dashboard.md "Reports"): five reports computed from the
// live data, listed, read as a table, or downloaded as CSV.
import { z } from 'zod';

export const StaffReportParams = z.object({ id: z.string().min(1).max(60) });

/** One cell of a report: figures are numbers, names are text, a figure that cannot be computed is null. */
export type ReportCell = string | number | null;
export type ReportColumn = { key: string; label: string };
export type ReportRow = Record<string, ReportCell>;

/** A report's entry in the list; generated_at is the moment of the answer (reports are computed on demand). */
export type StaffReportSummary = {
  id: string;
  title: string;
  type: string;
  description: string;
  generated_at: string;
  status: 'Generated';
  row_count: number;
};

export type StaffReport = {
  id: string;
  title: string;
  type: string;
  description: string;
  generated_at: string;
  columns: ReportColumn[];
  rows: ReportRow[];
};
