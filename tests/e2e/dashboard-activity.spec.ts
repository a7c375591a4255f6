import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';

test('Candidate Activity searches, filters by type, pages, and a row opens the recruit', async ({ page }) => {
  await loginAs(page, 'recruiter');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Candidate Activity' })).toBeVisible();
  const rows = page.getByTestId('activity-row');
  await expect(rows).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Type').selectOption('status_changes');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows.first()).toContainText('Status changed');
  await expect(async () => {
    expect(new Set(await rows.locator('td:nth-child(3)').allTextContents())).toEqual(new Set(['Status changed']));
  }).toPass();

  // The demo recruits' names: the search narrows to one of them once typing settles.
  const name = (await rows.first().locator('td:nth-child(2)').textContent())?.trim() ?? '';
  await page.getByLabel('Search').fill(name);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  await expect(async () => {
    expect(new Set((await rows.locator('td:nth-child(2)').allTextContents()).map((t) => t.trim()))).toEqual(new Set([name]));
  }).toPass();

  await page.getByLabel('Search').fill('zz-nobody-here');
  await expect(page.getByText('No activity matches these filters')).toBeVisible();
  // Typing replaces the history entry; Back returns to the page before the type filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/activity\?page=2$/);
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByLabel('Type')).toHaveValue('');

  const link = rows.locator('td:nth-child(2) a').first();
  const who = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/recruits\?recruit=\d+/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: who })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/recruit=/);
});
