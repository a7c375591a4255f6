// Settings → Integrations (webhooks), through the screens (docs/deployment.md "Webhooks"): the admin
// (the demo recruiter) adds an endpoint pointing at a receiver this test runs on 127.0.0.1 (the e2e
// server runs with NODE_ENV=test, which allows http and loopback), sees its secret once, creates a
// recruit, sees the delivery in the log as delivered, checks the receiver's signature with the
// secret, replays it, then disables and deletes the endpoint. A recruiter does not see the section.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, linksMailedTo, loginAs, signInOnThisPage } from './support/auth';

interface Received {
  signature: string;
  body: string;
}

let receiver: Server;
const received: Received[] = [];
let hookUrl = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ signature: String(req.headers['x-clearpath-signature'] ?? ''), body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/clearpath-hook`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** True when `signature` (`t=…,v1=…`) is the HMAC-SHA256 of `${t}.${body}` with `secret`. */
function signatureChecks(signature: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(signature.split(',').map((p) => p.split('=', 2) as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** axe-core's serious and critical WCAG 2 A/AA findings inside `selector` (as tests/e2e/accessibility.spec.ts). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}
const SECTION = 'section[aria-labelledby="settings-integrations-webhooks-"]';

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test('an admin adds an endpoint, sees its secret once, and a new recruit is delivered signed, replayed, then the endpoint goes', async ({
  page,
}) => {
  await loginAs(page, 'recruiter');
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Integrations (webhooks)' });
  await expect(section.getByText('No endpoints yet')).toBeVisible();
  await expect(section.getByText('No deliveries yet — they appear when an event happens')).toBeVisible();

  await section.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  // The shared schema checks the form before anything is sent.
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add.getByText('URL is required')).toBeVisible();
  await expect(add.getByText('Choose at least one event')).toBeVisible();
  await add.getByLabel('URL').fill('ftp://example.com/hook');
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add.getByText('Must be an http or https URL')).toBeVisible();
  await add.getByLabel('URL').fill(hookUrl);
  await add.getByRole('checkbox', { name: /A recruit is created/ }).check();
  await add.getByRole('button', { name: 'Add endpoint' }).click();

  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(added).toContainText('it will not be shown again');
  await expect(added).toContainText('X-Clearpath-Signature: t=…,v1=…');
  const secret = await added.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();
  const endpoint = section.locator('tr[data-testid="webhook-endpoint"]').filter({ hasText: hookUrl });
  await expect(endpoint).toContainText('recruit.created');
  await expect(endpoint).toContainText('Enabled');
  // Once closed, the secret is nowhere on the page.
  await expect(page.getByText(secret)).toHaveCount(0);

  // The event: a recruit created in the pipeline.
  const suffix = Date.now().toString(36);
  const email = `hook.${suffix}@example.test`;
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Recruits', exact: true }).click();
  await page.getByRole('button', { name: 'Create Recruit' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Recruit' });
  await create.getByLabel('First Name').fill('Hook');
  await create.getByLabel('Last Name').fill(`Receiver${suffix}`);
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Phone').fill('(555) 010-4040');
  await create.getByRole('checkbox', { name: 'CA', exact: true }).check();
  await create.getByRole('button', { name: 'Create Recruit' }).click();
  await expect(page.getByText('Recruit created successfully')).toBeVisible();

  await openSettings(page);
  const deliveries = section.locator('tr[data-testid="webhook-delivery"]');
  await expect(async () => {
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(deliveries.first()).toContainText('Delivered', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(deliveries).toHaveCount(1);
  const first = deliveries.first();
  await expect(first).toContainText('recruit.created');
  await expect(first).toContainText(hookUrl);
  await expect(first).toContainText('200');

  // The receiver got the recruit, signed with the secret shown once.
  expect(received).toHaveLength(1);
  const event = JSON.parse(received[0].body) as { id: number; type: string; data: { recruit: { email: string } } };
  expect(event.type).toBe('recruit.created');
  expect(event.data.recruit.email).toBe(email);
  expect(signatureChecks(received[0].signature, received[0].body, secret)).toBe(true);
  expect(signatureChecks(received[0].signature, received[0].body, `${secret}x`)).toBe(false);

  // Replay: a second delivery of the same event.
  await first.getByRole('button', { name: /^Replay delivery/ }).click();
  await expect(page.getByText(/Replay queued as delivery #\d+/)).toBeVisible();
  await expect(async () => {
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(deliveries).toHaveCount(2, { timeout: 1000 });
    await expect(deliveries.first()).toContainText('Delivered', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(deliveries.first()).toContainText(/replay of #\d+/);
  expect(await seriousViolations(page, SECTION)).toEqual([]);
  expect(received).toHaveLength(2);
  expect((JSON.parse(received[1].body) as { id: number }).id).toBe(event.id);
  expect(signatureChecks(received[1].signature, received[1].body, secret)).toBe(true);

  // The status filter narrows the log.
  await section.getByLabel('Status').selectOption('failed');
  await expect(section.getByText('No deliveries match these filters')).toBeVisible();
  await section.getByLabel('Status').selectOption('');
  await expect(deliveries).toHaveCount(2);

  // Disable, then delete after a confirmation naming the URL.
  await endpoint.getByRole('button', { name: `Disable ${hookUrl}` }).click();
  await expect(endpoint).toContainText('Disabled');
  await endpoint.getByRole('button', { name: `Delete ${hookUrl}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
  await expect(confirm).toContainText(hookUrl);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByText('No endpoints yet')).toBeVisible();
  await expect(section.getByText('No deliveries yet — they appear when an event happens')).toBeVisible();
});

test('a recruiter does not see the webhooks section', async ({ page, request }) => {
  const admin = await apiLogin(request, 'recruiter');
  const email = `rhea.${Date.now()}@example.com`;
  const password = 'a-long-webhooks-password';
  const invited = await request.post('/api/staff/invite/', {
    headers: admin.headers,
    data: { first_name: 'Rhea', last_name: 'Cruiter', email, role: 'recruiter' },
  });
  expect(invited.status()).toBe(201);
  const [link] = await linksMailedTo(request, email, /\/setup-password\//);
  const token = new URL(link).pathname.split('/').pop();
  expect((await request.post(`/api/auth/setup-password/${token}/`, { data: { password } })).ok()).toBeTruthy();

  await page.goto('/login');
  await signInOnThisPage(page, 'recruiter', email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page);
  await expect(page.getByRole('region', { name: 'Company settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Integrations (webhooks)' })).toHaveCount(0);
});

test('at 390 px the endpoints show as cards', async ({ page, request }) => {
  const admin = await apiLogin(request, 'recruiter');
  const url = `${hookUrl}/narrow`;
  const made = await request.post('/api/webhooks/endpoints/', { headers: admin.headers, data: { url, events: ['recruit.created'] } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Integrations (webhooks)' });
  const card = section.locator('li[data-testid="webhook-endpoint"]').filter({ hasText: url });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${url}` })).toBeVisible();
  await expect(section.locator('tr[data-testid="webhook-endpoint"]').first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await request.delete(`/api/webhooks/endpoints/${id}/`, { headers: admin.headers })).status()).toBe(204);
});
