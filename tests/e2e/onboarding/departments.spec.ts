import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';

// The Departments tab: a recruiter adds a department, gives it a template in a new workstream,
// rotates its dashboard link, and deletes both again with confirmation.

test('a recruiter manages a department and its task template', async ({ page }) => {
  const name = `Facilities ${Date.now().toString(36)}`;
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/onboarding');
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page.getByRole('heading', { name: 'Department & Template Management' })).toBeVisible();

  // Add: Create stays disabled until name and e-mail are given.
  await page.getByRole('button', { name: 'Add Department' }).click();
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await page.getByLabel('Department Name').fill(name);
  await expect(create).toBeDisabled();
  await page.getByLabel('Email Address').fill('facilities@clearpath.test');
  await page.getByLabel('Description').fill('Desks, badges and parking');
  await create.click();
  await expect(page.getByText('Department created successfully')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Desks, badges and parking')).toBeVisible();

  // Edit.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Display Order').fill('7');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Department updated successfully')).toBeVisible();
  await expect(card.getByText('Order:')).toBeVisible();
  await expect(card.locator('dd').filter({ hasText: /^7$/ })).toBeVisible();

  // Rotate the dashboard link: the View Dashboard href changes to a new key.
  const dashboard = card.getByRole('link', { name: /View Dashboard/ });
  const before = (await dashboard.getAttribute('href')) ?? '';
  expect(before).toMatch(/\/onboarding\/department\/\d+\?key=/);
  await card.getByRole('button', { name: `Rotate link of ${name}` }).click();
  await page.getByRole('button', { name: 'Rotate link', exact: true }).click();
  await expect(page.getByText('Dashboard link rotated')).toBeVisible();
  await expect(dashboard).not.toHaveAttribute('href', before);

  // A template in a new workstream of the department.
  await page.getByRole('tab', { name: /Task Templates/ }).click();
  await page.getByRole('button', { name: 'Add Template' }).click();
  const save = page.getByRole('button', { name: 'Create', exact: true });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'New workstream' }).click();
  await page.getByLabel("New workstream's department").selectOption({ label: name });
  await page.getByLabel('Workstream name').fill('Workspace');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // The small form closes once the workstream exists; until then its fields also match 'Workstream'.
  await expect(page.getByLabel('Workstream name')).toHaveCount(0);
  const workstream = page.getByLabel('Workstream', { exact: true });
  await expect(workstream).toHaveValue(/\d+/);
  await expect(workstream.locator('option:checked')).toHaveText(`${name} - Workspace`);
  await page.getByLabel('Title').fill('Assign a desk');
  await expect(save).toBeDisabled();
  await page.getByLabel('Description', { exact: true }).fill('Pick a desk near the team');
  await expect(page.getByLabel('Due Days')).toHaveValue('1');
  await expect(page.getByLabel('Weight %')).toHaveValue('5');
  await page.getByLabel('Due Days').fill('2');
  await page.getByLabel('Weight %').fill('7.5');
  await save.click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  const template = page.getByRole('article', { name: 'Assign a desk' });
  await expect(template.getByText('Due in 2 days')).toBeVisible();
  await expect(template.getByText('Weight: 7.5%')).toBeVisible();
  await expect(template.getByText(name)).toBeVisible();

  // Delete the template, then the department, each after confirming.
  await template.getByRole('button', { name: 'Delete Assign a desk' }).click();
  await expect(page.getByText('Are you sure you want to delete this template?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Template deleted successfully')).toBeVisible();
  await expect(template).toHaveCount(0);

  await page
    .getByRole('tab', { name: /^Departments/ })
    .last()
    .click();
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete this department?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Department deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a dialog stays open while its save is running: no ×, Escape does nothing', async ({ page }) => {
  const name = `Security ${Date.now().toString(36)}`;
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/onboarding');
  await page.getByRole('tab', { name: 'Departments' }).click();
  await page.getByRole('button', { name: 'Add Department' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Department' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.getByLabel('Department Name').fill(name);
  await page.getByLabel('Email Address').fill('security@clearpath.test');

  // Hold the create request until the dialog has been checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/onboarding/api/departments/', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('Department Name')).toBeVisible();

  release();
  await expect(page.getByText('Department created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Leave the seed as it was for the other specs.
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);
});
