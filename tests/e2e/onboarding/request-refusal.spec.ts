import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';

// A request the server refuses (the recruit got one meanwhile) shows the text of docs/spec/doc3.md §2.4 in the
// toast, with the recruit's own reason below it.

const NO_ELIGIBLE =
  'No recruits are currently available for onboarding. Recruits need to have completed ClearView or have 60%+ profile completion.';

test('the Create modal shows the server’s refusal text and reason', async ({ page, request }) => {
  const { headers } = await apiLogin(request, 'recruiter');
  const ready = await (await request.get('/api/recruits/onboarding_ready/', { headers })).json();
  const list = (Array.isArray(ready) ? ready : ready.results) as { id: number; first_name: string; last_name: string; email: string }[];
  // Not the demo recruit: the main flow has Jordan Avery ask for onboarding.
  const recruit = list.find((r) => r.email !== 'recruit@clearpath.test');
  if (!recruit) throw new Error('the demo data has no other onboarding-ready recruit');
  const name = `${recruit.first_name} ${recruit.last_name}`;

  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/onboarding');
  await page.getByRole('button', { name: 'Create Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Onboarding Request' });
  const search = dialog.getByLabel('Search recruits');
  if (await search.count()) await search.fill(recruit.email);
  await dialog.getByRole('radio', { name: `${name} (${recruit.email})` }).check();

  // Meanwhile someone else creates a request for the same recruit.
  const other = await request.post('/api/onboarding/api/requests/create_by_recruiter/', { headers, data: { recruit_id: recruit.id } });
  expect(other.status()).toBe(201);
  const { id: requestId } = await other.json();

  await dialog.getByRole('button', { name: 'Create Request' }).click();
  // The toast sits outside the open dialog (which hides the rest from the accessibility tree).
  const toast = page.locator('[role="status"]').filter({ hasText: NO_ELIGIBLE });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${name} already has an onboarding request (pending).`);
  // The modal stays open with the form as filled.
  await expect(dialog.getByRole('radio', { name: `${name} (${recruit.email})` })).toBeChecked();

  // Leave the demo data as it was: deleting the pending request restores the recruit's status.
  expect((await request.delete(`/api/onboarding/api/requests/${requestId}/delete_request/`, { headers })).status()).toBe(200);
});
