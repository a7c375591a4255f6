/** One button of a pager: a page number, or a gap shown as an ellipsis. */
type PagerItem = number | 'gap';

/**
 * The page numbers a pager shows (docs/spec/doc2.md §9): the first and the last page, and a window of
 * `width` pages either side of the current one; a run of left-out pages becomes one gap. A gap that
 * would hide a single page shows that page instead.
 */
export function pageWindow(current: number, last: number, width = 2): PagerItem[] {
  if (last < 1) return [];
  const shown = new Set([1, last]);
  for (let p = current - width; p <= current + width; p++) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [i, p] of pages.entries()) {
    const before = pages[i - 1];
    if (before !== undefined && p - before === 2) items.push(p - 1);
    else if (before !== undefined && p - before > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
