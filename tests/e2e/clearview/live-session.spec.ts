import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { loginAs } from '../support/auth.ts';
import { scheduleClearviewSession } from '../support/clearview.ts';

const presenterPanel = (page: Page) => page.getByRole('complementary', { name: 'Presenter panel' });

/** A scheduled session opened by the recruit (its link) and by a signed-in recruiter, each in a browser of their own. */
async function openBothSides(browser: Browser, request: APIRequestContext, firstName: string, lastName: string) {
  const session = await scheduleClearviewSession(request, firstName, lastName);
  const recruiterContext = await browser.newContext();
  const recruitContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  const recruit = await recruitContext.newPage();
  return {
    session,
    recruit,
    recruiter,
    recruitContext,
    /** Signs the recruiter in, then opens the session on both sides. */
    open: async () => {
      await loginAs(recruiter, 'recruiter');
      await recruit.goto(session.path);
      await recruiter.goto(session.path);
    },
    close: async () => {
      await recruiterContext.close();
      await recruitContext.close();
    },
  };
}

test.describe('live ClearView session', () => {
  test('recruit and recruiter share one session: live figures, coaching follows, completion', async ({ browser, request }) => {
    const sides = await openBothSides(browser, request, 'Riley', 'Morgan');
    const { session, recruit, recruiter } = sides;

    // Every byte the recruit's browser receives over WebSockets, and every room URL the recruiter opens.
    const recruitFrames: string[] = [];
    recruit.on('websocket', (ws) => ws.on('framereceived', (f) => recruitFrames.push(Buffer.from(f.payload).toString('latin1'))));
    const recruiterSocketUrls: string[] = [];
    recruiter.on('websocket', (ws) => recruiterSocketUrls.push(ws.url()));

    await sides.open();
    await expect(recruit.getByRole('heading', { name: 'ClearView Session: Riley Morgan' })).toBeVisible();
    await expect(recruiter.getByRole('heading', { name: 'ClearView Session: Riley Morgan' })).toBeVisible();

    // The presenter panel is for recruiters only.
    await expect(presenterPanel(recruiter)).toBeVisible();
    await expect(presenterPanel(recruit)).toHaveCount(0);
    await expect(recruiter.getByRole('list', { name: 'People in this session' })).toContainText('Riley Morgan');

    await presenterPanel(recruiter).getByRole('tab', { name: 'Live Data' }).click();
    await expect(presenterPanel(recruiter).getByText('Waiting for recruit to enter data...')).toBeVisible();

    // The recruit types; the recruiter's Live Data follows within a blink.
    const monthly = recruit.getByLabel('Monthly Volume');
    await monthly.click();
    await monthly.pressSequentially('2000000');
    await expect(recruiter.getByTestId('live-annual-volume')).toHaveText('$24,000,000', { timeout: 1000 });
    await expect(recruit.getByLabel('Annual Volume')).toHaveValue('$24,000,000');
    // The recruiter sees which field the recruit is in.
    await expect(recruiter.getByText('Riley Morgan is editing')).toBeVisible();

    // The recruit moves to Recruiting Goals; the coaching highlight follows.
    await presenterPanel(recruiter).getByRole('tab', { name: 'Coaching Notes' }).click();
    await recruit.getByLabel('Recruiting Goal (per year)').click();
    await expect(recruiter.locator('[data-coaching-module="recruiting"]')).toHaveAttribute('aria-current', 'step', { timeout: 1000 });
    await expect(recruiter.locator('[data-coaching-module="productionDetails"]')).not.toHaveAttribute('aria-current', 'step');

    // Presenter notes: typed by the recruiter, never sent to the recruit's browser.
    await presenterPanel(recruiter).getByLabel('Presenter mode (notes on each module)').check();
    await recruiter.getByLabel('Presenter notes: Production Details').fill('PRIVATE-NOTE-E2E ask about referral partners');
    await recruit.getByLabel('Recruiting Goal (per year)').fill('3');
    await expect(recruiter.getByLabel('Recruiting Goal (per year)')).toHaveValue('3');
    expect(recruitFrames.some((f) => f.includes('PRIVATE-NOTE-E2E'))).toBe(false);
    // The recruiter's rooms were joined with tickets: no access token in any WebSocket URL.
    expect(recruiterSocketUrls.length).toBeGreaterThanOrEqual(2);
    for (const url of recruiterSocketUrls) expect(url).toMatch(/[?&]ticket=[\w-]{40,}/);
    expect(recruiterSocketUrls.some((u) => u.includes('/ws/clearview-notes/'))).toBe(true);
    expect(recruiterSocketUrls.join(' ')).not.toContain('access=');

    // Follow recruit is opt-in, shown, and Escape stops it.
    await presenterPanel(recruiter).getByLabel('Follow recruit').check();
    await expect(recruiter.getByText('Following Riley Morgan')).toBeVisible();
    await recruiter.keyboard.press('Escape');
    await expect(recruiter.getByText('Following Riley Morgan')).toHaveCount(0);

    // The recruit's edit is saved through REST after the debounce.
    await expect(recruit.getByTestId('save-indicator')).toHaveText(/^Saved /, { timeout: 10_000 });
    const saved = await request.get(`/api/clearview/${session.token}/`);
    expect((await saved.json()).session.data.productionDetails.monthlyVolume).toBe(2000000);

    // The recruit completes the session.
    await recruit.getByRole('button', { name: 'Complete Session' }).click();
    await recruit.getByRole('dialog').getByRole('button', { name: 'Complete Session' }).click();
    await expect(recruit).toHaveURL(/\/confirmation\?/);
    await expect(recruit.getByText('ClearView session completed successfully!')).toBeVisible();

    // The recruiter's page turns read-only and the pipeline shows the new stage.
    await expect(recruiter.getByText('This session is completed. The figures are read-only.')).toBeVisible();
    await expect(recruiter.getByLabel('Monthly Volume')).toHaveAttribute('readonly', '');
    const detail = await request.get(`/api/recruits/${session.recruitId}/`, { headers: session.recruiterHeaders });
    expect(await detail.json()).toMatchObject({ status: 'clearview_completed', statusLabel: 'ClearView completed' });
    // The pipeline screen shows it too: search the recruit, the card's badge is the new stage.
    await recruiter.goto('/dashboard/recruits');
    await recruiter.getByLabel('Search', { exact: true }).fill('Riley Morgan');
    await recruiter.getByRole('button', { name: 'Search', exact: true }).click();
    const card = recruiter.getByTestId('recruit-card').filter({ hasText: session.email });
    await expect(card.getByRole('button', { name: 'Riley Morgan' })).toBeVisible();
    await expect(card.getByText('ClearView completed', { exact: true })).toBeVisible();

    // The completed session's baseline scenario opens read-only with its badge.
    const scenarios = await request.get(`/api/scenarios/?recruit=${session.recruitId}`, { headers: session.recruiterHeaders });
    const baseline = ((await scenarios.json()).results as { id: number; type: string }[]).find((s) => s.type === 'baseline');
    if (!baseline) throw new Error('completing the session made no baseline scenario');
    await recruit.goto(`${session.path}?scenario=${baseline.id}`);
    await expect(recruit.getByText('Baseline: ClearView Baseline (Read-only)')).toBeVisible();
    await expect(recruit.getByLabel('Monthly Volume')).toHaveValue('$2,000,000');
    await expect(recruit.getByLabel('Monthly Volume')).toHaveAttribute('readonly', '');
    await expect(recruit.getByRole('button', { name: 'Complete Session' })).toBeDisabled();

    await sides.close();
  });

  test('edits made offline reach the other side when the connection returns', async ({ browser, request }) => {
    const sides = await openBothSides(browser, request, 'Olive', 'Stone');
    const { recruit, recruiter, recruitContext } = sides;
    await sides.open();
    await expect(recruit.getByTestId('connection-status')).toHaveText('Connected');

    await recruitContext.setOffline(true);
    await expect(recruit.getByTestId('connection-status')).toHaveText('Offline – changes kept on this device');
    await recruit.getByLabel('Monthly Volume').fill('1500000');
    await expect(recruit.getByLabel('Annual Volume')).toHaveValue('$18,000,000');
    await expect(recruiter.getByLabel('Monthly Volume')).toHaveValue('$0');

    await recruitContext.setOffline(false);
    await expect(recruit.getByTestId('connection-status')).toHaveText('Connected', { timeout: 15_000 });
    await expect(recruiter.getByLabel('Monthly Volume')).toHaveValue('$1,500,000', { timeout: 5000 });

    // Leaving while the save is still pending asks first.
    await recruit.getByLabel('Office Costs').fill('5000');
    const dialog = recruit.waitForEvent('dialog');
    await recruit.close({ runBeforeUnload: true });
    expect((await dialog).type()).toBe('beforeunload');
    await (await dialog).dismiss();

    await sides.close();
  });

  test('edits typed offline are stored as soon as the connection is back; the header says Auto-saving until then', async ({
    browser,
    request,
  }) => {
    const sides = await openBothSides(browser, request, 'Wren', 'Hale');
    const { session, recruit, recruiter, recruitContext } = sides;
    await sides.open();
    await expect(recruit.getByTestId('connection-status')).toHaveText('Connected');
    const stored = async () => (await (await request.get(`/api/clearview/${session.token}/`)).json()).session.data;

    // The recruit types offline; the recruiter, online, types another figure meanwhile (saved by them).
    await recruitContext.setOffline(true);
    await expect(recruit.getByTestId('connection-status')).toHaveText('Offline – changes kept on this device');
    await recruit.getByLabel('Monthly Volume').fill('1750000');
    await recruiter.getByLabel('Office Costs').fill('4200');
    await expect.poll(async () => (await stored()).personalBusiness?.officeCosts, { timeout: 10_000 }).toBe(4200);
    // Well past the 2 s debounce the recruit's figure is not stored yet, and the header says so.
    await recruit.waitForTimeout(3000);
    await expect(recruit.getByTestId('save-indicator')).toHaveText('Auto-saving...');
    expect((await stored()).productionDetails?.monthlyVolume ?? 0).toBe(0);

    // Back online: stored within a few seconds (well before the 10 s retry), both figures in the snapshot.
    await recruitContext.setOffline(false);
    await expect(recruit.getByTestId('connection-status')).toHaveText('Connected', { timeout: 15_000 });
    await expect.poll(async () => (await stored()).productionDetails?.monthlyVolume, { timeout: 6000 }).toBe(1_750_000);
    expect((await stored()).personalBusiness?.officeCosts).toBe(4200);
    await expect(recruit.getByTestId('save-indicator')).toHaveText(/^Saved /);

    await sides.close();
  });

  test('an unknown token shows the error state; a scenario that is not an id is ignored', async ({ page, request }) => {
    await page.goto('/clearview/no-such-session-token');
    await expect(page.getByRole('heading', { name: 'Unable to Load Session' })).toBeVisible();
    await expect(page.getByText('Session not found or has expired')).toBeVisible();

    const session = await scheduleClearviewSession(request, 'Sam', 'Lee');
    await page.goto(`${session.path}?scenario=abc`);
    await expect(page.getByRole('heading', { name: 'ClearView Session: Sam Lee' })).toBeVisible();
    await expect(page.getByLabel('Monthly Volume')).not.toHaveAttribute('readonly', '');
  });

  test('input rules, persistence across a reload, and the PDF export', async ({ page, request }) => {
    const session = await scheduleClearviewSession(request, 'Avery', 'Quinn');
    await page.goto(session.path);
    await expect(page.getByRole('heading', { name: 'ClearView Session: Avery Quinn' })).toBeVisible();

    // Non-numeric becomes 0 on commit; percents cap at 100; refinance is the rest of purchase.
    await page.getByLabel('Average Loan Size').fill('abc');
    await page.getByLabel('Average Loan Size').press('Tab');
    await expect(page.getByLabel('Average Loan Size')).toHaveValue('$0');
    await page.getByLabel('Closing Ratio (%)').fill('150');
    await page.getByLabel('Closing Ratio (%)').blur();
    await expect(page.getByLabel('Closing Ratio (%)')).toHaveValue('100%');
    await page.getByLabel('Purchase Share (%)').fill('70');
    await expect(page.getByLabel('Refinance Share (%)')).toHaveValue('30%');
    await expect(page.getByLabel('Refinance Share (%)')).toHaveAttribute('readonly', '');
    await page.getByLabel('Gross Income').fill('250000');
    await page.getByLabel('Staffing Costs').fill('50000');
    await expect(page.getByLabel('Net Income')).toHaveValue('$200,000');
    await expect(page.getByLabel('Ownership Percentage')).toHaveValue('6.800%');
    await expect(page.getByTestId('save-indicator')).toHaveText('Auto-saving...');
    await expect(page.getByTestId('save-indicator')).toHaveText(/^Saved /, { timeout: 10_000 });

    await page.reload();
    await expect(page.getByLabel('Net Income')).toHaveValue('$200,000');
    await expect(page.getByLabel('Purchase Share (%)')).toHaveValue('70%');

    // The server's report holds what is on screen: a change typed just before (the export saves it
    // first) and the what-if figures, which live in the room only.
    await page.getByLabel('Staffing Costs').fill('60000');
    await page.getByLabel('What-if Loan Size').fill('500000');
    await page.getByLabel('What-if Loan Size').press('Tab');
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ClearView-Summary-Avery-Quinn-\d{4}-\d{2}-\d{2}\.pdf$/);
    const parser = new PDFParse({ data: new Uint8Array(readFileSync(await file.path())) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Avery Quinn');
    expect(text).toContain('Net Income $190,000');
    expect(text).toContain('Ownership Percentage 6.800%');
    expect(text).toContain('What-if Loan Size $500,000');
  });
});
