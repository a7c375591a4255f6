import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';

test('the Overview shows the stats, the phase shortcuts, and stage counts that open the filtered pipeline', async ({ page }) => {
  await loginAs(page, 'recruiter');
  const stats = page.getByRole('list', { name: 'Dashboard stats' }).or(page.getByLabel('Dashboard stats'));
  await expect(stats.getByText('Total Recruits')).toBeVisible();
  await expect(stats.getByText('Emails Sent Today')).toBeVisible();
  await expect(page.getByRole('link', { name: /Nurture Campaigns/ })).toHaveAttribute('href', '/dashboard/nurture');
  const stage = page.getByRole('link', { name: /Profile Accepted – Pending ClearView Session/ });
  const count = (await stage.locator('span').first().textContent())?.trim();
  await stage.click();
  await expect(page).toHaveURL(/\/dashboard\/recruits\?status=profile_accepted$/);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('profile_accepted');
  await expect(page.getByTestId('recruit-card')).toHaveCount(Number(count));
  await page.goBack();
  await expect(
    page.getByRole('heading', { name: 'This week’s sessions' }).or(page.getByRole('heading', { name: "This week's sessions" })),
  ).toBeVisible();
});
