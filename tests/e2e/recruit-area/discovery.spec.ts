import { expect, type APIRequestContext, test } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';
import { recruitVia } from '../recruits/setup.ts';

/** A recruit past ClearView with a password, signed in through the form. */
async function recruitAtClearviewCompleted(request: APIRequestContext) {
  const recruit = await recruitVia(request, 'completed');
  const { headers } = await apiLogin(request, 'recruiter');
  const outbox = await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(recruit.email)}`, { headers })).json();
  const setup = (outbox.messages as { links: string[] }[]).flatMap((m) => m.links).find((l) => l.includes('/setup-password/')) as string;
  const token = new URL(setup).pathname.split('/').pop();
  expect((await request.post(`/api/auth/setup-password/${token}/`, { data: { password: 'discovery-pass-1' } })).ok()).toBeTruthy();
  return { ...recruit, staffHeaders: headers };
}

test('a recruit without discovery access sees the locked page', async ({ page, request }) => {
  const { email } = await recruitAtClearviewCompleted(request);
  await loginAs(page, 'recruit', email, 'discovery-pass-1');
  await page.goto('/recruit/discovery');
  await expect(page.getByText('Discovery Tools Locked')).toBeVisible();
  await expect(page.getByText('Your discovery tools access has not been enabled yet. Please contact your recruiter.')).toBeVisible();
});

test('with access, a recruit prices a loan, creates a sandbox and saves recruiting goals with their projection', async ({
  page,
  request,
}) => {
  const { id, email, staffHeaders } = await recruitAtClearviewCompleted(request);
  const enabled = await request.post(`/api/recruits/${id}/enable_discovery_access/`, {
    headers: staffHeaders,
    data: { modules: ['live-pricing', 'recruiting-calculator', 'scenarios'] },
  });
  expect(enabled.ok()).toBeTruthy();
  await loginAs(page, 'recruit', email, 'discovery-pass-1');
  await page.goto('/recruit/discovery');

  const tools = page.getByRole('tablist', { name: 'Discovery tools' });
  await expect(tools.getByRole('tab', { name: /Ownership Calculator/ })).toBeDisabled();
  await expect(tools.getByRole('tab', { name: /Live Pricing/ })).toHaveAttribute('aria-selected', 'true');
  const options = page.getByRole('region', { name: 'Pricing options' });
  await expect(options.getByRole('article').filter({ hasText: 'Rate Buy-Down' })).toContainText('6.875%');
  await expect(options.getByRole('article').filter({ hasText: 'Rate Buy-Down' })).toContainText('$2,628');

  await tools.getByRole('tab', { name: /Recruiting Calculator/ }).click();
  await expect(page).toHaveURL(/module=recruiting-calculator/);
  // The baseline is active and locked: goals cannot be saved to it.
  await expect(page.getByRole('button', { name: 'Save Goals' })).toBeDisabled();
  await page.getByRole('button', { name: 'New Sandbox' }).click();
  await expect(page.getByText('Sandbox scenario created successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sandbox Scenario 1/ })).toHaveAttribute('aria-pressed', 'true');
  // The sandbox starts as a copy of the baseline's figures.
  const scenarios = (await (await request.get(`/api/scenarios/?recruit=${id}`, { headers: staffHeaders })).json()).results;
  const [baseline, sandbox] = ['baseline', 'sandbox'].map((t) => scenarios.find((x: { type: string }) => x.type === t));
  expect(Object.keys(baseline.data).length).toBeGreaterThan(0);
  expect(sandbox.data).toEqual(baseline.data);

  const form = page.getByRole('form', { name: 'Recruiting goals' });
  await form.getByLabel('Compensation structure').selectOption('salary_plus');
  await form.getByLabel('Base salary ($ a year)').fill('60000');
  // 60,000 ÷ 12 + 625 commission + 9.375 override in month 1.
  await expect(page.getByRole('table', { name: 'Monthly projection' }).getByRole('row').nth(1)).toContainText('$5,634');
  await form.getByRole('button', { name: 'Save Goals' }).click();
  await expect(page.getByText('Recruiting goals saved successfully')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /^Sandbox Scenario 1/ }).click();
  await expect(page.getByRole('form', { name: 'Recruiting goals' }).getByLabel('Compensation structure')).toHaveValue('salary_plus');

  // Staff see the recruit's discovery activity in the history.
  const log = await (await request.get(`/api/activity-logs/?recruit=${id}`, { headers: staffHeaders })).json();
  expect(log.results.map((r: { action: string }) => r.action)).toEqual(
    expect.arrayContaining(['discovery_page_load', 'recruiting_goals_saved']),
  );
});

test('up to 768 px the recruit pages have a bottom tab bar; Settings saves the name and shows the e-mail read-only', async ({
  page,
  request,
}) => {
  const { email } = await recruitAtClearviewCompleted(request);
  await page.setViewportSize({ width: 768, height: 900 });
  await loginAs(page, 'recruit', email, 'discovery-pass-1');
  const tabs = page.getByRole('navigation', { name: 'Recruit tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Tools', 'Profile', 'Settings']);
  await tabs.getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/recruit\/discovery$/);
  await tabs.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your account' });
  await expect(form.getByLabel('Email', { exact: true })).not.toBeEditable();
  await form.getByLabel('First name').fill('Robin');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(tabs).toBeHidden();
});
