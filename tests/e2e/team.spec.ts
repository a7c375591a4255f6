// Settings → Team (docs/team.md), through the screens: the admin (the demo recruiter, the first
// staff account) invites a recruiter, who follows the e-mailed link, sets a password and signs in;
// the Team section shows them, and the admin deactivates them after a confirmation, which signs
// them out at once.
import { expect, test } from '@playwright/test';
import { apiLogin, linksMailedTo, loginAs, signInOnThisPage } from './support/auth';

const EMAIL = `nia.okafor.${Date.now()}@example.com`;
const PASSWORD = 'a-long-team-password';

test('an admin invites a recruiter, who sets a password and signs in; the admin deactivates them', async ({ page, browser, request }) => {
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/settings');
  const team = page.getByRole('region', { name: 'Team', exact: true });
  await expect(team).toBeVisible();
  await team.getByRole('button', { name: 'Invite team member' }).click();

  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  // The shared schema checks the form before anything is sent.
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Nia');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email').fill(EMAIL);
  await expect(dialog.getByLabel('Role')).toHaveValue('recruiter');
  await dialog.getByLabel('Role').selectOption('department');
  await expect(dialog.getByLabel('Department')).toBeVisible();
  await dialog.getByLabel('Role').selectOption('recruiter');
  await expect(dialog.getByLabel('Department')).toBeHidden();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = team.getByTestId(`staff-row-${EMAIL}`);
  await expect(row).toContainText('Nia Okafor');
  await expect(row).toContainText('Invited');

  // The invited recruiter, in a browser of their own.
  const theirs = await browser.newContext();
  const recruiterPage = await theirs.newPage();
  const [link] = await linksMailedTo(request, EMAIL, /\/setup-password\//);
  await recruiterPage.goto(new URL(link).pathname);
  await recruiterPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await recruiterPage.getByLabel('Confirm Password').fill(PASSWORD);
  await recruiterPage.getByRole('button', { name: 'Set Password & Continue' }).click();
  await expect(recruiterPage).toHaveURL(/\/login$/);
  await signInOnThisPage(recruiterPage, 'recruiter', EMAIL, PASSWORD);
  await expect(recruiterPage).toHaveURL(/\/dashboard$/);
  // A recruiter has no Team section.
  await recruiterPage.goto('/dashboard/settings');
  await expect(recruiterPage.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(recruiterPage.getByRole('region', { name: 'Team', exact: true })).toHaveCount(0);

  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Deactivate Nia Okafor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Nia Okafor?' });
  await expect(confirm).toContainText('signed out at once on every device');
  await expect(confirm).toContainText('Their recruits stay assigned to them');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate Nia Okafor' })).toBeVisible();

  // Their next request is refused and they are back at the sign-in screen.
  await recruiterPage.goto('/dashboard/recruits');
  await expect(recruiterPage).toHaveURL(/\/login$|\/$|\?next=/);
  await expect(recruiterPage.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await theirs.close();
});

test('at 390 px the team shows as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/settings');
  const card = page.getByTestId('staff-card-recruiter@clearpath.test');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Admin');
  await expect(page.getByTestId('staff-row-recruiter@clearpath.test')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a department user signs in to their department's tasks and sees only Tasks and Settings", async ({ page, request }) => {
  const admin = await apiLogin(request, 'recruiter');
  const departments = await (await request.get('/api/onboarding/api/departments/', { headers: admin.headers })).json();
  const department = departments.results[0] as { id: number; name: string };
  const email = `dee.${Date.now()}@example.com`;
  const invited = await request.post('/api/staff/invite/', {
    headers: admin.headers,
    data: { first_name: 'Dee', last_name: 'Partment', email, role: 'department', department: department.id },
  });
  expect(invited.status()).toBe(201);
  const [link] = await linksMailedTo(request, email, /\/setup-password\//);
  const token = new URL(link).pathname.split('/').pop();
  expect((await request.post(`/api/auth/setup-password/${token}/`, { data: { password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto('/login');
  await signInOnThisPage(page, 'recruiter', email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  await expect(page.getByText("Your department's onboarding tasks.")).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText(['Tasks', 'Settings']);
  await expect(page.getByText('Pipeline phases')).toHaveCount(0);
  // Every task listed is of their department.
  const departmentsShown = page.getByRole('tab', { name: /By Department/ });
  await departmentsShown.click();
  await expect(page.getByText(department.name).first()).toBeVisible();
  // Another staff page sends them back to their tasks.
  await page.goto('/dashboard/recruits');
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
});
