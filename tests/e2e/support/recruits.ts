import { expect, type APIRequestContext } from '@playwright/test';

export interface AcceptContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Sends a recruit's acceptance invite and accepts it through the link's token, as the recruit would. */
export async function acceptInvite(request: APIRequestContext, headers: Record<string, string>, recruitId: number, contact: AcceptContact) {
  const invite = await request.post(`/api/recruits/${recruitId}/send_acceptance_invite/`, { headers });
  expect(invite.ok(), await invite.text()).toBeTruthy();
  const { inviteUrl } = (await invite.json()) as { inviteUrl: string };
  const token = new URL(inviteUrl).pathname.split('/').pop() ?? '';
  const accepted = await request.post(`/api/accept/${token}/`, { data: contact });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
}
