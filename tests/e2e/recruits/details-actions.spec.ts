import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/auth.ts';
import { openDetails, recruitVia } from './setup.ts';

test.describe('recruit details dialog', () => {
  test('Enable Discovery with all four modules moves the recruit to discovery access expanded', async ({ page, request }) => {
    const { name } = await recruitVia(request, 'completed');
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

  test('Phase Management shows a move made by the recruit as disabled, with the action to use', async ({ page, request }) => {
    const { name } = await recruitVia(request, 'created');
    const details = await openDetails(page, name);
    await details.getByRole('tab', { name: 'Timeline' }).click();
    await expect(details.getByTestId('recruit-timeline')).toContainText('Profile Created – Awaiting Acceptance');

    await details.getByRole('tab', { name: 'Phase Management' }).click();
    const select = details.getByLabel('Move to status');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Select the next status…',
      'Profile Accepted – Pending ClearView Session (use "Send Invite")',
    ]);
    await expect(select.locator('option[value="profile_accepted"]')).toBeDisabled();
    await expect(details.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await expect(details.getByRole('list', { name: 'Moves made elsewhere' })).toContainText(
      '"Profile Accepted – Pending ClearView Session": use "Send Invite". The recruit accepts the profile through the invitation link',
    );
  });

  test('the Onboarding tab shows the onboarding view embedded for a recruit in onboarding', async ({ page, request }) => {
    const { headers } = await apiLogin(request, 'recruiter');
    const list = await (await request.get('/api/recruits/?status=onboarding_initiated', { headers })).json();
    const recruit = list.results[0] as { first_name: string; last_name: string };
    const details = await openDetails(page, `${recruit.first_name} ${recruit.last_name}`);
    await details.getByRole('tab', { name: 'Onboarding' }).click();
    // The onboarding view itself, inside the dialog (composed in app/, no frame, no second app).
    const embedded = details.getByRole('tabpanel', { name: 'Onboarding' });
    await expect(embedded.getByRole('heading', { name: 'Onboarding Requests' })).toBeVisible();
    // Only this recruit's requests and tasks: the company's departments and analytics stay on the page.
    await expect(embedded.getByRole('tab', { name: 'Tasks', exact: true })).toBeVisible();
    await expect(embedded.getByRole('tab', { name: 'Departments' })).toHaveCount(0);
    await expect(embedded.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
    await expect(embedded.getByRole('link', { name: 'Show all' })).toHaveCount(0);
    await expect(details.locator('iframe')).toHaveCount(0);
    await expect(embedded.getByRole('link', { name: 'Open in Onboarding Management' })).toBeVisible();
  });
});
