// The audit log (docs/team.md, "Audit log"): an admin changes a company setting through Settings,
// then finds the change, with their name and the value before and after, on the Audit log page.
import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from './support/auth.ts';

test('an admin finds their own settings change in the Audit log, with their name and the values', async ({ page, request }) => {
  const { headers } = await apiLogin(request, 'recruiter');
  const company = await (await request.get('/api/company/settings/', { headers })).json();
  try {
    // The demo recruiter is the first staff account, so an admin: the sidebar offers the Audit log.
    await loginAs(page, 'recruiter');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    const defaults = page.getByRole('form', { name: 'Company settings' });
    await defaults.getByLabel('Production').fill('13');
    await defaults.getByRole('button', { name: 'Save Company Settings' }).click();
    await expect(page.getByText('Company settings saved')).toBeVisible();

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByLabel('Action starts with').fill('company_settings');
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByTestId('audit-row').filter({ visible: true }).first();
    await expect(row).toContainText('company_settings.update');
    await expect(row).toContainText('Morgan Reyes');
    await expect(row).toContainText('growthRates.production');
    await expect(row.locator('ins')).toHaveText('0.13');

    // Filtering by the actor keeps the row; the filters stay in the address.
    await row.getByRole('button', { name: /Morgan Reyes/ }).click();
    await expect(page).toHaveURL(/actor=\d+/);
    await expect(page.getByText(/^Who: Morgan Reyes/)).toBeVisible();
    await expect(page.getByTestId('audit-row').filter({ visible: true }).first()).toContainText('company_settings.update');

    // The CSV of the current filters downloads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);

    // At 390 px the rows are cards, still naming who and what.
    await page.setViewportSize({ width: 390, height: 800 });
    const card = page.getByRole('list', { name: 'Audit entries' }).getByTestId('audit-row').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Morgan Reyes');
  } finally {
    await request.patch('/api/company/settings/1/', { headers, data: { growthRates: company.growthRates } });
  }
});
