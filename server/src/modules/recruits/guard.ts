import type { AccessClaims } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/http-error.ts';

export const NOT_YOUR_RECORD = 'You can only see your own recruit record';

/** Recruiters see every recruit; a recruit user only their own record (else 403 with `refusal`). */
export function assertCanSeeRecruit(user: AccessClaims, recruitId: number, refusal = NOT_YOUR_RECORD): void {
  if (user.type === 'recruiter') return;
  if (user.type === 'recruit' && user.recruit_id !== null && user.recruit_id === recruitId) return;
  throw forbidden(refusal);
}

/** The recruit a list is limited to: null for recruiters (all); the own id (or -1 = none) for a recruit. */
export function ownRecruitScope(user: AccessClaims): number | null {
  return user.type === 'recruiter' ? null : (user.recruit_id ?? -1);
}
