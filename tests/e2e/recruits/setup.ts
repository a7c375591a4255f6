import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, loginAs } from '../support/auth.ts';
import { acceptInvite } from '../support/recruits.ts';

export type SetupStage = 'created' | 'accepted' | 'completed';

/**
 * A fresh recruit made through the real API: created, and on request accepted by its link and
 * taken through a completed ClearView session (the actions PATCH no longer stands in for).
 */
export async function recruitVia(request: APIRequestContext, stage: SetupStage) {
  const { headers } = await apiLogin(request, 'recruiter');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `details.${suffix}@example.test`;
  const body = { first_name: 'Dana', last_name: `Actions${suffix}`, email, phone: '555 222 3333', states_licensed: ['WA'] };
  const created = await request.post('/api/recruits/', { headers, data: body });
  expect(created.status()).toBe(201);
  const recruit = await created.json();
  if (stage !== 'created') {
    await acceptInvite(request, headers, recruit.id, { firstName: body.first_name, lastName: body.last_name, email, phone: body.phone });
  }
  if (stage === 'completed') {
    const when = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await request.post(`/api/recruits/${recruit.id}/schedule_clearview/`, {
      headers,
      data: { scheduledDate: when, linkType: 'generated' },
    });
    const { session } = await scheduled.json();
    expect((await request.post(`/api/clearview/${session.token}/complete/`, { data: { sessionData: {} } })).ok()).toBeTruthy();
  }
  return { id: recruit.id as number, name: `${body.first_name} ${body.last_name}`, email, headers };
}

/** Signs in as the demo recruiter, finds the recruit on the pipeline and opens Recruit Details. */
export async function openDetails(page: Page, name: string) {
  await loginAs(page, 'recruiter');
  await page.goto('/dashboard/recruits');
  await page.getByLabel('Search', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByTestId('recruit-card').filter({ hasText: name }).getByRole('button', { name }).click();
  const details = page.getByRole('dialog', { name: 'Recruit Details' });
  await expect(details.getByRole('heading', { name })).toBeVisible();
  return details;
}
