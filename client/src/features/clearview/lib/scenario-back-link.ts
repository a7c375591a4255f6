import { hrefs } from '@client/config/paths';
import type { ScenarioBackLink } from '../components/page-states';

/** A recruit goes back to their scenario manager; staff to the recruit's details. */
export function scenarioBackLink(userType: string | undefined, recruitId: number | undefined): ScenarioBackLink {
  if (userType === 'recruiter' && recruitId !== undefined) return { href: hrefs.recruitDetails(recruitId), label: 'Back to Recruit' };
  return { href: hrefs.recruitDiscovery('scenarios'), label: 'Back to Discovery Tools' };
}
