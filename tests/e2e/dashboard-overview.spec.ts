import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';

test('the Overview shows the stats, the phase shortcuts, and phase counts that add up to the total and open the filtered pipeline', async ({
  page,
}) => {
  await loginAs(page, 'recruiter');
  const stats = page.getByRole('list', { name: 'Dashboard stats' }).or(page.getByLabel('Dashboard stats'));
  await expect(stats.getByText('Total Recruits')).toBeVisible();
  await expect(stats.getByText('Emails Sent Today')).toBeVisible();
  await expect(page.getByRole('link', { name: /Nurture Campaigns/ })).toHaveAttribute('href', '/dashboard/nurture');
  // Every status is counted in a phase, so the phases add up to Total Recruits.
  const phases = page.getByRole('region', { name: 'Pipeline by phase' });
  await expect(phases.getByText('Onboarding requested')).toBeVisible();
  await expect(phases.getByText('Nurture, long term')).toBeVisible();
  const phaseCounts = (await phases.getByTestId('phase-count').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
  expect(phaseCounts).toHaveLength(8);
  const total = await stats.getByText('Total Recruits').locator('xpath=following-sibling::dd').textContent();
  expect(phaseCounts.reduce((a, b) => a + b, 0)).toBe(Number(total?.replace(/,/g, '')));

  const phase = phases.getByRole('link', { name: /^Profile Acceptance/ });
  const count = Number(await phase.getByTestId('phase-count').textContent());
  await phase.click();
  await expect(page).toHaveURL(/\/dashboard\/recruits\?phase=profile_acceptance$/);
  await expect(page.getByText('Phase: Profile Acceptance')).toBeVisible();
  await expect(page.getByTestId('recruit-card')).toHaveCount(Math.min(count, 20));
  await page.goBack();
  await expect(
    page.getByRole('heading', { name: 'This week’s sessions' }).or(page.getByRole('heading', { name: "This week's sessions" })),
  ).toBeVisible();
});
