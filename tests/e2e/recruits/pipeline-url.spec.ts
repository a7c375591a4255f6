import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';

test.describe('pipeline state in the URL', () => {
  test('a stage in the URL opens the filtered pipeline; a search is a new entry, and Back restores the filter', async ({ page }) => {
    await loginAs(page, 'recruiter');
    await page.goto('/dashboard/recruits?status=profile_accepted');
    const stage = page.getByRole('combobox', { name: 'Stage' });
    await expect(stage).toHaveValue('profile_accepted');

    await page.getByLabel('Search').fill('zz-nobody-matches');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/status=profile_accepted&search=zz-nobody-matches/);
    await expect(page.getByText('No recruits found matching the current filters')).toBeVisible();
    await expect(page.getByTestId('counter-matching')).toHaveText('Matching0');
    // The total stays every recruit's count, as on the Overview.
    await expect(page.getByTestId('counter-total-recruits')).not.toHaveText('Total Recruits0');

    await page.goBack();
    await expect(page).toHaveURL(/\?status=profile_accepted$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(stage).toHaveValue('profile_accepted');
    await expect(page.getByTestId('recruit-card').first()).toBeVisible();

    await page.reload();
    await expect(stage).toHaveValue('profile_accepted');
  });

  test('the table sorts on the server by column, and the view is remembered; a sidebar phase filters to its statuses', async ({ page }) => {
    await loginAs(page, 'recruiter');
    await page.goto('/dashboard/recruits');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const rows = page.getByTestId('recruit-row');
    await expect(rows.first()).toBeVisible();

    const name = page.getByRole('columnheader', { name: /Name/ });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name/);
    const names = async () => (await rows.locator('td:first-child button').allTextContents()).map((n) => n.split(' ').reverse().join(' '));
    await expect(async () => {
      const shown = await names();
      expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }).toPass();
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=-name/);

    // Without ?view the user's last choice is used.
    await page.goto('/dashboard/recruits');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const phase = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Nurture Campaign/ });
    await expect(phase).toContainText(/\d+$/);
    const count = Number((await phase.textContent())?.match(/(\d+)$/)?.[1]);
    await phase.click();
    await expect(page).toHaveURL(/phase=nurture_campaign/);
    await expect(page.getByText('Phase: Nurture Campaign')).toBeVisible();
    await expect(page.getByTestId('counter-matching')).toHaveText(`Matching${count}`);
    await expect(rows).toHaveCount(Math.min(count, 20));
  });
});
