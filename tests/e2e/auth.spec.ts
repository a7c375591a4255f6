import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, linksMailedTo, loginAs } from './support/auth.ts';

test.describe('sign-in and password flows', () => {
  test('a recruiter signs in with the demo account and lands on the staff dashboard', async ({ page }) => {
    await loginAs(page, 'recruiter');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('a recruit signs in and lands on the recruit dashboard', async ({ page }) => {
    await loginAs(page, 'recruit');
    await expect(page).toHaveURL(/\/recruit\/dashboard$/);
  });

  test('the login form shows the demo credentials of both user types', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(DEMO.recruiter)).toBeVisible();
    await expect(page.getByText(DEMO.recruit)).toBeVisible();
  });

  test('a wrong password shows the error and stays on the login screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.recruiter);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty and malformed fields are refused before any call', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
  });

  test('forgot password → link in the outbox → set a new password → sign in with it', async ({ page, request }) => {
    const email = DEMO.recruit;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('button', { name: 'Resend Link' })).toBeVisible();

    const [link] = await linksMailedTo(request, email, /\/setup-password\//);
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(/Jordan/)).toBeVisible();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set Password & Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, 'recruit', email, 'a-brand-new-password');
    // Put the demo password back so the other specs can keep using it.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('button', { name: 'Resend Link' })).toBeVisible();
    const links = await linksMailedTo(request, email, /\/setup-password\//);
    const token = new URL(links[0]).pathname.split('/').pop();
    const reset = await request.post(`/api/auth/reset-password/${token}/`, { data: { password: DEMO_PASSWORD } });
    expect(reset.ok()).toBeTruthy();
  });

  test('an invalid setup link goes back to the login screen', async ({ page }) => {
    await page.goto('/setup-password/not-a-real-token');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('route guards', () => {
  test('a recruit is sent away from /dashboard to their own home', async ({ page }) => {
    await loginAs(page, 'recruit');
    await page.goto('/dashboard/recruits');
    await expect(page).toHaveURL(/\/recruit\/dashboard$/);
  });

  test('a recruiter is sent away from the recruit area', async ({ page }) => {
    await loginAs(page, 'recruiter');
    await page.goto('/recruit/profile');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an anonymous visitor is sent to the login screen, and signing in returns to the page asked for', async ({ page }) => {
    await page.goto('/recruit/profile');
    await expect(page).toHaveURL(/\/\?next=%2Frecruit%2Fprofile$/);
    // The page is a recruit's: "Login as" is preselected for it.
    await expect(page.getByRole('radio', { name: 'Recruit', exact: true })).toBeChecked();
    await page.getByLabel('Email').fill(DEMO.recruit);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/recruit\/profile$/);
  });

  test('a return path that leaves the app is ignored', async ({ page }) => {
    await page.goto('/?next=%2F%2Fevil.example.com%2F');
    await page.getByRole('radio', { name: 'Recruiter', exact: true }).check();
    await page.getByLabel('Email').fill(DEMO.recruiter);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});
