// Export PDF (docs/spec/doc1.md §2, docs/clearview.md "Export PDF and Complete Session"): the server
// makes the report from the saved session (GET /clearview/{token}/report/), so the export saves a
// pending change first and passes the what-if figures, which live in the room only. The token is
// the credential, as for the page.
import { useMutation } from '@tanstack/react-query';
import type { WhatIfValues } from '@shared/collab';
import { clearviewPdfFileName } from '@shared/schemas/clearview-report';
import { api } from '@client/lib/api';
import { saveFile } from '@client/lib/save-file';

const fetchClearviewReport = (token: string, whatIf: WhatIfValues) =>
  api.get<Blob>(`/clearview/${encodeURIComponent(token)}/report/`, {
    auth: false,
    responseType: 'blob',
    query: { what_if_loan_amount: whatIf.loanAmount, what_if_loans_per_month: whatIf.loansPerMonth },
  });

/** Today in the reader's zone, as YYYY-MM-DD (the file name's date). */
const today = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

type ExportRequest = {
  whatIf: WhatIfValues;
  recruit: { first_name: string; last_name: string };
  /** Saves what is typed and not stored yet; none on a read-only page. */
  flush?: () => Promise<void>;
};

/** Downloads the report as ClearView-Summary-{first}-{last}-{date}.pdf; failures are only logged (docs/spec/doc1.md §8). */
export function useExportPdf(token: string) {
  return useMutation({
    mutationFn: async ({ whatIf, recruit, flush }: ExportRequest) => {
      await flush?.().catch(() => undefined);
      saveFile(await fetchClearviewReport(token, whatIf), clearviewPdfFileName(recruit.first_name, recruit.last_name, today()));
    },
    onError: (err) => console.error('ClearView PDF export failed', err),
  });
}
