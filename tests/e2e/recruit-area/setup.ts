import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, mailedLinks } from '../support/auth.ts';
import { recruitVia } from '../recruits/setup.ts';

export const RECRUIT_PASSWORD = 'discovery-pass-1';

/** A recruit past ClearView whose account has a password (RECRUIT_PASSWORD), with the recruiter's headers. */
export async function recruitAtClearviewCompleted(request: APIRequestContext) {
  const recruit = await recruitVia(request, 'completed');
  const { headers } = await apiLogin(request, 'recruiter');
  const [setup] = await mailedLinks(request, recruit.email, '/setup-password/');
  const token = new URL(setup).pathname.split('/').pop();
  expect((await request.post(`/api/auth/setup-password/${token}/`, { data: { password: RECRUIT_PASSWORD } })).ok()).toBeTruthy();
  return { ...recruit, staffHeaders: headers };
}
