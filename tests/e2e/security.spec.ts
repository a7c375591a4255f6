// The built client under the server's Content-Security-Policy (issue 8, docs/security.md "HTTP"):
// no page a user opens breaks a directive, and the real bundles arrive compressed and cached.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginAs } from './support/auth.ts';
import { scheduleClearviewSession } from './support/clearview.ts';

/** Every CSP refusal Chromium reports on the page's console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('Content-Security-Policy and the built client', () => {
  test('staff pages, a live ClearView session on both sides and the PDF export break no directive', async ({ browser, request }) => {
    const session = await scheduleClearviewSession(request, 'Casey', 'Shield');
    const recruiter = await (await browser.newContext()).newPage();
    const recruit = await (await browser.newContext()).newPage();
    const violations = [...[recruiter, recruit].map(cspViolations)];

    await loginAs(recruiter, 'recruiter');
    for (const path of ['/dashboard/recruits', '/dashboard/onboarding', '/dashboard/tasks']) {
      await recruiter.goto(path);
      await expect(recruiter.getByRole('main')).toBeVisible();
    }
    await recruit.goto(session.path);
    await recruiter.goto(session.path);
    await expect(recruit.getByRole('heading', { name: 'ClearView Session: Casey Shield' })).toBeVisible();
    const monthly = recruit.getByLabel('Monthly Volume');
    await monthly.click();
    await monthly.pressSequentially('1000000');
    await expect(recruiter.getByLabel('Annual Volume')).toHaveValue('$12,000,000');
    const download = recruiter.waitForEvent('download', { timeout: 30_000 });
    await recruiter.getByRole('button', { name: 'Export PDF' }).click();
    await download;

    expect(violations.flat()).toEqual([]);
  });

  test('the real bundle: brotli, immutable for a year; the page itself revalidated', async ({ request }) => {
    const page = await request.get('/login', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
    expect(script, 'the entry bundle named in index.html').toMatch(/^\/assets\//);
    // No inline script in the page: the policy allows none.
    expect(await page.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const bundle = await request.fetch(script, { headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers()['content-encoding']).toBe('br');
    expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request.fetch(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(bundle.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2.5);
  });
});

test.describe('development outbox (it holds password links)', () => {
  test('an anonymous visitor of /dev/outbox lands on the sign-in screen; a recruit is sent home; a recruiter reads it', async ({
    page,
    request,
  }) => {
    await page.goto('/dev/outbox');
    await expect(page).toHaveURL(/\/\?next=%2Fdev%2Foutbox$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect((await request.get('/api/dev/outbox/')).status()).toBe(401);
    const recruit = await apiLogin(request, 'recruit');
    expect((await request.get('/api/dev/outbox/', { headers: recruit.headers })).status()).toBe(403);

    await loginAs(page, 'recruit');
    await page.goto('/dev/outbox');
    await expect(page).toHaveURL(/\/recruit\/dashboard$/);

    await loginAs(page, 'recruiter');
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { name: 'Dev outbox' })).toBeVisible();
  });
});
