import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { openDetails, recruitVia } from '../recruits/setup.ts';
import { RECRUIT_PASSWORD, recruitAtClearviewCompleted } from './setup.ts';

test('the dashboard says one thing about discovery: locked after ClearView until staff open it, then the tools with the PIN; the localhost debug panel follows', async ({
  page,
  request,
}) => {
  const recruit = await recruitAtClearviewCompleted(request);
  await loginAs(page, 'recruit', recruit.email, RECRUIT_PASSWORD);
  await page.goto('/recruit/dashboard');

  const card = page.getByRole('region', { name: 'Discovery Tools' });
  await expect(card).toContainText('Your ClearView session is done: your recruiter opens your discovery tools next.');
  await expect(page.getByRole('list', { name: 'Your status' })).toContainText('Discovery Locked');
  // The e2e app is served from 127.0.0.1: the debug panel of doc2 §2 is there, with the record's facts.
  const debug = page.getByRole('region', { name: 'Debug panel' });
  await expect(debug).toContainText(`Recruit id${recruit.id}`);
  await expect(debug).toContainText('Discovery accessLocked');
  await expect(debug).toContainText('Build');

  const enabled = await request.post(`/api/recruits/${recruit.id}/enable_discovery_access/`, {
    headers: recruit.staffHeaders,
    data: { modules: ['live-pricing', 'scenarios'] },
  });
  expect(enabled.ok()).toBeTruthy();
  const pin = (await enabled.json()).discovery_access.pin;
  await page.reload();
  await expect(card.getByRole('link', { name: /Live Pricing/ })).toBeVisible();
  await expect(card).toContainText(`Your PIN: ${pin}`);
  await expect(card).not.toContainText('unlock');
  await expect(page.getByRole('list', { name: 'Your status' })).toContainText('Discovery Active');
  await expect(page.getByRole('region', { name: 'Next Steps' })).toContainText('Explore your discovery tools');
  await expect(debug).toContainText('Discovery accessEnabled: Live Pricing');
});

test('staff see a new recruit’s profile missing only what the record does not hold', async ({ page, request }) => {
  const { name } = await recruitVia(request, 'created');
  const details = await openDetails(page, name);
  const profile = details.getByRole('region', { name: 'Recruit profile' });
  await expect(profile).toContainText('Missing required: Birthday (MM/DD), T-Shirt Size, Current Role');
  await expect(profile).not.toContainText('First Name');
  await expect(profile).not.toContainText('Mobile');
});
