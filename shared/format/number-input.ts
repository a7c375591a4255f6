// What a number input shows while someone types: digits grouped by thousands ("24,000,000"), the
// typed decimals kept as typed, and the caret kept after the same digit when separators move.

/** What the field may hold once separators are removed: an optional minus, digits, one point, digits. */
const TYPED_NUMBER = /^-?\d*(\.\d*)?$/;

/** Text without separators or spaces; null when it is not a number being typed (letters, two points). */
export function cleanNumberText(text: string): string | null {
  const bare = text.replace(/[,\s]/g, '').replace(/^\u2212/, '-');
  return TYPED_NUMBER.test(bare) ? bare : null;
}

/** Groups the whole part of typed text by thousands, keeping a trailing point or decimals as typed. */
export function groupNumberText(text: string): string {
  const bare = cleanNumberText(text);
  if (bare === null) return text;
  const negative = bare.startsWith('-');
  const [whole, decimals] = (negative ? bare.slice(1) : bare).split('.');
  const groupedWhole = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${groupedWhole}${decimals === undefined ? '' : `.${decimals}`}`;
}

/** The stored number of typed text: "24,000,000" → 24000000; empty or unfinished ("-", ".") → null. */
export function parseNumberText(text: string): number | null {
  const bare = cleanNumberText(text);
  if (bare === null || !/\d/.test(bare)) return null;
  const n = Number(bare);
  return Number.isFinite(n) ? n : null;
}

/** How many digits (and minus or point) stand before `caret` in `text`: what a caret position means. */
export const significantBefore = (text: string, caret: number): number => text.slice(0, caret).replace(/[^\d.-]/g, '').length;

/** The caret position in `text` just after its `count`-th significant character (digit, minus, point). */
export function caretAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[\d.-]/.test(text[i])) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}
