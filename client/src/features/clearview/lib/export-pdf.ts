// PDF export of the plan (docs/spec/doc1.md §2): html2pdf.js is loaded only when someone exports.
import { withLegacyRootColors } from './canvas-colors';
import { prepareCloneForCanvas } from './pdf-clone';

/** ClearView-Summary-{first}-{last}-{yyyy-mm-dd}.pdf */
export function pdfFileName(first: string, last: string, date = new Date()): string {
  const part = (s: string) =>
    s
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'Recruit';
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `ClearView-Summary-${part(first)}-${part(last)}-${day}.pdf`;
}

/** Renders `element` to a letter-size portrait PDF and downloads it; failures are only logged (docs/spec/doc1.md §8). */
export async function exportPdf(element: HTMLElement, fileName: string): Promise<void> {
  try {
    const { default: html2pdf } = await import('html2pdf.js');
    const options = {
      margin: 0.5,
      filename: fileName,
      image: { type: 'jpeg' as const, quality: 0.98 },
      html2canvas: { scale: 2, useCORS: true, onclone: prepareCloneForCanvas },
      // Sections may span pages, but a field grid, a table or a heading is moved whole to the next
      // page rather than cut (html2pdf option, missing from its types).
      pagebreak: { mode: ['css'], avoid: ['header', '.grid', 'dl', '[data-pdf-keep]', 'tr'] },
      jsPDF: { unit: 'in', format: 'letter', orientation: 'portrait' as const },
    };
    await withLegacyRootColors(() => html2pdf().set(options).from(element).save());
  } catch (err) {
    console.error('ClearView PDF export failed', err);
  }
}
