import type { OnboardingProcess, OnboardingRequest } from '@shared/schemas/onboarding-responses';
import type { RequestFieldsPayload } from '@client/components/onboarding-request';
import { api, listOf } from '@client/lib/api';

/** The recruit's onboarding calls (docs/spec/doc2.md §7 "Recruit area"); the dashboard's reads are in api/. */

/** The recruit's own onboarding request (server path: POST /onboarding/api/requests/). */
export const submitOnboardingRequest = (recruitId: number, fields: RequestFieldsPayload) =>
  api.post<OnboardingRequest>('/onboarding/api/requests/', { recruit_id: recruitId, ...fields });

/** Direct start, offered only at clearview_completed (docs/spec/doc2.md §6). */
export const initiateOnboarding = (recruitId: number, notes = '') =>
  api.post('/onboarding/api/requests/initiate_onboarding/', { recruit_id: recruitId, notes });

/** The recruit's own processes (the server limits the list to them). */
export async function fetchOwnProcesses(): Promise<OnboardingProcess[]> {
  return listOf<OnboardingProcess>(await api.get('/onboarding/api/processes/'));
}
