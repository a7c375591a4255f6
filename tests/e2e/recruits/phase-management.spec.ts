import { expect, test, type Locator } from '@playwright/test';
import { openDetails, recruitVia } from './setup.ts';
import { lastMailTo } from '../support/auth.ts';
import { untickAllTemplates } from '../support/onboarding.ts';

async function choose(details: Locator, status: string) {
  await details.getByRole('tab', { name: 'Phase Management' }).click();
  await details.getByLabel('Move to status').selectOption(status);
  await details.getByRole('button', { name: 'Update Status' }).click();
}

test.describe('Phase Management routes moves with their own action', () => {
  test('a plain move, then discovery from nurture through the Enable Discovery dialog', async ({ page, request }) => {
    const { name } = await recruitVia(request, 'completed');
    const details = await openDetails(page, name);

    await choose(details, 'nurture_high_engagement');
    const confirm = page.getByRole('dialog', { name: 'Change status' });
    await expect(confirm).toContainText(`Move ${name} from "ClearView completed" to "Nurture, high engagement"?`);
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Recruit status updated').first()).toBeVisible();
    await expect(details.getByText('Nurture, high engagement', { exact: true }).first()).toBeVisible();

    // No discovery access yet: the move is the Expand Discovery action (not a list entry); choosing
    // modules goes through the module selection, then the status follows.
    await expect(details.getByLabel('Move to status').locator('option[value="discovery_access_expanded"]')).toHaveCount(0);
    const actions = details.getByRole('region', { name: 'Phase actions' });
    await actions.getByRole('button', { name: 'Choose modules…' }).click();
    const modules = page.getByRole('dialog', { name: 'Enable Discovery Access' });
    await modules.getByRole('button', { name: 'Enable Access' }).click();
    await expect(page.getByText('Discovery access enabled with 4 modules').first()).toBeVisible();
    await expect(details.getByText('Status changed to "Discovery access expanded"')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Schedule Proforma' })).toBeVisible();
  });

  test('Initiate Onboarding opens the task chooser with the defaults ticked; the process starts with its tasks', async ({
    page,
    request,
  }) => {
    const { id, name, headers } = await recruitVia(request, 'completed');
    const details = await openDetails(page, name);
    const patches: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));

    await details.getByRole('tab', { name: 'Phase Management' }).click();
    await details.getByRole('region', { name: 'Phase actions' }).getByRole('button', { name: 'Initiate Onboarding' }).click();
    const chooser = page.getByRole('dialog', { name: `Initiate Onboarding: ${name}` });
    await expect(chooser.getByRole('heading', { name: `Initiate Onboarding: ${name}` })).toBeVisible();
    // Every department's default templates are ticked; nothing ticked means nothing to start.
    const start = chooser.getByRole('button', { name: 'Initiate Onboarding' });
    await expect(start).toBeEnabled();
    await untickAllTemplates(chooser);
    await expect(start).toBeDisabled();
    const first = chooser.getByRole('region').first();
    await first.getByRole('checkbox').first().check();
    await start.click();
    await expect(page.getByText('Onboarding initiated successfully').first()).toBeVisible();
    await expect(details.getByText('Onboarding initiated: the departments have their tasks.')).toBeVisible();
    await expect(details.getByText('Onboarding initiated', { exact: true }).first()).toBeVisible();

    const processes = await (await request.get(`/api/onboarding/processes/?recruit=${id}`, { headers })).json();
    expect(processes.count).toBe(1);
    expect(processes.results[0].tasks).toHaveLength(1);
    expect(patches).toEqual([]);
    await expect(details.getByRole('link', { name: 'Open Onboarding Dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/onboarding?recruit=${id}`,
    );
  });

  test('at ClearView completed, Expand Discovery Access opens every tool and e-mails the recruit', async ({ page, request }) => {
    const { id, name, headers } = await recruitVia(request, 'completed');
    const details = await openDetails(page, name);
    await details.getByRole('tab', { name: 'Phase Management' }).click();
    await details.getByRole('region', { name: 'Phase actions' }).getByRole('button', { name: 'Expand Discovery Access' }).click();
    await expect(page.getByText('Discovery access expanded successfully').first()).toBeVisible();
    await expect(details.getByText('Status changed to "Discovery access expanded"')).toBeVisible();
    const recruit = await (await request.get(`/api/recruits/${id}/`, { headers })).json();
    expect(recruit.discovery_access).toMatchObject({ is_enabled: true });
    expect(recruit.discovery_access.enabled_modules).toHaveLength(4);
    expect((await lastMailTo(request, recruit.email))?.subject).toBe('Your Clearpath discovery tools are ready');
  });

  test('at ClearView scheduled, completion is disabled with a hint', async ({ page, request }) => {
    const { id, name, headers } = await recruitVia(request, 'accepted');
    const when = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await request.post(`/api/recruits/${id}/schedule_clearview/`, { headers, data: { scheduledDate: when } })).ok()).toBeTruthy();
    const details = await openDetails(page, name);
    await details.getByRole('tab', { name: 'Phase Management' }).click();
    await expect(details.getByLabel('Move to status').locator('option[value="clearview_completed"]')).toBeDisabled();
    await expect(details.getByRole('list', { name: 'Moves made elsewhere' })).toContainText('use "Complete Session"');
  });
});

test.describe('Recruit Details loading', () => {
  test('a failed load shows a toast: the server text, else "Failed to load recruit"', async ({ page, request }) => {
    const { id, name } = await recruitVia(request, 'created');
    await page.route(`**/api/recruits/${id}/`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Recruits are being moved' }) })
        : route.continue(),
    );
    const details = await openDetails(page, name);
    await expect(page.getByText('Recruits are being moved')).toBeVisible();
    await expect(details.getByRole('heading', { name })).toBeVisible();

    await details.getByRole('button', { name: 'Close' }).click();
    await page.unroute(`**/api/recruits/${id}/`);
    await page.route(`**/api/recruits/${id}/`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByTestId('recruit-card').filter({ hasText: name }).getByRole('button', { name }).click();
    await expect(page.getByText('Failed to load recruit')).toBeVisible();
  });
});

test.describe('Schedule ClearView in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('sends the date with the local offset, not as UTC', async ({ page, request }) => {
    const { name } = await recruitVia(request, 'accepted');
    const details = await openDetails(page, name);
    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await details.getByRole('button', { name: 'Schedule ClearView' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule ClearView Session' });
    await schedule.getByLabel('Date').fill(tomorrow);
    await schedule.getByLabel('Time').fill('10:30');
    const sent = page.waitForRequest((r) => r.url().includes('/schedule_clearview/'));
    await schedule.getByRole('button', { name: 'Schedule Session' }).click();
    expect((await sent).postDataJSON().scheduledDate).toMatch(new RegExp(`^${tomorrow}T10:30:00-0[45]:00$`));
    await expect(page.getByText('ClearView session scheduled', { exact: true })).toBeVisible();
  });
});
