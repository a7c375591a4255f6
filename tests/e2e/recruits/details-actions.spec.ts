import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';

/** A fresh recruit created through the API, optionally walked to clearview_completed. */
async function recruitVia(request: APIRequestContext, opts: { completeClearview: boolean }) {
  const { headers } = await apiLogin(request, 'recruiter');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `details.${suffix}@example.test`;
  const body = { first_name: 'Dana', last_name: `Actions${suffix}`, email, phone: '555 222 3333', states_licensed: ['WA'] };
  const created = await request.post('/api/recruits/', { headers, data: body });
  expect(created.status()).toBe(201);
  const recruit = await created.json();
  if (opts.completeClearview) {
    const { inviteUrl } = await (await request.post(`/api/recruits/${recruit.id}/send_acceptance_invite/`, { headers })).json();
    const token = new URL(inviteUrl).pathname.split('/').pop();
    const contact = { firstName: body.first_name, lastName: body.last_name, email, phone: body.phone };
    expect((await request.post(`/api/accept/${token}/`, { data: contact })).ok()).toBeTruthy();
    const when = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await request.post(`/api/recruits/${recruit.id}/schedule_clearview/`, {
      headers,
      data: { scheduledDate: when, linkType: 'generated' },
    });
    const { session } = await scheduled.json();
    expect((await request.post(`/api/clearview/${session.token}/complete/`, { data: { sessionData: {} } })).ok()).toBeTruthy();
  }
  return { name: `${body.first_name} ${body.last_name}`, email };
}

async function openDetails(page: Page, name: string) {
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/recruits');
  await page.getByLabel('Search', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByTestId('recruit-card').filter({ hasText: name }).getByRole('button', { name }).click();
  const details = page.getByRole('dialog', { name: 'Recruit Details' });
  await expect(details.getByRole('heading', { name })).toBeVisible();
  return details;
}

test.describe('recruit details dialog', () => {
  test('Enable Discovery with all four modules moves the recruit to discovery access expanded', async ({ page, request }) => {
    const { name } = await recruitVia(request, { completeClearview: true });
    const details = await openDetails(page, name);
    await expect(details.getByText('ClearView completed', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Enable Discovery' }).click();

    const modules = page.getByRole('dialog', { name: 'Enable Discovery Access' });
    for (const label of ['Live Pricing', 'Recruiting Calculator', 'Ownership Calculator', 'Scenario Planning']) {
      await expect(modules.getByRole('checkbox', { name: label })).toBeChecked();
    }
    await modules.getByRole('button', { name: 'Enable Access' }).click();
    await expect(page.getByText('Discovery access enabled with 4 modules').first()).toBeVisible();
    await expect(details.getByText('Discovery access expanded', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Schedule Proforma' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'View Onboarding' })).toBeVisible();
  });

  test('Phase Management offers only allowed moves and asks before changing the status', async ({ page, request }) => {
    const { name } = await recruitVia(request, { completeClearview: false });
    const details = await openDetails(page, name);
    await details.getByRole('tab', { name: 'Timeline' }).click();
    await expect(details.getByTestId('recruit-timeline')).toContainText('Profile Created – Awaiting Acceptance');

    await details.getByRole('tab', { name: 'Phase Management' }).click();
    const select = details.getByLabel('Move to status');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Select the next status…',
      'Profile Accepted – Pending ClearView Session',
    ]);
    await select.selectOption('profile_accepted');
    await details.getByRole('button', { name: 'Update Status' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change status' });
    await expect(confirm).toContainText(`Move ${name} from "Profile Created – Awaiting Acceptance"`);
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Recruit status updated')).toBeVisible();
    await expect(details.getByText('Profile Accepted – Pending ClearView Session').first()).toBeVisible();
    await expect(details.getByRole('button', { name: 'Schedule ClearView' })).toBeVisible();
  });
});
