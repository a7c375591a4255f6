// Sets up a scheduled ClearView session through the real API: a new recruit, invited, accepted
// through the acceptance link, then scheduled by the demo recruiter.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './auth.ts';
import { acceptInvite } from './recruits.ts';

export interface ScheduledSession {
  recruitId: number;
  firstName: string;
  lastName: string;
  /** The recruit's unique e-mail (tells their pipeline card apart from namesakes). */
  email: string;
  /** The page path, /clearview/{token}. */
  path: string;
  token: string;
  recruiterHeaders: Record<string, string>;
}

export async function scheduleClearviewSession(
  request: APIRequestContext,
  firstName = 'Riley',
  lastName = 'Morgan',
): Promise<ScheduledSession> {
  const recruiter = await apiLogin(request, 'recruiter');
  const headers = recruiter.headers;
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await request.post('/api/recruits/', {
    headers,
    data: {
      first_name: firstName,
      last_name: lastName,
      email: `clearview-${unique}@example.test`,
      phone: '555-010-2000',
      states_licensed: ['TX'],
      recruiting_source: 'referral',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const recruit = (await created.json()) as { id: number; email: string };

  await acceptInvite(request, headers, recruit.id, { firstName, lastName, email: recruit.email, phone: '555-010-2000' });

  const scheduled = await request.post(`/api/recruits/${recruit.id}/schedule_clearview/`, {
    headers,
    data: { scheduledDate: new Date(Date.now() + 3600_000).toISOString(), linkType: 'generated' },
  });
  expect(scheduled.ok(), await scheduled.text()).toBeTruthy();
  const { clearviewUrl } = (await scheduled.json()) as { clearviewUrl: string };
  const path = new URL(clearviewUrl).pathname;
  return {
    recruitId: recruit.id,
    firstName,
    lastName,
    email: recruit.email,
    path,
    token: path.split('/').pop() ?? '',
    recruiterHeaders: headers,
  };
}
