import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';

// The department dashboard: a slow answer for a filter the user already left must not replace the
// list of the filter now chosen.

test('a late answer for an earlier filter does not replace the current list', async ({ page, request }) => {
  const { headers } = await apiLogin(request, 'recruiter');
  const departments = await (await request.get('/api/onboarding/api/departments/', { headers })).json();
  // The seeded department with the most tasks, so "All" and "Blocked" differ.
  let best = { id: 0, all: 0, blocked: 0 };
  for (const d of departments.results ?? departments) {
    const all = (await (await request.get(`/api/onboarding/department/${d.id}/tasks/`, { headers })).json()).tasks.length;
    const blocked = (await (await request.get(`/api/onboarding/department/${d.id}/tasks/?status=blocked`, { headers })).json()).tasks
      .length;
    if (all - blocked > best.all - best.blocked) best = { id: d.id, all, blocked };
  }
  expect(best.all).toBeGreaterThan(best.blocked);

  await loginAs(page, 'recruiter');
  await page.goto(`/onboarding/department/${best.id}`);
  await expect(page.getByRole('heading', { name: `Tasks (${best.all})` })).toBeVisible();

  // The Blocked answer is held back until after the user has gone back to All.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tasks/?status=blocked*', async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page may have cancelled it
  });
  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption('blocked');
  await status.selectOption('all');
  await expect(page.getByRole('heading', { name: `Tasks (${best.all})` })).toBeVisible();
  release();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: `Tasks (${best.all})` })).toBeVisible();
});
