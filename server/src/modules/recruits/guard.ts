// A recruit account's own record (docs/recruits-api.md, "Who sees which recruit"); the visibility
// rule for every user is visibility.ts.
// A recruit account owns exactly the recruit record its `recruit_id` names, set when the account
// is made from that record; ownership is never re-derived from e-mail addresses later.
import type { AccessClaims } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/http-error.ts';
import { NO_RECRUIT_PROFILE, NOT_YOUR_RECORD } from '@shared/domain/recruit-access.ts';

export { NOT_YOUR_RECORD };

/** The record a recruit user acts for; 403 "No recruit profile found…" when the account has none. */
export function ownRecruitId(user: AccessClaims): number {
  if (user.recruit_id === null) throw forbidden(NO_RECRUIT_PROFILE);
  return user.recruit_id;
}
