import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { recruitVia } from './setup.ts';

// The pipeline opens on "My recruits"; "All" shows everyone the user may see (docs/team.md).
test('the pipeline opens on My recruits; All shows an unassigned recruit too; the owner is chosen in Recruit Details', async ({
  page,
  request,
}) => {
  const mine = await recruitVia(request, 'created');
  const nobodys = await recruitVia(request, 'created');
  expect((await request.patch(`/api/recruits/${nobodys.id}/`, { headers: nobodys.headers, data: { recruiter: null } })).ok()).toBeTruthy();

  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/recruits');
  const whose = page.getByRole('group', { name: 'Whose recruits' });
  await expect(whose.getByRole('button', { name: 'My recruits' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('recruit-card').filter({ hasText: mine.name })).toBeVisible();
  await expect(page.getByTestId('recruit-card').filter({ hasText: nobodys.name })).toHaveCount(0);

  await whose.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/owner=all/);
  await expect(whose.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByTestId('recruit-card').filter({ hasText: nobodys.name });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: nobodys.name }).click();
  const owner = page.getByRole('dialog').getByLabel('Owner');
  await expect(owner).toHaveValue('');
  await owner.selectOption({ label: 'Morgan Reyes' });
  await expect(owner).not.toHaveValue('');
});
