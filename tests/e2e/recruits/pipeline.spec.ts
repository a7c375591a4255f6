import { expect, test, type Page } from '@playwright/test';
import { apiLogin, lastMailTo, linksMailedTo, loginAs } from '../support/auth.ts';

const PROFILE_ACCEPTED = 'Profile accepted successfully! Your recruiter will contact you to schedule your ClearView session.';

/** Tomorrow as yyyy-mm-dd in the browser's local calendar (the date input's format). */
function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function openPipeline(page: Page) {
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/recruits');
  await expect(page.getByRole('heading', { name: 'Recruit Pipeline' })).toBeVisible();
}

test.describe('recruit pipeline', () => {
  test('create → invite → accept by link → schedule ClearView with a generated meeting link', async ({ page, browser, request }) => {
    const suffix = Date.now().toString(36);
    const first = 'Riley';
    const last = `Pipeline${suffix}`;
    const name = `${first} ${last}`;
    const email = `riley.${suffix}@example.test`;

    await openPipeline(page);
    await page.getByRole('button', { name: 'Create Recruit' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Recruit' });
    await create.getByLabel('First Name').fill(first);
    await create.getByLabel('Last Name').fill(last);
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Phone').fill('(555) 010-2030');
    await create.getByRole('checkbox', { name: 'CA', exact: true }).check();
    await create.getByRole('checkbox', { name: 'TX', exact: true }).check();
    await expect(create.getByText('2 selected')).toBeVisible();
    await create.getByLabel('NMLS ID').fill('1234567');
    await expect(create.getByLabel('Recruiting Source')).toHaveValue('referral');
    await create.getByRole('button', { name: 'Create Recruit' }).click();
    await expect(create.getByText(`${name} created successfully!`)).toBeVisible();
    await expect(page.getByText('Recruit created successfully')).toBeVisible();
    await expect(create).toBeHidden();

    // The new card is in the reloaded list with its stage.
    const card = page.getByTestId('recruit-card').filter({ hasText: name });
    await expect(card).toContainText('Profile Created – Awaiting Acceptance');
    await expect(card).toContainText('CA, TX');
    await card.getByRole('button', { name }).click();

    const details = page.getByRole('dialog', { name: 'Recruit Details' });
    await expect(details.getByRole('heading', { name })).toBeVisible();
    await details.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Profile acceptance invite sent')).toBeVisible();
    await expect(details.getByLabel('Profile acceptance link')).toHaveValue(/\/accept\//);

    // The recruit follows the e-mailed link in a browser that is not signed in.
    const [acceptLink] = await linksMailedTo(request, email, /\/accept\//);
    const recruitContext = await browser.newContext();
    const recruitPage = await recruitContext.newPage();
    await recruitPage.goto(new URL(acceptLink).pathname);
    await expect(recruitPage.getByRole('heading', { name: `Welcome, ${first}!` })).toBeVisible();
    await expect(recruitPage.getByLabel('Email')).toHaveValue(email);
    await expect(recruitPage.getByText('Please accept the Discovery Terms to continue')).toBeVisible();
    const accept = recruitPage.getByRole('button', { name: 'Accept Profile & Continue' });
    await expect(accept).toBeDisabled();
    await recruitPage.getByRole('checkbox', { name: /accept the Privacy Notice/ }).check();
    await expect(recruitPage.getByText('Please accept the Discovery Terms to continue')).toBeHidden();
    await accept.click();
    await expect(recruitPage).toHaveURL(/\/confirmation/);
    await expect(recruitPage.getByText(PROFILE_ACCEPTED)).toBeVisible();
    await recruitContext.close();

    // Back as the recruiter: the list shows the new stage.
    await details.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(card).toContainText('Profile Accepted – Pending ClearView Session');

    await card.getByRole('button', { name }).click();
    await details.getByRole('button', { name: 'Schedule ClearView' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule ClearView Session' });
    await expect(schedule.getByText('The ClearView session takes 60-90 minutes.')).toBeVisible();
    await expect(schedule.getByRole('radio', { name: 'Generate Zoom/Teams Link' })).toBeChecked();
    await schedule.getByLabel('Date').fill(tomorrow());
    await schedule.getByLabel('Time').fill('10:30');
    await schedule.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(page.getByText('ClearView session scheduled', { exact: true })).toBeVisible();
    await expect(schedule).toBeHidden();
    await expect(details.getByText('ClearView scheduled', { exact: true })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Open ClearView' })).toHaveAttribute('href', /^\/clearview\//);

    const invitation = await lastMailTo(request, email);
    expect(invitation?.subject).toContain('ClearView');
    expect(invitation?.links.some((l) => /^https?:\/\//.test(l) && !l.includes('/clearview/'))).toBe(true);
    expect(invitation?.links.some((l) => l.includes('/clearview/'))).toBe(true);
  });

  test('the next page loads within 1.5 viewport heights of the bottom, then the end is shown', async ({ page, request }) => {
    const { headers } = await apiLogin(request, 'recruiter');
    const total = async () => (await (await request.get('/api/recruits/', { headers })).json()).count as number;
    // Make sure there is a second page whatever the demo data holds.
    for (let n = await total(); n <= 20; n++) {
      const res = await request.post('/api/recruits/', {
        headers,
        data: {
          first_name: 'Page',
          last_name: `Filler${n}`,
          email: `filler.${n}.${Date.now()}@example.test`,
          phone: '555 000 1111',
          states_licensed: ['OH'],
        },
      });
      expect(res.status()).toBe(201);
    }
    const count = await total();

    await openPipeline(page);
    const cards = page.getByTestId('recruit-card');
    await expect(cards).toHaveCount(20);
    // The counter is the server's count, not the 20 cards loaded so far.
    await expect(page.getByTestId('counter-total-recruits')).toHaveText(`Total Recruits${count}`);

    const scrollToRemaining = (viewports: number) =>
      page.evaluate((v) => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight * (1 + v)), viewports);
    await scrollToRemaining(1.7);
    await page.waitForTimeout(500);
    await expect(cards).toHaveCount(20);
    await scrollToRemaining(1.3);
    await expect(cards).toHaveCount(Math.min(40, count));

    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByText('No more recruits to load')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(cards).toHaveCount(count);
  });

  test('a filter that matches nobody shows the empty text', async ({ page }) => {
    await openPipeline(page);
    await page.getByLabel('Search', { exact: true }).fill('no-such-recruit-anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No recruits found matching the current filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  });

  test('the create dialog refuses an empty form with the exact messages', async ({ page }) => {
    await openPipeline(page);
    await page.getByRole('button', { name: 'Create Recruit' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Recruit' });
    await create.getByRole('button', { name: 'Create Recruit' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Select at least one state',
    ]) {
      await expect(create.getByText(text)).toBeVisible();
    }
    await create.getByLabel('Email').fill('not-an-email');
    await create.getByRole('button', { name: 'Create Recruit' }).click();
    await expect(create.getByText('Invalid email format')).toBeVisible();
  });

  test('the stage filter offers exactly the seven stages', async ({ page }) => {
    await openPipeline(page);
    const options = await page.getByLabel('Stage', { exact: true }).locator('option').allTextContents();
    expect(options).toEqual([
      'All stages',
      'Profile Created – Awaiting Acceptance',
      'Profile Accepted – Pending ClearView Session',
      'ClearView scheduled',
      'ClearView completed',
      'Discovery access expanded',
      'Onboarding initiated',
      'Onboarded',
    ]);
  });

  test('an unknown acceptance link shows the Invalid Link panel', async ({ page }) => {
    await page.goto('/accept/not-a-real-token');
    await expect(page.getByText('Invalid or expired token')).toBeVisible();
    await expect(
      page.getByText('This link may have expired or is invalid. Please contact your recruiter for a new invitation.'),
    ).toBeVisible();
  });
});
