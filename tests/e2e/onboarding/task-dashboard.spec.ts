import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';

// /dashboard/tasks lists 50 tasks a page: "Load more" appends the API's next page until every
// matching task is shown, the summary tiles keep counting all of them, an action keeps every
// loaded page in view, and a filter starts again at the first page.

const PAGE = 50;

test('the task dashboard loads further pages with Load more', async ({ page, request }) => {
  const { headers } = await apiLogin(request, 'recruiter');
  const first = await request.get('/api/onboarding/api/tasks/', { headers });
  const { count: total, next } = (await first.json()) as { count: number; next: string | null };
  // The demo data has more than one page of tasks (about 70).
  expect(total).toBeGreaterThan(PAGE);
  expect(next).not.toBeNull();

  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/tasks');
  await expect(page.getByRole('heading', { name: 'Task Management' })).toBeVisible();
  const list = page.getByRole('tabpanel', { name: 'All Tasks' });
  const rows = list.getByRole('article');
  const loadMore = list.getByRole('button', { name: 'Load more' });
  const tile = (key: string) => page.getByTestId(`summary-${key}`);

  await expect(rows).toHaveCount(PAGE);
  await expect(list.getByText(`Showing ${PAGE} of ${total} tasks`)).toBeVisible();
  await expect(tile('total')).toHaveText(String(total));

  // Load pages until the API has no next one: every task once, then the button goes away.
  for (let shown = PAGE; shown < total; shown += PAGE) {
    await loadMore.click();
    await expect(rows).toHaveCount(Math.min(shown + PAGE, total));
  }
  await expect(loadMore).toHaveCount(0);
  await expect(list.getByText(/^Showing \d+ of \d+ tasks$/)).toHaveCount(0);
  const links = await list
    .getByRole('link', { name: /^View .* \(opens in a new tab\)$/ })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(total);
  await expect(tile('total')).toHaveText(String(total));

  // Completing a task moves it among the completed ones at the end, on the second page: the
  // reload re-reads every page shown, so the list stays complete and the task is still there.
  const completedBefore = Number(await tile('completed').textContent());
  const target = rows
    .filter({ has: page.getByRole('button', { name: /^Complete / }) })
    .filter({ hasNotText: 'Jordan Avery' })
    .first();
  const href = await target.getByRole('link', { name: /^View / }).getAttribute('href');
  await target.getByRole('button', { name: /^Complete / }).click();
  await expect(page.getByText('Task completed', { exact: true })).toBeVisible();
  await expect(tile('completed')).toHaveText(String(completedBefore + 1));
  await expect(rows).toHaveCount(total);
  const moved = rows.filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(moved.getByText('Completed', { exact: true })).toBeVisible();
  await expect(moved.getByRole('button', { name: /^Complete / })).toHaveCount(0);
  await expect(loadMore).toHaveCount(0);

  // A filter starts again at the first page; clearing it shows one page and the button again.
  await list.getByLabel('Status', { exact: true }).selectOption('completed');
  await expect(list.getByLabel('Status', { exact: true })).toHaveValue('completed');
  await expect(rows.first()).toBeVisible();
  await expect(list.getByRole('button', { name: /^Complete / })).toHaveCount(0);
  await list.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(rows).toHaveCount(PAGE);
  await expect(list.getByText(`Showing ${PAGE} of ${total} tasks`)).toBeVisible();
  await expect(loadMore).toBeVisible();
});
