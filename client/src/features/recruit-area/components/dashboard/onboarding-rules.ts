import type { Recruit } from '@shared/schemas/recruit-responses';

/** A recruit may request onboarding after ClearView or with a 60%+ profile (doc2 §4). */
export const ELIGIBLE_PROFILE_PERCENT = 60;

/**
 * doc2 §4: available at clearview_completed or profile ≥ 60%, unless onboarding was already
 * requested or initiated. Onboarded recruits are excluded too: they have nothing left to request.
 */
export function canRequestOnboarding(r: Pick<Recruit, 'status' | 'profile_completion_percentage'>): boolean {
  if (r.status === 'onboarding_requested' || r.status === 'onboarding_initiated' || r.status === 'onboarded') return false;
  return r.status === 'clearview_completed' || r.profile_completion_percentage >= ELIGIBLE_PROFILE_PERCENT;
}

/** The direct start is offered only right after ClearView (doc2 §4, §6). */
export const canStartDirectly = (r: Pick<Recruit, 'status'>) => r.status === 'clearview_completed';
