import { expect, test } from '@playwright/test';
import { formatDate } from '../../shared/format/index.ts';
import { loginAs } from './support/auth.ts';

test('Analytics draws the funnel and time in stage for a range kept in the URL', async ({ page }) => {
  await loginAs(page, 'recruiter');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics & Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Stage funnel' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Time in stage' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Conversion between stages' }).or(page.locator('section[aria-labelledby="funnel-table"]'));
  await expect(table.getByRole('row')).toHaveCount(8); // header and seven stages

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}/);
  const from = await page.getByLabel('From').inputValue();
  // The range reads as people write dates ("Nov 21, 2026"), never as the ISO text of the field.
  await expect(page.getByText(`from ${formatDate(from)} to `, { exact: false })).toBeVisible();

  // An impossible range is explained and not sent.
  await page.getByLabel('From').fill('2030-01-10');
  await page.getByLabel('To').fill('2030-01-01');
  await expect(page.getByRole('alert')).toHaveText('date_from must not be after date_to');

  await page.reload();
  await expect(page.getByLabel('To')).toHaveValue('2030-01-01');
});
