import { expect, test } from '@playwright/test';

// docs/spec/doc1.md §5 "the token must exist" ("Invalid token"); the server's own text otherwise (docs/spec/doc1.md §8).
test.describe('acceptance link errors', () => {
  test('an unknown token shows the server text', async ({ page }) => {
    await page.goto('/accept/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(page.getByText('Invalid or expired token')).toBeVisible();
  });

  test('an empty token shows "Invalid token" without asking the server', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/accept/') && asked.push(r.url()));
    await page.goto('/accept/%20');
    await expect(page.getByText('Invalid token', { exact: true })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a 404 without an error text shows "Invalid token"', async ({ page }) => {
    await page.route('**/api/accept/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/accept/some-token');
    await expect(page.getByText('Invalid token', { exact: true })).toBeVisible();
  });

  test('a token of a shape no link has shows "Invalid token", not a validation text', async ({ page }) => {
    await page.goto(`/accept/${'x'.repeat(300)}`);
    await expect(page.getByText('Invalid token', { exact: true })).toBeVisible();
    await expect(page.getByText(/Too big/)).toHaveCount(0);
  });
});
