// Bulk actions on the pipeline's selection (docs/recruits-api.md, "Bulk actions"): each recruit goes
// through the same service as the single-recruit route, in its own transaction, so one refusal
// leaves the others done; every change is in the audit log with its actor.
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import type { BulkAnswer, BulkInput, BulkResult } from '@shared/schemas/recruit-bulk.ts';
import { recordAudit } from '../../audit/repo.ts';
import { enrollIn } from '../../nurture/enrollments/service.ts';
import { sendEmailIn } from '../../nurture/outreach/service.ts';
import * as recruits from '../repo.ts';
import { assertPlainStatusChange, changeRecruitStatus } from '../status.ts';
import { canSeeRecruit } from '../visibility.ts';
import { isOwnerCandidate } from '../pipeline/repo.ts';
import { reassignRecruit } from '../pipeline/owner.ts';

const NOT_FOUND = 'Recruit not found';
const NOT_AN_OWNER = 'The new owner must be an active admin or recruiter';

type One = (tx: Sql, actorId: number, id: number) => Promise<void>;

/** The action for one recruit, as the single-recruit route does it, with its audit row. */
function actionFor(deps: Deps, body: BulkInput): One {
  switch (body.action) {
    case 'status':
      return async (tx, actorId, id) => {
        const current = await recruits.lockRecruitStatus(tx, id);
        if (!current) throw notFound(NOT_FOUND);
        await assertPlainStatusChange(tx, id, current.status, body.status);
        // changeRecruitStatus writes the recruit.status audit row (before and after) itself.
        await changeRecruitStatus(tx, { recruitId: id, to: body.status, actorId });
      };
    case 'assign':
      // The single route's reassignment (pipeline/owner.ts): the same checks, activity and audit row.
      return (tx, actorId, id) => reassignRecruit(tx, actorId, id, body.recruiter);
    case 'enroll':
      return async (tx, actorId, id) => {
        const enrollment = await enrollIn(deps, tx, actorId, id, body.campaign);
        const after = { campaign: body.campaign, enrollment: enrollment };
        await recordAudit(tx, { actorId, action: 'recruit.enroll', objectType: 'recruit', objectId: id, after });
      };
    case 'email':
      return async (tx, actorId, id) => {
        const { message_id } = await sendEmailIn(deps, tx, actorId, { recruit_id: id, subject: body.subject, content: body.body });
        await recordAudit(tx, {
          actorId,
          action: 'recruit.email',
          objectType: 'recruit',
          objectId: id,
          after: { message_id, subject: body.subject },
        });
      };
  }
}

/** Whether the user may see the recruit, by the one visibility rule (visibility.ts); the import asks it too. */
export const visible = (sql: Sql, user: AccessClaims, id: number): Promise<boolean> => canSeeRecruit(sql, user, id);

/** POST /recruits/bulk/: one result per id in the order given; a refusal carries the single route's text. */
export async function runBulk(deps: Deps, user: AccessClaims, body: BulkInput): Promise<BulkAnswer> {
  if (body.action === 'assign' && !(await isOwnerCandidate(deps.sql, body.recruiter))) {
    throw badRequest(NOT_AN_OWNER, { recruiter: [NOT_AN_OWNER] });
  }
  const one = actionFor(deps, body);
  const results: BulkResult[] = [];
  for (const id of body.ids) {
    if (!(await visible(deps.sql, user, id))) {
      results.push({ id, ok: false, error: NOT_FOUND });
      continue;
    }
    try {
      await transaction(deps.sql, (tx) => one(tx, user.sub, id));
      results.push({ id, ok: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ id, ok: false, error: err.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
