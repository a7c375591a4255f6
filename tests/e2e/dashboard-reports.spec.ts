import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';

test('a recruiter opens Reports, views a report as a table and downloads it as CSV', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/reports');
  const reports = page.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('listitem')).toHaveCount(5);
  const card = reports.getByRole('listitem', { name: 'Pipeline Summary' });
  await expect(card.getByText('Generated', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'View Pipeline Summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pipeline Summary' });
  const table = dialog.getByRole('table', { name: 'Pipeline Summary' });
  await expect(table.getByRole('columnheader', { name: 'Share (%)' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent('download');
  await reports
    .getByRole('listitem', { name: 'Recruiting Source Effectiveness' })
    .getByRole('button', { name: 'Download CSV of Recruiting Source Effectiveness' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^source-effectiveness-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(content.split('\r\n')[0]).toBe('Source,Recruits,ClearView Completed,Onboarded,Conversion (%)');
  expect(content).toContain('\r\nReferral,');
  await expect(page.getByText('Report downloaded')).toBeVisible();
});
