import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { loginAs, mailedLinks } from '../support/auth.ts';
import { recruitVia } from '../recruits/setup.ts';

test('a recruit fills the profile tabs with a photo; percentage, status and chip follow, and at 60 % onboarding can be requested', async ({
  page,
  request,
}) => {
  const { email } = await recruitVia(request, 'accepted');
  const [setup] = await mailedLinks(request, email, '/setup-password/');
  const token = new URL(setup).pathname.split('/').pop();
  expect((await request.post(`/api/auth/setup-password/${token}/`, { data: { password: 'profile-pass-123' } })).ok()).toBeTruthy();

  await loginAs(page, 'recruit', email, 'profile-pass-123');
  // Accepting the profile started it with the confirmed contact details: 4 of 9 required fields.
  await expect(page.getByRole('list', { name: 'Your status' }).getByText('Profile 31%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready for Onboarding?' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Missing profile fields' })).toContainText('Current Role');
  await expect(page.getByRole('list', { name: 'Missing profile fields' })).not.toContainText('Mobile');

  await page.goto('/recruit/profile');
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  // Names and e-mail come from the account.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Mobile').fill('(415) 555-2671');
  await page.getByRole('tab', { name: 'Personalization' }).click();
  await page.getByLabel('Birthday (MM/DD)').fill('14/07');
  await page.getByLabel('T-Shirt Size').selectOption('M');
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#4455ee' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload Profile Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Profile Photo' })).toBeVisible();

  // A wrong birthday is refused with the field's message, and nothing is saved.
  await page.getByRole('button', { name: 'Save Progress' }).first().click();
  await expect(page.getByText('Birthday must be MM/DD', { exact: true })).toBeVisible();
  await page.getByLabel('Birthday (MM/DD)').fill('07/14');

  await page.getByRole('tab', { name: 'Professional' }).click();
  await page.getByLabel('Current Role').fill('Senior Loan Officer');
  await page.getByLabel('Years of Experience').fill('8');
  await expect(page.getByTestId('profile-percentage')).toHaveText('63%');
  await expect(page.getByTestId('profile-status')).toHaveText('Basic');
  await page.getByLabel(/^Bio/).fill('Purchase specialist; strong builder relationships.');
  await expect(page.getByTestId('profile-percentage')).toHaveText('71%');
  await expect(page.getByTestId('profile-status')).toHaveText('Fair');
  await page.getByRole('button', { name: 'Save Progress' }).first().click();
  await expect(page.getByText('Good progress! Profile is 71% complete.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('list', { name: 'Your status' }).getByText('Profile 71%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready for Onboarding?' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Missing profile fields' })).toBeHidden();
});
