import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_PASSWORD, lastMailTo, loginAs } from './support/auth.ts';

test('a recruiter changes the e-mail only with the current password, and the old address is told', async ({ page, request }) => {
  const moved = `morgan-${Date.now()}@example.test`;
  try {
    await loginAs(page, 'recruiter');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    const account = page.getByRole('form', { name: 'Your account' });
    await expect(account.getByLabel('Current password')).toHaveCount(0);
    await account.getByRole('textbox', { name: 'Email' }).fill(moved);
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expect(account.getByText('Enter your current password', { exact: true })).toBeVisible();
    await account.getByLabel('Current password').fill('not-the-password');
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expect(account.getByText('Your current password is not correct', { exact: true })).toBeVisible();
    await account.getByLabel('Current password').fill(DEMO_PASSWORD);
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(account.getByLabel('Current password')).toHaveCount(0);
    // The outbox (read by the recruiter, now at the new address) holds the notice to the old one.
    const { headers } = await apiLogin(request, 'recruiter', moved);
    const outbox = await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(DEMO.recruiter)}`, { headers })).json();
    expect(outbox.results[0].subject).toBe('Your Clearpath e-mail address was changed');
    expect(outbox.results[0].text).toContain(moved);
  } finally {
    const res = await request.post('/api/auth/login/', { data: { email: moved, password: DEMO_PASSWORD, user_type: 'recruiter' } });
    if (res.ok()) {
      const { access } = await res.json();
      await request.patch('/api/auth/me/settings/', {
        headers: { authorization: `Bearer ${access}` },
        data: { email: DEMO.recruiter, current_password: DEMO_PASSWORD },
      });
    }
  }
});

test('a recruit changes the password with the current one and stays signed in; the new one signs in', async ({ page, request }) => {
  const next = `a-new-password-${Date.now()}`;
  let changed = false;
  try {
    await loginAs(page, 'recruit');
    await page.getByRole('link', { name: 'Settings' }).first().click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(`${next}x`);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await form.getByLabel('Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed. Other devices were signed out.')).toBeVisible();
    changed = true;
    await expect(form.getByLabel('Current password')).toHaveValue('');
    // This browser goes on with the new tokens.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/recruit\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      (await request.post('/api/auth/login/', { data: { email: DEMO.recruit, password: DEMO_PASSWORD, user_type: 'recruit' } })).status(),
    ).toBe(401);
    const mail = await lastMailTo(request, DEMO.recruit);
    expect(mail?.subject).toBe('Your Clearpath password was changed');
  } finally {
    if (changed) {
      const res = await request.post('/api/auth/login/', { data: { email: DEMO.recruit, password: next, user_type: 'recruit' } });
      const { access } = await res.json();
      const back = await request.post('/api/auth/me/password/', {
        headers: { authorization: `Bearer ${access}` },
        data: { current_password: next, new_password: DEMO_PASSWORD },
      });
      expect(back.ok()).toBeTruthy();
      await apiLogin(request, 'recruit');
    }
  }
});
