// The ClearView PDF (docs/clearview-api.md, "PDF report"): GET /clearview/{token}/report/.
import { z } from 'zod';

/**
 * The What-If Loan Calculator's two figures as the exporter sees them: they live in the room only,
 * never in the saved data, so the export passes them; a missing one follows the plan's own figure.
 */
export const ClearviewReportQuery = z.object({
  what_if_loan_amount: z.coerce.number().min(0).max(1_000_000_000).optional(),
  what_if_loans_per_month: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type ClearviewReportQuery = z.infer<typeof ClearviewReportQuery>;

/** The report's answer: the PDF file itself. */
export const ClearviewPdfFile = {
  description: 'The ClearView report',
  content: { 'application/pdf': { schema: z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' }) } },
};

/** ClearView-Summary-{first}-{last}-{yyyy-mm-dd}.pdf (docs/spec/doc1.md §2); letters of any script are kept. */
export function clearviewPdfFileName(first: string, last: string, day: string): string {
  const part = (s: string) =>
    s
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'Recruit';
  return `ClearView-Summary-${part(first)}-${part(last)}-${day}.pdf`;
}
