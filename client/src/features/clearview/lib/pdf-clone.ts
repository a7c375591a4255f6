// Fix-ups applied to html2canvas's clone of the page before it is drawn.
import { inlineLegacyColors } from './canvas-colors';

/**
 * html2canvas draws an input's value below its box (text baseline bug), cutting the figures in
 * half: in the clone each input becomes a box of the same classes holding its text.
 */
function inputsToText(root: HTMLElement): void {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])'))) {
    const box = input.ownerDocument.createElement('div');
    box.className = input.className;
    box.textContent = input.value || '\u00a0';
    input.replaceWith(box);
  }
}

/** Prepares the cloned document: plain text instead of inputs, rgb() instead of oklch(). */
export function prepareCloneForCanvas(doc: Document): void {
  inputsToText(doc.body);
  inlineLegacyColors(doc.body);
}
