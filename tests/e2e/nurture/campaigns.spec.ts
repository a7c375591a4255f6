import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { recruitVia } from '../recruits/setup.ts';

test('Create Campaign keeps a typed duration across type changes, and the new campaign can be enrolled into', async ({ page, request }) => {
  const { name } = await recruitVia(request, 'completed');
  await loginAs(page, 'recruiter');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Nurture', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nurture Campaign Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  // The shared schema's texts, before anything is sent.
  await dialog.getByLabel('Duration (days)').fill('');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();

  const campaignName = `Spring push ${Date.now().toString(36)}`;
  await dialog.getByLabel('Campaign name').fill(campaignName);
  await dialog.getByLabel('Duration (days)').fill('30');
  await dialog.getByLabel('Campaign type').selectOption('long_term');
  await expect(dialog.getByLabel('Duration (days)')).toHaveValue('30');
  await dialog.getByLabel('Campaign type').selectOption('high_engagement');
  await expect(dialog.getByLabel('Duration (days)')).toHaveValue('30');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog).toBeHidden();

  // The recruit's row offers every active campaign, the new one included.
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByLabel(`Campaign for ${name}`).selectOption({ label: campaignName });
  await row.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText(`${name} enrolled in ${campaignName}`)).toBeVisible();
  await expect(row).toContainText(campaignName);
});

test("a campaign step's Preview shows it as a chosen recruit gets it, with their own ClearView figures", async ({ page }) => {
  await loginAs(page, 'recruiter');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Nurture', exact: true }).click();
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page
    .getByRole('button', { name: /View Details/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Preview day 4: Culture video e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview: Culture video e-mail' });
  // The demo recruit has a ClearView baseline: its figures are filled in, no brace is left.
  await dialog.getByLabel('Preview for').selectOption({ label: 'Jordan Avery (recruit@clearpath.test)' });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Subject: A look inside our culture, Jordan');
  await expect(preview).toContainText(/Your ClearView five-year total came to \$[\d,]+\./);
  await expect(preview).toContainText(/Your ownership projection: \d+\.\d{3}%\./);
  await expect(preview).not.toContainText('{');
});
