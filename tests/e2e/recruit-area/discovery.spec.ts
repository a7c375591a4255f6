import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { recruitAtClearviewCompleted } from './setup.ts';

/** That recruit with discovery `modules` enabled by staff, signed in on /recruit/discovery. */
async function signedInWithDiscovery(page: Page, request: APIRequestContext, modules: string[], path = '/recruit/discovery') {
  const recruit = await recruitAtClearviewCompleted(request);
  const enabled = await request.post(`/api/recruits/${recruit.id}/enable_discovery_access/`, {
    headers: recruit.staffHeaders,
    data: { modules },
  });
  expect(enabled.ok()).toBeTruthy();
  await loginAs(page, 'recruit', recruit.email, 'discovery-pass-1');
  await page.goto(path);
  return recruit;
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
  const { id, staffHeaders } = await signedInWithDiscovery(page, request, ['live-pricing', 'recruiting-calculator', 'scenarios']);

  const tools = page.getByRole('tablist', { name: 'Discovery tools' });
  await expect(tools.getByRole('tab', { name: /Ownership Calculator/ })).toBeDisabled();
  await expect(tools.getByRole('tab', { name: /Live Pricing/ })).toHaveAttribute('aria-selected', 'true');
  const options = page.getByRole('region', { name: 'Pricing options' });
  await expect(options.getByRole('article').filter({ hasText: 'Rate Buy-Down' })).toContainText('6.875%');
  await expect(options.getByRole('article').filter({ hasText: 'Rate Buy-Down' })).toContainText('$2,628');

  await tools.getByRole('tab', { name: /Recruiting Calculator/ }).click();
  await expect(page).toHaveURL(/module=recruiting-calculator/);
  // The baseline is active and locked: a save is refused with doc2 §5's text, and nothing is stored.
  await page.getByRole('button', { name: 'Save Goals' }).click();
  await expect(
    page.getByText('This baseline scenario is locked and cannot be edited. Create a sandbox scenario to make changes.'),
  ).toBeVisible();
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
  // A second save changes the stored goals (the form sends its fields, not the answer's id and projection).
  await page.getByRole('form', { name: 'Recruiting goals' }).getByLabel('Timeframe').selectOption('6');
  await expect(page.getByRole('region', { name: 'Quarterly trajectory' }).getByText(/^Quarter \d/)).toHaveText(['Quarter 1', 'Quarter 2']);
  await page.getByRole('form', { name: 'Recruiting goals' }).getByRole('button', { name: 'Save Goals' }).click();
  await expect(page.getByText('Recruiting goals saved successfully')).toBeVisible();
  const stored = await request.get(`/api/recruiting-goals/?scenario=${sandbox.id}`, { headers: staffHeaders });
  expect((await stored.json()).results[0]).toMatchObject({ target_timeframe_months: 6, compensation_structure: 'salary_plus' });

  // At 390 px the calculator's table scrolls in its own box; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Monthly projection' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Staff see the recruit's discovery activity in the history.
  const log = await (await request.get(`/api/activity-logs/?recruit=${id}`, { headers: staffHeaders })).json();
  expect(log.results.map((r: { action: string }) => r.action)).toEqual(
    expect.arrayContaining(['discovery_page_load', 'recruiting_goals_saved']),
  );
});

test('a recruit edits a sandbox in the calculator tab, reloads, compares it with the baseline; the baseline opens read-only', async ({
  page,
  request,
}) => {
  await signedInWithDiscovery(page, request, ['scenarios'], '/recruit/discovery?module=scenarios');
  await page.getByRole('button', { name: 'New Sandbox' }).click();
  await expect(page.getByText('Sandbox scenario created successfully')).toBeVisible();

  // The deep link opens the calculator in a new tab, bound to the sandbox's live room.
  const [calculator] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open Sandbox Scenario 1 in the calculator (new tab)' }).click(),
  ]);
  await expect(calculator).toHaveURL(/\/recruit-dashboard\/clearview-calculator\?scenario=\d+&type=sandbox$/);
  await expect(calculator.getByRole('heading', { name: 'ClearView Calculator: Sandbox Scenario 1' })).toBeVisible();
  const monthly = calculator.getByLabel('Monthly Volume');
  await monthly.fill('3250000');
  await expect(calculator.getByLabel('Annual Volume')).toHaveValue('$39,000,000');

  // Saved by the room: a reload (and the comparison, over REST) shows it.
  await calculator.waitForTimeout(300);
  await calculator.reload();
  await expect(calculator.getByLabel('Monthly Volume')).toHaveValue('$3,250,000');

  await calculator.getByRole('link', { name: 'Compare with Baseline' }).click();
  await expect(calculator).toHaveURL(/\/recruit-dashboard\/scenario-comparison\?scenario1=\d+&scenario2=\d+$/);
  await expect(calculator.getByRole('heading', { name: 'Scenario Comparison' })).toBeVisible();
  const production = calculator.getByRole('region', { name: 'Production Details' });
  const monthlyRow = production.getByRole('row', { name: /^Monthly Volume/ });
  await expect(monthlyRow).toContainText('$3,250,000');
  await expect(monthlyRow).toHaveAttribute('data-highlight', 'true');
  await expect(production.getByRole('row', { name: /^Average Loan Size/ })).toContainText('No change');
  await expect(calculator.getByRole('region', { name: 'Five-Year Summary' }).getByRole('row', { name: /^5-Year Total/ })).toBeVisible();
  await expect(calculator.getByRole('status').filter({ hasText: 'highlighted below' })).toBeVisible();

  // The baseline opens read-only; the server drops anything written to its room anyway.
  const [baselineTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open ClearView Baseline in the calculator (new tab)' }).click(),
  ]);
  await expect(baselineTab).toHaveURL(/type=baseline&view=readonly$/);
  await expect(baselineTab.getByText('This scenario is locked. The figures are read-only and are not saved.')).toBeVisible();
  await expect(baselineTab.getByLabel('Monthly Volume')).toHaveAttribute('readonly', '');
});

test('a named sandbox needs a name; the ownership share saved from the calculator is the one the comparison shows', async ({
  page,
  request,
}) => {
  await signedInWithDiscovery(page, request, ['ownership-calculator', 'scenarios'], '/recruit/discovery?module=ownership-calculator');
  // doc2 §5's second creation form: a blank (or spaces-only) name is refused before anything is sent.
  await page.getByRole('button', { name: 'Name a Sandbox' }).click();
  const naming = page.getByRole('form', { name: 'Name a sandbox' });
  await naming.getByLabel('Scenario name').fill('   ');
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(naming.getByText('Please enter a scenario name')).toBeVisible();
  await naming.getByLabel('Scenario name').fill('Bigger book');
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Sandbox scenario created successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bigger book/ })).toHaveAttribute('aria-pressed', 'true');

  // The percentage sets the production goal that brings it; the share is never a second figure.
  const form = page.getByRole('form', { name: 'Ownership' });
  const goal = await form.getByLabel('Production goal ($)').inputValue();
  await form.getByLabel('Ownership percentage (%)').fill('3.7');
  await form.getByLabel('Ownership percentage (%)').blur();
  await expect(form.getByLabel('Ownership percentage (%)')).toHaveValue('3.7');
  await expect(form.getByLabel('Production goal ($)')).not.toHaveValue(goal);
  await form.getByRole('button', { name: 'Save to Scenario' }).click();
  await expect(page.getByText('Scenario updated successfully!')).toBeVisible();

  const [comparison] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Compare Bigger book with the baseline (new tab)' }).click(),
  ]);
  const share = comparison.getByRole('region', { name: 'Ownership Projection' }).getByRole('row', { name: /^Ownership Percentage/ });
  // The cells: the baseline's, the sandbox's, the difference.
  await expect(share.getByRole('cell').nth(1)).toHaveText(/^3\.70*%$/);
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
