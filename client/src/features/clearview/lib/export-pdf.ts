// Export PDF (docs/spec/doc1.md §2, docs/clearview.md "PDF export"): the server makes the report from
// the saved session (GET /clearview/{token}/report/); the export saves first so the report has every
// figure on screen, and passes the what-if figures, which live in the room only.
import type { WhatIfValues } from '@shared/collab';
import { clearviewPdfFileName } from '@shared/schemas/clearview-report';
import { saveFile } from '@client/lib/save-file';
import { fetchClearviewReport } from '../api';

/** Today in the reader's zone, as YYYY-MM-DD (the file name's date). */
const today = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Downloads the report as ClearView-Summary-{first}-{last}-{date}.pdf; failures are only logged (docs/spec/doc1.md §8). */
export async function exportPdf(token: string, whatIf: WhatIfValues, recruit: { first_name: string; last_name: string }): Promise<void> {
  try {
    const pdf = await fetchClearviewReport(token, whatIf);
    saveFile(pdf, clearviewPdfFileName(recruit.first_name, recruit.last_name, today()));
  } catch (err) {
    console.error('ClearView PDF export failed', err);
  }
}
