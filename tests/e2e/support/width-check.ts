// What "fits the width" means, measured in the page (tests/e2e/widths.spec.ts): no sideways page
// scroll, nothing sticking out of the viewport unless a box of its own scrolls it, no control or
// heading cut short by its box, tables that scroll keep their first column, and no sticky bar taking more than a fifth of a phone's height.
import type { Page } from '@playwright/test';

/** Runs in the browser; returns one line per problem, naming the element. */
function findWidthProblems(): string[] {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const problems: string[] = [];
  const name = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${label}"`;
  };
  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('[aria-hidden="true"], .sr-only');
  };
  /** The nearest ancestor that scrolls or clips sideways: content beyond it is its business, not the page's. */
  const clippingAncestor = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return p;
    }
    return null;
  };

  if (document.documentElement.scrollWidth > vw + 1)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in ${vw}px`);
  const reported = new Set<Element>();
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || !visible(el)) continue;
    const box = clippingAncestor(el);
    if (r.right > vw + 1 || r.left < -1) {
      if (!box && ![...reported].some((p) => p.contains(el))) {
        reported.add(el);
        problems.push(`${name(el)} reaches ${Math.round(r.left)}..${Math.round(r.right)}px in a ${vw}px viewport`);
      }
      continue;
    }
    // A control or heading whose own text is cut off ("Professio…").
    const isControl = el.matches('button, a, [role="tab"], h1, h2, h3, label, th');
    if (isControl && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
      problems.push(`${name(el)} is cut short (${el.scrollWidth}px of text in ${el.clientWidth}px)`);
    }
    // A control clipped by a box that hides rather than scrolls its overflow.
    if (isControl && box && getComputedStyle(box).overflowX !== 'auto' && getComputedStyle(box).overflowX !== 'scroll') {
      const b = box.getBoundingClientRect();
      if (r.right > b.right + 1 || r.left < b.left - 1) problems.push(`${name(el)} is clipped by its box`);
    }
    const style = getComputedStyle(el);
    const stays = (style.position === 'sticky' || style.position === 'fixed') && style.pointerEvents !== 'none';
    if (stays && vw < 640 && r.height > vh * 0.2 && !el.closest('[role="dialog"], [role="status"]')) {
      problems.push(`${name(el)} stays on screen and takes ${Math.round(r.height)} of ${vh}px`);
    }
  }
  // A table wider than its box scrolls there, with its first column kept in view.
  for (const table of document.querySelectorAll('table')) {
    const box = clippingAncestor(table);
    if (!box || box.scrollWidth <= box.clientWidth + 1 || !visible(table)) continue;
    const first = table.querySelector('tbody tr > :first-child');
    if (first && getComputedStyle(first).position !== 'sticky')
      problems.push(`${name(table)} scrolls sideways without a fixed first column`);
  }
  return problems;
}

/** Waits until the page has loaded its data (no spinner, network quiet), then measures it. */
export async function widthProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.animate-spin')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
  return page.evaluate(findWidthProblems);
}
