import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'clearpath-demo';
export const DEMO = {
  recruiter: 'recruiter@clearpath.test',
  recruit: 'recruit@clearpath.test',
} as const;
export type UserType = keyof typeof DEMO;

/** Signs in through the real login form and waits for the user's home page. */
export async function loginAs(page: Page, type: UserType, email: string = DEMO[type], password = DEMO_PASSWORD) {
  await page.goto('/login');
  await signInOnThisPage(page, type, email, password);
  await expect(page).toHaveURL(type === 'recruiter' ? /\/dashboard$/ : /\/recruit\/dashboard$/);
}

/** Fills the sign-in form the page already shows (e.g. after a redirect) and submits it. */
export async function signInOnThisPage(page: Page, type: UserType, email: string, password: string) {
  const radio = page.getByRole('radio', { name: type === 'recruiter' ? 'Recruiter' : 'Recruit', exact: true });
  // Right after a cold start the form may not be hydrated yet: a click before then changes nothing.
  await expect(async () => {
    await radio.check({ force: true, timeout: 2000 });
    await expect(radio).toBeChecked({ timeout: 1000 });
  }).toPass();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the API (for test set-up) and returns bearer headers. */
export async function apiLogin(request: APIRequestContext, type: UserType, email: string = DEMO[type]) {
  const res = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD, user_type: type } });
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  return { ...body, headers: { authorization: `Bearer ${body.access}` } } as {
    access: string;
    refresh: string;
    user: { id: number; recruit_id: number | null };
    headers: Record<string, string>;
  };
}

/** The newest e-mail to an address in the development outbox (which only a signed-in recruiter reads). */
export async function lastMailTo(request: APIRequestContext, to: string) {
  const { headers } = await apiLogin(request, 'recruiter');
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`, { headers });
  const { results: messages } = await res.json();
  return messages[0] as { subject: string; text: string; links: string[] } | undefined;
}

/** Every link containing `part` in the e-mails to an address, newest e-mail first. */
export async function mailedLinks(request: APIRequestContext, to: string, part: string): Promise<string[]> {
  const { headers } = await apiLogin(request, 'recruiter');
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`, { headers });
  const { results } = (await res.json()) as { results: { links: string[] }[] };
  return results.flatMap((m) => m.links).filter((l) => l.includes(part));
}

/** Waits until an e-mail to the address arrives, then returns its links. */
export async function linksMailedTo(request: APIRequestContext, to: string, match: RegExp): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      links = ((await lastMailTo(request, to))?.links ?? []).filter((l) => match.test(l));
      return links.length;
    })
    .toBeGreaterThan(0);
  return links;
}
