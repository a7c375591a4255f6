import { Button } from '@client/components/ui';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useDownloadPdf } from '../api/reports';

/** Download PDF of a completed session. */
export function PdfButton({ session }: { session: ProformaSessionItem }) {
  const download = useDownloadPdf();
  return (
    <Button size="sm" variant="outline" loading={download.isPending} onClick={() => download.mutate(session)}>
      Download PDF
    </Button>
  );
}
