import type { Recruit } from '@shared/schemas/recruit-responses';
import { canRequestOnboarding, eligibilityFactsOf } from '@shared/domain/onboarding-eligibility';

/** The shared eligibility rule on the recruit's own record: the same verdict the server and staff list reach. */
export const mayRequestOnboarding = (r: Recruit): boolean => canRequestOnboarding(eligibilityFactsOf(r));

/** The direct start is offered only right after ClearView (docs/spec/doc2.md §4, §6). */
export const canStartDirectly = (r: Pick<Recruit, 'status'>) => r.status === 'clearview_completed';
