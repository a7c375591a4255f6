import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from './support/auth.ts';

test('Settings saves the account, the company defaults and the talking points', async ({ page, request }) => {
  const { headers } = await apiLogin(request, 'recruiter');
  const before = await (await request.get('/api/auth/me/settings/', { headers })).json();
  const company = await (await request.get('/api/company/settings/', { headers })).json();
  const coaching = await (await request.get('/api/clearview/coaching-notes/', { headers })).json();
  try {
    await loginAs(page, 'recruiter');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    const account = page.getByRole('form', { name: 'Your account' });
    await account.getByLabel('First name').fill('Morgana');
    await account.getByLabel('Email notifications').check();
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Morgana');

    const defaults = page.getByRole('form', { name: 'Company settings' });
    await expect(defaults.getByLabel('Production')).toHaveValue('15');
    // Letters are refused as typed: the field keeps its number; an empty one is refused on save.
    await defaults.getByLabel('Production').fill('abc');
    await expect(defaults.getByLabel('Production')).toHaveValue('15');
    await defaults.getByLabel('Production').fill('');
    await defaults.getByRole('button', { name: 'Save Company Settings' }).click();
    await expect(defaults.getByText('Production must be a number')).toBeVisible();
    await defaults.getByLabel('Production').fill('12.5');
    await defaults.getByRole('button', { name: 'Save Company Settings' }).click();
    await expect(page.getByText('Company settings saved')).toBeVisible();

    const talking = page.getByRole('form', { name: 'Coaching talking points' });
    await talking.getByRole('group', { name: 'Production Details' }).getByLabel('Goal').fill('Know their real book.');
    await talking.getByRole('button', { name: 'Save Talking Points' }).click();
    await expect(page.getByText('Talking points saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Your account' }).getByLabel('Email notifications')).toBeChecked();
    await expect(page.getByRole('form', { name: 'Company settings' }).getByLabel('Production')).toHaveValue('12.5');
    const saved = await (await request.get('/api/company/settings/', { headers })).json();
    expect(saved.growthRates.production).toBe(0.125);
    const notes = await (await request.get('/api/clearview/coaching-notes/', { headers })).json();
    expect(notes.notes[0].goal).toBe('Know their real book.');
  } finally {
    // The demo data stays as other tests expect it.
    await request.patch('/api/auth/me/settings/', { headers, data: before });
    await request.patch('/api/company/settings/1/', { headers, data: { growthRates: company.growthRates } });
    await request.put('/api/clearview/coaching-notes/', { headers, data: coaching });
  }
});
