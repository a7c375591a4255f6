import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';

// The e-mailed task link (issue 25): its page shows the note staff gave the task, and a completion
// made there reaches the staff task list without a reload.

type Task = { id: number; title: string; notes: string; status: string; completion_url: string };

async function tasks(request: Parameters<typeof apiLogin>[0], query: string): Promise<Task[]> {
  const { headers } = await apiLogin(request, 'recruiter');
  const res = await request.get(`/api/onboarding/api/tasks/?page_size=200&${query}`, { headers });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).results;
}

test('the public task page shows the note staff gave the task', async ({ page, request }) => {
  const noted = (await tasks(request, '')).find((t) => t.notes);
  if (!noted) throw new Error('The demo data has no task with a note');

  await page.goto(new URL(noted.completion_url).pathname);
  await expect(page.getByRole('heading', { name: noted.title, level: 1 })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes from the team' });
  await expect(notes).toContainText(noted.notes);
});

test('a task completed from its public link shows as completed on the staff task list without a reload', async ({
  page,
  context,
  request,
}) => {
  const [task] = await tasks(request, 'status=pending');
  const link = new URL(task.completion_url).pathname;

  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/tasks');
  const list = page.getByRole('tabpanel', { name: 'All Tasks' });
  await list.getByLabel('Status', { exact: true }).selectOption('pending');
  const row = list.getByRole('article').filter({ has: page.locator(`a[href$="${link}"]`) });
  await expect(row).toHaveCount(1);
  const pendingBefore = Number(await page.getByTestId('summary-pending').textContent());

  // The row's View link opens the public page in another tab; the task is completed there.
  const publicPage = await context.newPage();
  await publicPage.goto(link);
  await publicPage.getByRole('button', { name: 'Mark Task as Complete' }).click();
  await expect(publicPage.getByText('Task Completed!')).toBeVisible();

  // Back on the staff tab (a headless browser shows every tab at once, so the switch is announced
  // the way a browser does it when the tab comes to the front again).
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('summary-pending')).toHaveText(String(pendingBefore - 1));
});
