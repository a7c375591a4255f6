// One new recruit walked from creation to onboarded through the screens only (docs/pipeline.md,
// "What can happen next"): after the first page, only links the product gives are followed — the
// sidebar, the dialog's buttons, e-mailed links read from the development outbox — plus the
// recruit's own sign-in. At every step the Recruit Details dialog offers the next step.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, lastMailTo, linksMailedTo, signInOnThisPage } from './support/auth.ts';
import { localDay } from './support/dates.ts';
import { untickAllTemplates } from './support/onboarding.ts';

const stamp = Date.now().toString(36);
const FIRST = 'Quinn';
const LAST = `Journey${stamp}`;
const NAME = `${FIRST} ${LAST}`;
const EMAIL = `quinn.${stamp}@example.test`;
const PASSWORD = 'journey-pass-1';

/** A page of its own for a link the product e-mailed (its path: the app's host may be named differently). */
async function follow(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(link).pathname);
  return page;
}

/** Staff: the pipeline through the sidebar, the recruit found by the search, its details opened fresh. */
async function openDetails(staff: Page): Promise<Locator> {
  const details = staff.getByRole('dialog', { name: 'Recruit Details' });
  // The dialog's root is a zero-size wrapper: its Close button says whether it is open.
  const close = details.getByRole('button', { name: 'Close' });
  if (await close.isVisible()) {
    await close.click();
    await expect(close).toBeHidden();
  }
  await staff.getByRole('navigation').getByRole('link', { name: 'Recruits' }).first().click();
  await staff.getByLabel('Search', { exact: true }).fill(NAME);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.getByTestId('recruit-card').filter({ hasText: NAME }).getByRole('button', { name: NAME }).click();
  await expect(details.getByRole('heading', { name: NAME })).toBeVisible();
  return details;
}

/** The dialog says where the recruit stands and offers the next step's control. */
async function expectNextStep(details: Locator, status: string, control: { name: string; role?: 'button' | 'link' }) {
  await expect(details.getByText(status, { exact: true }).first()).toBeVisible();
  const step = details.getByRole('region', { name: 'Next step' });
  await expect(step.getByRole(control.role ?? 'button', { name: control.name })).toBeVisible();
  return step;
}

test('one recruit from creation to onboarded, through the screens only', async ({ page: staff, browser, request }) => {
  test.setTimeout(300_000);

  // The recruiter signs in (the first page) and creates the recruit.
  await staff.goto('/login');
  await signInOnThisPage(staff, 'recruiter', DEMO.recruiter, DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.getByRole('navigation').getByRole('link', { name: 'Recruits' }).first().click();
  await staff.getByRole('button', { name: 'Create Recruit' }).click();
  const create = staff.getByRole('dialog', { name: 'Create New Recruit' });
  await create.getByLabel('First Name').fill(FIRST);
  await create.getByLabel('Last Name').fill(LAST);
  await create.getByLabel('Email').fill(EMAIL);
  await create.getByLabel('Phone').fill('(415) 555-2671');
  await create.getByRole('checkbox', { name: 'CA', exact: true }).check();
  await create.getByRole('button', { name: 'Create Recruit' }).click();
  await expect(create).toBeHidden();

  // Invite.
  let details = await openDetails(staff);
  let step = await expectNextStep(details, 'Profile Created – Awaiting Acceptance', { name: 'Send Invite' });
  await step.getByRole('button', { name: 'Send Invite' }).click();
  await expect(staff.getByText('Profile acceptance invite sent')).toBeVisible();

  // Accept: the recruit follows the e-mailed link, then the set-password link that acceptance sends.
  const [acceptLink] = await linksMailedTo(request, EMAIL, /\/accept\//);
  const acceptPage = await follow(browser, acceptLink);
  await acceptPage.getByRole('checkbox', { name: /accept the Privacy Notice/ }).check();
  await acceptPage.getByRole('button', { name: 'Accept Profile & Continue' }).click();
  await expect(acceptPage).toHaveURL(/\/confirmation/);
  const [setupLink] = await linksMailedTo(request, EMAIL, /\/setup-password\//);

  // Schedule the ClearView session.
  details = await openDetails(staff);
  step = await expectNextStep(details, 'Profile Accepted – Pending ClearView Session', { name: 'Schedule ClearView' });
  await step.getByRole('button', { name: 'Schedule ClearView' }).click();
  const schedule = staff.getByRole('dialog', { name: 'Schedule ClearView Session' });
  await schedule.getByLabel('Date').fill(await localDay(staff, 1));
  await schedule.getByLabel('Time').fill('10:30');
  await schedule.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(schedule).toBeHidden();
  step = await expectNextStep(details, 'ClearView scheduled', { name: 'Open ClearView', role: 'link' });

  // The recruit sets a password, signs in, and finds the session on the dashboard.
  const recruit = await follow(browser, setupLink);
  await recruit.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await recruit.getByLabel('Confirm Password').fill(PASSWORD);
  await recruit.getByRole('button', { name: 'Set Password & Continue' }).click();
  await expect(recruit).toHaveURL(/\/login$/);
  await signInOnThisPage(recruit, 'recruit', EMAIL, PASSWORD);
  await expect(recruit).toHaveURL(/\/recruit\/dashboard$/);
  await expect(recruit.getByRole('list', { name: 'Your status' })).toContainText('ClearView Scheduled');
  const upcoming = recruit.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming).toContainText('ClearView session');
  await expect(upcoming.getByRole('link', { name: 'Join the meeting for ClearView session' })).toHaveAttribute(
    'href',
    /Clearpath-ClearView-/,
  );

  // The ClearView session: the recruit types their figures, the recruiter completes it.
  await upcoming.getByRole('link', { name: 'Open the session page of ClearView session' }).click();
  await expect(recruit.getByRole('heading', { name: `ClearView Session: ${NAME}` })).toBeVisible();
  await recruit.getByLabel('Monthly Volume').fill('2100000');
  await recruit.getByLabel('Average Loan Size').fill('350000');
  await recruit.getByLabel('Current Margin (%)').fill('2.75');
  await expect(recruit.getByTestId('save-indicator')).toHaveText(/^Saved /, { timeout: 10_000 });
  const [clearview] = await Promise.all([staff.context().waitForEvent('page'), step.getByRole('link', { name: 'Open ClearView' }).click()]);
  await expect(clearview.getByLabel('Monthly Volume')).toHaveValue('$2,100,000');
  await clearview.getByRole('button', { name: 'Complete Session' }).click();
  await clearview.getByRole('dialog').getByRole('button', { name: 'Complete Session' }).click();
  await expect(clearview).toHaveURL(/\/confirmation/);
  await clearview.close();

  // Discovery.
  details = await openDetails(staff);
  step = await expectNextStep(details, 'ClearView completed', { name: 'Enable Discovery' });
  await step.getByRole('button', { name: 'Enable Discovery' }).click();
  await staff.getByRole('dialog', { name: 'Enable Discovery Access' }).getByRole('button', { name: 'Enable Access' }).click();
  step = await expectNextStep(details, 'Discovery access expanded', { name: 'Schedule Proforma' });

  // Nurture: the high-engagement track from Phase Management.
  await details.getByRole('tab', { name: 'Phase Management' }).click();
  await details.getByRole('button', { name: 'Start High Engagement (14-day drip)' }).click();
  await expect(staff.getByText('High-engagement campaign started!')).toBeVisible();
  step = await expectNextStep(details, 'Nurture, high engagement', { name: 'Schedule a Call' });

  // A meeting, booked from the dialog's next step.
  await step.getByRole('button', { name: 'Schedule a Call' }).click();
  const meeting = details.getByRole('form', { name: 'Schedule a meeting' });
  await meeting.getByLabel('Meeting type').selectOption('founder_culture');
  await meeting.getByLabel('Date').fill(await localDay(staff, 2));
  await meeting.getByLabel('Time').fill('11:00');
  await meeting.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(staff.getByText('Meeting scheduled successfully!')).toBeVisible();
  // A booked meeting ends the drip (issue 27): the Nurture Campaign tab says why.
  await details.getByRole('tab', { name: 'Nurture Campaign' }).click();
  await expect(details.getByTestId('enrollment-summary')).toContainText('Ended: a meeting was booked');
  await details.getByRole('tab', { name: 'Phase Management' }).click();

  // A proforma, started while the recruit is in nurture.
  const proformaForm = details.getByRole('region', { name: 'Proforma' });
  await proformaForm.getByLabel('Model type').selectOption({ index: 1 });
  await proformaForm.getByLabel('Date').fill(await localDay(staff, 3));
  await proformaForm.getByLabel('Time').fill('14:00');
  await proformaForm.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(staff.getByText('Proforma session scheduled successfully!')).toBeVisible();
  step = await expectNextStep(details, 'Proforma scheduled', { name: 'Open Proforma Screen', role: 'link' });
  expect((await lastMailTo(request, EMAIL))?.subject).toBe('Your Clearpath proforma build-out is scheduled');
  const [liveLink] = await linksMailedTo(request, EMAIL, /\/proforma\//);

  // The recruit follows the proforma link signed out: sign-in brings them back to it.
  const follower = await follow(browser, liveLink);
  await expect(follower).toHaveURL(/\/\?next=%2Fproforma%2F/);
  await expect(follower.getByRole('radio', { name: 'Recruit', exact: true })).toBeChecked();
  await signInOnThisPage(follower, 'recruit', EMAIL, PASSWORD);
  await expect(follower.getByRole('heading', { name: 'Your proforma build-out' })).toBeVisible();

  // The recruiter runs it: the inputs start from the recruit's ClearView; completing stores them.
  await step.getByRole('link', { name: 'Open Proforma Screen' }).click();
  await expect(staff.getByRole('heading', { name: 'Proforma Build-Out Management' })).toBeVisible();
  await staff.getByRole('tab', { name: 'Sessions' }).click();
  await staff.getByRole('button', { name: 'Start Live Session' }).click();
  const live = staff.getByTestId('live-proforma');
  await live.getByRole('button', { name: 'Start Session' }).click();
  await expect(staff.getByText('Session started successfully')).toBeVisible();
  await expect(live.getByLabel('Average loan amount', { exact: true })).toHaveAttribute('placeholder', '350,000');
  await expect(live.getByLabel('Loans closed per month', { exact: true })).toHaveAttribute('placeholder', '6');
  await expect(live.getByLabel('Target margin in basis points')).toHaveAttribute('placeholder', '275');
  await expect(live.getByText('From the recruit’s ClearView until someone types').first()).toBeVisible();
  await expect(follower.getByTestId('summary-total-revenue')).toBeVisible();
  await live.getByLabel('Loans closed per month', { exact: true }).fill('7');
  await expect(follower.getByLabel('Loans closed per month')).toHaveValue('7');
  await live.getByRole('button', { name: 'Complete Session' }).click();
  await expect(staff.getByText('Session completed successfully')).toBeVisible();

  // Onboarding with tasks: the chooser, two templates of two departments.
  details = await openDetails(staff);
  step = await expectNextStep(details, 'Proforma completed', { name: 'Initiate Onboarding' });
  await step.getByRole('button', { name: 'Initiate Onboarding' }).click();
  const chooser = staff.getByRole('dialog', { name: `Initiate Onboarding: ${NAME}` });
  await expect(chooser.getByRole('heading', { name: `Initiate Onboarding: ${NAME}` })).toBeVisible();
  await untickAllTemplates(chooser);
  await chooser.getByRole('region', { name: 'IT', exact: true }).getByRole('checkbox', { name: 'Provision CRM access' }).check();
  await chooser.getByRole('region', { name: 'Marketing', exact: true }).getByRole('checkbox', { name: 'Order business cards' }).check();
  await chooser.getByRole('button', { name: 'Initiate Onboarding' }).click();
  await expect(staff.getByText('Onboarding initiated successfully')).toBeVisible();
  await expectNextStep(details, 'Onboarding initiated', { name: 'View Onboarding' });

  // Every task completed through its e-mailed link, by each department without signing in.
  for (const department of ['it@clearpath.test', 'marketing@clearpath.test']) {
    const mail = await lastMailTo(request, department);
    expect(mail?.text).toContain(NAME);
    const [taskLink] = await linksMailedTo(request, department, /\/onboarding\/task\//);
    const taskPage = await follow(browser, taskLink);
    await taskPage.getByRole('button', { name: 'Mark Task as Complete' }).click();
    await expect(taskPage.getByText('Task Completed!')).toBeVisible();
  }

  // Onboarded: nothing further to offer.
  details = await openDetails(staff);
  await expect(details.getByText('Onboarded', { exact: true }).first()).toBeVisible();
  await expect(details.getByRole('region', { name: 'Next step' })).toContainText('Onboarding is complete. There is no further step.');
});
