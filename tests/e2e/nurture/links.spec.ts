// The pages a recruit reaches from a follow-up e-mail without signing in (docs/nurture.md):
// the unsubscribe page of its footer link and the booking page, at phone, tablet and desktop widths.
import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/auth.ts';
import { widthProblems } from '../support/width-check.ts';
import { recruitVia } from '../recruits/setup.ts';

/** The links of every outbox message to an address (recruiters only). */
async function outboxLinks(request: Parameters<typeof apiLogin>[0], to: string): Promise<string[]> {
  const { headers } = await apiLogin(request, 'recruiter');
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`, { headers });
  return ((await res.json()).results as { links: string[] }[]).flatMap((m) => m.links);
}

test.describe('follow-up e-mail links', () => {
  for (const width of [390, 768, 1280]) {
    test(`the footer's unsubscribe page confirms with one button at ${width} px`, async ({ page, request }) => {
      const { id, email, headers } = await recruitVia(request, 'completed');
      expect((await request.post('/api/nurture/enrollments/', { headers, data: { recruit: id, campaign: 1 } })).status()).toBe(201);
      let link = '';
      await expect
        .poll(async () => {
          link = (await outboxLinks(request, email)).find((l) => l.includes('/unsubscribe/')) ?? '';
          return link;
        })
        .not.toBe('');

      await page.setViewportSize({ width, height: 900 });
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'Unsubscribe from follow-up e-mails?' })).toBeVisible();
      expect(await widthProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('Account e-mails');
      expect(await widthProblems(page)).toEqual([]);
      const ledger = await (await request.get(`/api/recruits/${id}/consent/`, { headers })).json();
      expect(ledger).toMatchObject({ email: 'opted_out', entries: [{ channel: 'email', state: 'opted_out', source: 'link' }] });
    });
  }

  for (const width of [390, 768, 1280]) {
    test(`the booking page lists free times and books one at ${width} px`, async ({ page, request }) => {
      const { id, headers } = await recruitVia(request, 'completed');
      const { url } = await (await request.get(`/api/recruits/${id}/booking_link/`, { headers })).json();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(new URL(url).pathname);
      await expect(page.getByRole('heading', { name: /Book a call/ })).toBeVisible();
      const first = page.locator('fieldset').first().getByRole('button').first();
      await expect(first).toBeVisible();
      expect(await widthProblems(page)).toEqual([]);
      await first.click();
      await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('Operational Discovery');
      expect(await widthProblems(page)).toEqual([]);
      const meetings = await (await request.get(`/api/nurture/meetings/?recruit=${id}`, { headers })).json();
      expect(meetings.results).toHaveLength(1);
    });
  }

  test('a link that is not valid says so', async ({ page }) => {
    await page.goto('/unsubscribe/not-a-real-token');
    await expect(page.getByText('This unsubscribe link has expired or is not valid.')).toBeVisible();
    await page.goto('/book/not-a-real-token');
    await expect(page.getByText('This booking link has expired or is not valid.')).toBeVisible();
  });
});
