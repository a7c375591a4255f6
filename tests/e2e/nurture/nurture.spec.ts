import { expect, test } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';
import { openDetails, recruitVia } from '../recruits/setup.ts';

/** All messages to an address in the development outbox (recruiters only), newest first. */
async function mailTo(request: Parameters<typeof apiLogin>[0], to: string) {
  const { headers } = await apiLogin(request, 'recruiter');
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`, { headers });
  return (await res.json()).results as { subject: string; status: string; channel: string; links: string[] }[];
}

test.describe('nurture', () => {
  test('the recruiter starts high engagement from Phase Management: badge, tab, Nurture screen and outbox follow', async ({
    page,
    request,
  }) => {
    const { name, email } = await recruitVia(request, 'completed');
    const details = await openDetails(page, name);
    await details.getByRole('tab', { name: 'Phase Management' }).click();
    await details.getByRole('button', { name: 'Start High Engagement (14-day drip)' }).click();
    await expect(page.getByText('High-engagement campaign started!')).toBeVisible();
    await expect(details.getByText('Nurture, high engagement', { exact: true }).first()).toBeVisible();
    await expect(details.getByRole('region', { name: 'Nurture' })).toContainText('Enrolled in High Engagement');

    // The Nurture Campaign tab shows the drip's upcoming steps.
    await details.getByRole('tab', { name: 'Nurture Campaign' }).click();
    const summary = details.getByTestId('enrollment-summary');
    await expect(summary).toContainText('High Engagement');
    await expect(summary).toContainText('Day 2: Follow-up text');
    await expect(summary).toContainText('Day 14: Recruiter call: two-week decision call');

    // The results e-mail is queued with the enrollment and delivered by the worker (kept in the outbox).
    await expect.poll(async () => (await mailTo(request, email)).find((m) => m.subject === 'Your ClearView results')?.status).toBe('sent');

    await details.getByRole('button', { name: 'Close' }).click();
    await page.goto('/dashboard/nurture');
    await expect(page.getByRole('heading', { name: 'Nurture Campaign Management' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('High Engagement');
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(page.getByRole('heading', { name: 'Long Term' })).toBeVisible();
  });

  test('the recruit schedules a culture call from Stay Connected; the invitation with its calendar request is sent', async ({
    page,
    request,
  }) => {
    const { email } = await recruitVia(request, 'completed');
    const setup = (await mailTo(request, email)).flatMap((m) => m.links).find((l) => l.includes('/setup-password/')) as string;
    const token = new URL(setup).pathname.split('/').pop();
    expect((await request.post(`/api/auth/setup-password/${token}/`, { data: { password: 'nurture-pass-123' } })).ok()).toBeTruthy();

    await loginAs(page, 'recruit', email, 'nurture-pass-123');
    const panel = page.getByRole('region', { name: 'Stay Connected' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Schedule a Founder Culture call' }).click();
    await expect(page.getByText('Culture call scheduled!')).toBeVisible();
    // Booked by the server in the recruit's zone at business hours; listed with its join link.
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await expect(upcoming).toContainText('Founder Culture call');
    await expect(upcoming.getByRole('link', { name: 'Join the meeting for Founder Culture call' })).toHaveAttribute(
      'href',
      /Clearpath-founder-culture-/,
    );
    await expect
      .poll(async () => (await mailTo(request, email)).map((m) => m.subject))
      .toContain('Your Clearpath Founder Culture call is scheduled');

    await panel.getByRole('button', { name: 'Start the high-engagement track' }).click();
    await expect(page.getByText('High-engagement campaign started!')).toBeVisible();
    await expect(panel.getByTestId('enrollment-summary')).toContainText('High Engagement');
  });

  test('the Messages screen lists messages and filters them by status', async ({ page }) => {
    await loginAs(page, 'recruiter');
    await page.goto('/dashboard/messages');
    await expect(page.getByRole('heading', { name: 'Messages & Communications' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Messages' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The demo data holds every outcome, failures included.
    await page.getByLabel('Status').selectOption('failed');
    await expect(table.getByRole('row').nth(1)).toContainText('Failed');
    await page.getByLabel('Status').selectOption('sent');
    await expect(table.getByRole('row').nth(1)).toContainText('Sent');
  });
});
