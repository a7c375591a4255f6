// Real records for the width check (tests/e2e/widths.spec.ts), made through the API as a user
// would make them: a recruit with discovery access, a baseline and a sandbox, a proforma session,
// a live ClearView link, an unanswered acceptance link, an unused password link, a public task link,
// and a webhook endpoint with deliveries (Settings → Integrations).
import { expect, type APIRequestContext } from '@playwright/test';
import { recruitVia } from '../recruits/setup.ts';
import { apiLogin, mailedLinks } from './auth.ts';
import { scheduleClearviewSession } from './clearview.ts';

export const WIDTH_RECRUIT_PASSWORD = 'widths-pass-123';
/** Port 9 (discard) on loopback: nothing listens, so each attempt is refused at once. */
const WIDTH_WEBHOOK_URL = 'http://127.0.0.1:9/integrations/clearpath/recruit-events/a-rather-long-path-for-the-width-check';

export interface WidthFixtures {
  recruitEmail: string;
  recruitId: number;
  baselineId: number;
  sandboxId: number;
  clearviewToken: string;
  proformaToken: string;
  acceptToken: string;
  setupToken: string;
  taskUuid: string;
  departmentId: number;
  bookingPath: string;
  unsubscribePath: string;
}

const lastPathPart = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as T;
}

export async function makeWidthFixtures(request: APIRequestContext): Promise<WidthFixtures> {
  const { headers } = await apiLogin(request, 'recruiter');

  // Settings → Integrations (webhooks) with rows: an endpoint nothing answers at (a long URL, failed
  // attempts with their error), which the recruits below give deliveries; disabled once they exist.
  const hook = await json<{ id: number }>(
    await request.post('/api/webhooks/endpoints/', {
      headers,
      data: { url: WIDTH_WEBHOOK_URL, events: ['recruit.created', 'recruit.status_changed'] },
    }),
  );

  // The recruit whose pages are visited: past ClearView, with a password and every discovery module.
  const recruit = await recruitVia(request, 'completed');
  const [setup] = await mailedLinks(request, recruit.email, '/setup-password/');
  await json(await request.post(`/api/auth/setup-password/${lastPathPart(setup)}/`, { data: { password: WIDTH_RECRUIT_PASSWORD } }));
  await json(await request.post(`/api/recruits/${recruit.id}/enable_discovery_access/`, { headers, data: {} }));
  const { results: scenarios } = await json<{ results: { id: number; type: string; data: unknown }[] }>(
    await request.get(`/api/scenarios/?recruit=${recruit.id}`, { headers }),
  );
  const baseline = scenarios.find((s) => s.type === 'baseline');
  expect(baseline, 'a completed ClearView leaves a baseline scenario').toBeTruthy();
  const sandbox = await json<{ id: number }>(
    await request.post('/api/scenarios/', {
      headers,
      data: { recruit: recruit.id, name: 'Sandbox Scenario 1', type: 'sandbox', data: baseline?.data },
    }),
  );
  const proforma = await json<{ token: string }>(
    await request.post('/api/proforma/sessions/', {
      headers,
      data: { recruit: recruit.id, model_type: 1, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  );

  // A live ClearView link; an invited recruit who has not answered; an accepted one whose password link is unused.
  const clearview = await scheduleClearviewSession(request, 'Riley', 'Widths');
  const invited = await recruitVia(request, 'created');
  const { inviteUrl } = await json<{ inviteUrl: string }>(
    await request.post(`/api/recruits/${invited.id}/send_acceptance_invite/`, { headers }),
  );
  const [unusedSetup] = await mailedLinks(request, clearview.email, '/setup-password/');

  const tasks = await json<{ results?: { completion_url: string }[] } | { completion_url: string }[]>(
    await request.get('/api/onboarding/api/tasks/?status=pending', { headers }),
  );
  const [task] = Array.isArray(tasks) ? tasks : (tasks.results ?? []);
  const departments = await json<{ id: number }[] | { results: { id: number }[] }>(
    await request.get('/api/onboarding/api/departments/', { headers }),
  );
  const [department] = Array.isArray(departments) ? departments : departments.results;

  // The two pages of a follow-up e-mail: the booking link, and the unsubscribe link of an enrolled recruit's e-mail.
  const { url: bookingUrl } = await json<{ url: string }>(await request.get(`/api/recruits/${recruit.id}/booking_link/`, { headers }));
  const enrolled = await recruitVia(request, 'completed');
  await json(await request.post('/api/nurture/enrollments/', { headers, data: { recruit: enrolled.id, campaign: 1 } }));
  let unsubscribe: string[] = [];
  await expect
    .poll(async () => {
      unsubscribe = await mailedLinks(request, enrolled.email, '/unsubscribe/');
      return unsubscribe.length;
    })
    .toBeGreaterThan(0);

  await json(await request.patch(`/api/webhooks/endpoints/${hook.id}/`, { headers, data: { is_active: false } }));

  return {
    recruitEmail: recruit.email,
    recruitId: recruit.id,
    baselineId: baseline?.id ?? 0,
    sandboxId: sandbox.id,
    clearviewToken: clearview.token,
    proformaToken: proforma.token,
    acceptToken: lastPathPart(inviteUrl),
    setupToken: lastPathPart(unusedSetup),
    taskUuid: lastPathPart(task.completion_url),
    departmentId: department.id,
    bookingPath: new URL(bookingUrl).pathname,
    // The footer's link, as the e-mail gives it (the page, or the API address that sends the browser there).
    unsubscribePath: new URL(unsubscribe[0]).pathname,
  };
}
