import { expect, test } from '@playwright/test';
import { loginAs, mailedLinks } from '../support/auth.ts';
import { localDay } from '../support/dates.ts';
import { openDetails, recruitVia } from '../recruits/setup.ts';

test('the recruiter types, the recruit’s live view follows within a second; a completed session downloads its PDF', async ({
  page,
  browser,
  request,
}) => {
  // A recruit with discovery access and an account, and a proforma session for them.
  const { id, email, headers } = await recruitVia(request, 'completed');
  expect((await request.post(`/api/recruits/${id}/enable_discovery_access/`, { headers, data: {} })).ok()).toBeTruthy();
  const [setup] = await mailedLinks(request, email, '/setup-password/');
  expect(
    (
      await request.post(`/api/auth/setup-password/${new URL(setup).pathname.split('/').pop()}/`, { data: { password: 'proforma-pass-1' } })
    ).ok(),
  ).toBeTruthy();
  const created = await request.post('/api/proforma/sessions/', {
    headers,
    data: { recruit: id, model_type: 1, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const session = await created.json();

  // The recruiter opens it live.
  await loginAs(page, 'recruiter');
  await page.goto(`/dashboard/proforma?recruit=${id}`);
  await expect(page.getByRole('heading', { name: 'Proforma Build-Out Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await page.getByRole('button', { name: 'Start Live Session' }).click();
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session started successfully')).toBeVisible();

  // The recruit watches from their own browser, read-only.
  const recruitContext = await browser.newContext();
  const recruitPage = await recruitContext.newPage();
  await loginAs(recruitPage, 'recruit', email, 'proforma-pass-1');
  await recruitPage.goto(`/proforma/${session.token}`);
  await expect(recruitPage.getByRole('heading', { name: 'Your proforma build-out' })).toBeVisible();
  await expect(recruitPage.getByLabel('Loans closed per month')).toBeDisabled();
  // Presence: each side sees the other.
  await expect(recruitPage.getByTestId('proforma-presence')).toContainText('(recruiter)');
  await expect(page.getByTestId('proforma-presence')).toContainText('(recruit)');

  const live = page.getByTestId('live-proforma');
  await live.getByLabel('Loans closed per month', { exact: true }).fill('8');
  await live.getByLabel('Average loan amount', { exact: true }).fill('400000');
  await live.getByLabel('Target margin in basis points').fill('250');
  const revenue = recruitPage.getByTestId('summary-total-revenue');
  await expect(revenue).toBeVisible({ timeout: 3000 });
  const before = await revenue.textContent();
  await live.getByLabel('Loans closed per month', { exact: true }).fill('12');
  await expect(revenue).not.toHaveText(before ?? '', { timeout: 1000 });
  await expect(recruitPage.getByLabel('Loans closed per month')).toHaveValue('12', { timeout: 1000 });
  await expect(recruitPage.getByRole('figure', { name: 'Profit' })).toBeVisible();

  // A yes/no field is chosen as Yes or No and stored as 1 or 0 (doc2 §3); the recruit's view follows.
  await live.getByLabel('Plans to recruit a team').selectOption({ label: 'Yes' });
  await expect(recruitPage.getByLabel('Plans to recruit a team')).toHaveValue('1', { timeout: 1000 });

  await live.getByRole('button', { name: 'Save Inputs' }).click();
  await expect(page.getByText('Inputs saved successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Session' }).click();
  await expect(page.getByText('Session completed successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Sessions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^proforma-.*\.pdf$/);
  await expect(page.getByText('PDF downloaded successfully')).toBeVisible();
  await recruitContext.close();
});

test('Phase Management schedules a proforma session, and the Proforma tab lists it', async ({ page, request }) => {
  const { id, name, headers } = await recruitVia(request, 'completed');
  expect((await request.post(`/api/recruits/${id}/enable_discovery_access/`, { headers, data: {} })).ok()).toBeTruthy();
  const details = await openDetails(page, name);
  await details.getByRole('tab', { name: 'Phase Management' }).click();
  const form = details.getByRole('region', { name: 'Proforma' });
  await form.getByLabel('Model type').selectOption({ index: 1 });
  await form.getByLabel('Date').fill(await localDay(page, 2));
  await form.getByLabel('Time').fill('10:30');
  await form.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(page.getByText('Proforma session scheduled successfully!')).toBeVisible();
  await expect(details.getByText('Proforma scheduled', { exact: true }).first()).toBeVisible();
  await details.getByRole('tab', { name: 'Proforma' }).click();
  await expect(details.getByText('Loan Officer ·')).toBeVisible();
  await expect(details.getByRole('link', { name: 'Open the proforma screen' })).toHaveAttribute(
    'href',
    `/dashboard/proforma?recruit=${id}`,
  );
});
