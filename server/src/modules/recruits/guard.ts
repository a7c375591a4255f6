// Who sees which recruit: the one ownership rule (docs/recruits-api.md, "Who sees which recruit").
// A recruit account owns exactly the recruit record its `recruit_id` names, set when the account
// is made from that record; ownership is never re-derived from e-mail addresses later.
import { worksRecruits, type AccessClaims } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/http-error.ts';
import { NO_RECRUIT_PROFILE, NOT_YOUR_RECORD } from '@shared/domain/recruit-access.ts';

export { NOT_YOUR_RECORD };

/** Recruiters see every recruit; a recruit user only their own record (else 403 with `refusal`). */
export function assertCanSeeRecruit(user: AccessClaims, recruitId: number, refusal = NOT_YOUR_RECORD): void {
  if (worksRecruits(user)) return;
  if (user.type === 'recruit' && user.recruit_id !== null && user.recruit_id === recruitId) return;
  throw forbidden(refusal);
}

/** The recruit a list is limited to: null for recruiters (all); the own id (or -1 = none) for a recruit. */
export function ownRecruitScope(user: AccessClaims): number | null {
  return worksRecruits(user) ? null : (user.recruit_id ?? -1);
}

/** The record a recruit user acts for; 403 "No recruit profile found…" when the account has none. */
export function ownRecruitId(user: AccessClaims): number {
  if (user.recruit_id === null) throw forbidden(NO_RECRUIT_PROFILE);
  return user.recruit_id;
}
