import type { Page } from '@playwright/test';

/** The day `days` from now as yyyy-mm-dd on the browser's own calendar (what a date input takes). */
export function localDay(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date(Date.now() + n * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
}
