import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { saveFile } from '@client/lib/save-file';
import { toast } from '@client/lib/toast';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { ComparisonResponse, EmailPdfResponse, ProformaSessionItem } from '@shared/schemas/proforma-responses';

/** The report of a completed session and the comparison of two (docs/proforma.md, "PDF report", "Compare"). */

/** Download PDF: the kept report (made first when there is none), saved as proforma-{last name}-{id}.pdf. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: (s: ProformaSessionItem) => api.get<Blob>(`/proforma/sessions/${s.id}/download_pdf/`, { responseType: 'blob' }),
    meta: { errorToast: PROFORMA_TEXTS.pdfFailed },
    onSuccess: (blob, s) => {
      saveFile(blob, `proforma-${s.recruit_details.last_name.toLowerCase()}-${s.id}.pdf`);
      toast.success(PROFORMA_TEXTS.pdfDownloaded);
    },
  });
}

/** E-mail PDF to recruit, with the subject typed. */
export function useEmailPdf() {
  return useMutation({
    mutationFn: ({ id, subject }: { id: number; subject: string }) =>
      api.post<EmailPdfResponse>(`/proforma/sessions/${id}/email_pdf/`, { subject, message: '' }),
    meta: { errorToast: PROFORMA_TEXTS.emailFailed, serverText: true },
    onSuccess: () => toast.success(PROFORMA_TEXTS.emailSent),
  });
}

/** Compare Sessions: two sessions side by side. */
export function useCompareSessions() {
  return useMutation({
    mutationFn: (ids: number[]) => api.post<ComparisonResponse>('/proforma/dashboard/compare_sessions/', { session_ids: ids }),
    meta: { errorToast: PROFORMA_TEXTS.comparisonFailed, serverText: true },
    onSuccess: () => toast.success(PROFORMA_TEXTS.comparisonDone),
  });
}
