// Issue 25: every page at phone, tablet and desk widths. Each route of client/src/config/paths.ts is
// visited (a new route fails the test until it is added here) as the user who sees it, with real
// records behind it, and fails on sideways scroll, anything wider than the viewport, a cut-off control
// or heading, or a sticky bar that eats a phone screen. SHOTS_DIR=/some/dir also saves screenshots.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { paths } from '../../client/src/config/paths.ts';
import { loginAs } from './support/auth.ts';
import { widthProblems } from './support/width-check.ts';
import { makeWidthFixtures, WIDTH_RECRUIT_PASSWORD, type WidthFixtures } from './support/width-fixtures.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

type Who = 'guest' | 'recruiter' | 'recruit';
type Visit = { route: keyof typeof paths; as: Who; url: string; name?: string };

/** Every route, some in more than one state (a table view, a module, an open dialog, the presenter's side). */
function visits(f: WidthFixtures): Visit[] {
  const confirmation = `${paths.confirmation}?message=${encodeURIComponent('ClearView session completed successfully!')}&type=success`;
  return [
    { route: 'home', as: 'guest', url: paths.home },
    { route: 'login', as: 'guest', url: paths.login },
    { route: 'setupPassword', as: 'guest', url: `/setup-password/${f.setupToken}` },
    { route: 'accept', as: 'guest', url: `/accept/${f.acceptToken}` },
    { route: 'clearview', as: 'guest', url: `/clearview/${f.clearviewToken}` },
    { route: 'clearview', as: 'recruiter', url: `/clearview/${f.clearviewToken}`, name: 'clearview-presenter' },
    { route: 'proformaLive', as: 'recruit', url: `/proforma/${f.proformaToken}` },
    { route: 'proformaLive', as: 'recruiter', url: `/proforma/${f.proformaToken}`, name: 'proforma-live-recruiter' },
    { route: 'confirmation', as: 'guest', url: confirmation },
    { route: 'dashboard', as: 'recruiter', url: paths.dashboard },
    { route: 'dashboardAnalytics', as: 'recruiter', url: paths.dashboardAnalytics },
    { route: 'dashboardTasks', as: 'recruiter', url: paths.dashboardTasks },
    { route: 'dashboardRecruits', as: 'recruiter', url: paths.dashboardRecruits },
    { route: 'dashboardRecruits', as: 'recruiter', url: `${paths.dashboardRecruits}?view=table`, name: 'recruits-table' },
    { route: 'dashboardRecruits', as: 'recruiter', url: `${paths.dashboardRecruits}?recruit=${f.recruitId}`, name: 'recruit-details' },
    { route: 'dashboardNurture', as: 'recruiter', url: paths.dashboardNurture },
    { route: 'dashboardProforma', as: 'recruiter', url: paths.dashboardProforma },
    { route: 'dashboardProforma', as: 'recruiter', url: `${paths.dashboardProforma}?recruit=${f.recruitId}`, name: 'proforma-recruit' },
    { route: 'dashboardOnboarding', as: 'recruiter', url: paths.dashboardOnboarding },
    { route: 'dashboardActivity', as: 'recruiter', url: paths.dashboardActivity },
    { route: 'dashboardMessages', as: 'recruiter', url: paths.dashboardMessages },
    { route: 'dashboardReports', as: 'recruiter', url: paths.dashboardReports },
    { route: 'dashboardSettings', as: 'recruiter', url: paths.dashboardSettings },
    { route: 'dashboardAuditLog', as: 'recruiter', url: paths.dashboardAuditLog },
    { route: 'recruitDashboard', as: 'recruit', url: paths.recruitDashboard },
    { route: 'recruitProfile', as: 'recruit', url: paths.recruitProfile },
    { route: 'recruitDiscovery', as: 'recruit', url: `${paths.recruitDiscovery}?module=live-pricing`, name: 'discovery-pricing' },
    {
      route: 'recruitDiscovery',
      as: 'recruit',
      url: `${paths.recruitDiscovery}?module=recruiting-calculator`,
      name: 'discovery-recruiting',
    },
    { route: 'recruitDiscovery', as: 'recruit', url: `${paths.recruitDiscovery}?module=ownership-calculator`, name: 'discovery-ownership' },
    { route: 'recruitDiscovery', as: 'recruit', url: `${paths.recruitDiscovery}?module=scenarios`, name: 'discovery-scenarios' },
    { route: 'recruitOnboarding', as: 'recruit', url: paths.recruitOnboarding },
    { route: 'recruitSettings', as: 'recruit', url: paths.recruitSettings },
    { route: 'scenarioCalculator', as: 'recruit', url: `${paths.scenarioCalculator}?scenario=${f.sandboxId}&type=sandbox` },
    {
      route: 'scenarioComparison',
      as: 'recruit',
      url: `${paths.scenarioComparison}?scenario1=${f.baselineId}&scenario2=${f.sandboxId}`,
    },
    { route: 'profileCompletion', as: 'recruit', url: paths.profileCompletion },
    { route: 'discoveryTools', as: 'recruit', url: paths.discoveryTools },
    { route: 'onboardingTask', as: 'guest', url: `/onboarding/task/${f.taskUuid}` },
    { route: 'onboardingDepartment', as: 'recruiter', url: `/onboarding/department/${f.departmentId}` },
    { route: 'devOutbox', as: 'recruiter', url: paths.devOutbox },
    { route: 'booking', as: 'guest', url: f.bookingPath },
    { route: 'unsubscribe', as: 'guest', url: f.unsubscribePath },
  ];
}

let fixtures: WidthFixtures;

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  fixtures = await makeWidthFixtures(request);
  await request.dispose();
});

test('every route of the app is in the width check', () => {
  const visited = new Set(visits(fixtures).map((v) => v.route));
  expect(Object.keys(paths).filter((key) => !visited.has(key as keyof typeof paths))).toEqual([]);
});

/** One signed-in (or guest) page per kind of user, at this size. */
async function pagesFor(browser: Browser, viewport: { width: number; height: number }): Promise<Record<Who, Page>> {
  const open = async (who: Who) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    if (who === 'recruiter') await loginAs(page, 'recruiter');
    if (who === 'recruit') await loginAs(page, 'recruit', fixtures.recruitEmail, WIDTH_RECRUIT_PASSWORD);
    return page;
  };
  return { guest: await open('guest'), recruiter: await open('recruiter'), recruit: await open('recruit') };
}

for (const viewport of WIDTHS) {
  test(`every page fits ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(300_000);
    const pages = await pagesFor(browser, viewport);
    const found: string[] = [];
    for (const visit of visits(fixtures)) {
      const page = pages[visit.as];
      await page.goto(visit.url);
      const label = visit.name ?? visit.route;
      for (const problem of await widthProblems(page)) found.push(`${viewport.width}px ${label} (${visit.url}): ${problem}`);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${label}-${viewport.width}.png`, fullPage: true });
    }
    for (const page of Object.values(pages)) await page.context().close();
    expect(found).toEqual([]);
  });
}
