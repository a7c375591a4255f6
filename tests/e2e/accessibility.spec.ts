// Issue 13: colour contrast and the rest of WCAG 2 A/AA on the staff pages, checked by axe-core in
// the real browser. A serious or critical violation fails; lesser findings are printed for review.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';

const STAFF_PAGES = [
  ['Overview', '/dashboard'],
  ['Analytics', '/dashboard/analytics'],
  ['Tasks', '/dashboard/tasks'],
  ['Recruits (cards)', '/dashboard/recruits?view=cards'],
  ['Recruits (table)', '/dashboard/recruits?view=table'],
  ['Nurture', '/dashboard/nurture'],
  ['Proforma', '/dashboard/proforma'],
  ['Onboarding', '/dashboard/onboarding'],
  ['Activity', '/dashboard/activity'],
  ['Messages', '/dashboard/messages'],
  ['Reports', '/dashboard/reports'],
  ['Settings', '/dashboard/settings'],
  ['Audit log', '/dashboard/audit-log'],
] as const;

test('the staff pages have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'recruiter');
  const found: string[] = [];
  for (const [name, path] of STAFF_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const v of violations) {
      const line = `${name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`;
      if (v.impact === 'serious' || v.impact === 'critical') found.push(line);
      else console.log(`note: ${line}`);
    }
  }
  expect(found).toEqual([]);
});
