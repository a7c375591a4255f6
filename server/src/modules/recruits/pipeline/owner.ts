// A recruit's owner (docs/team.md, "Who sees which recruit"): its creator by default; staff reassign
// it with PATCH /recruits/{id}/ {recruiter}. Each reassignment is in the audit log with before/after.
import type { Deps } from '../../../deps.ts';
import type { Sql } from '../../../db/connect.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { NOT_AN_OWNER, type RecruitOwnerList } from '@shared/schemas/recruits.ts';
import { recordAudit } from '../../audit/repo.ts';
import { logActivity } from '../../activity/repo.ts';
import { RECRUIT_NOT_FOUND } from '../visibility.ts';
import { isOwnerCandidate, listOwners, lockRecruitOwner, setRecruitOwner } from './repo.ts';

/** The staff a recruit can be assigned to: active admins and recruiters. */
export async function recruitOwners(deps: Deps): Promise<RecruitOwnerList> {
  return { results: await listOwners(deps.sql) };
}

/**
 * Moves recruit `id` to `recruiterId` (null: unassigned) inside the caller's transaction; 400 when
 * the new owner is not an active admin or recruiter. Nothing is written when the owner is unchanged.
 */
export async function reassignRecruit(tx: Sql, actorId: number, id: number, recruiterId: number | null): Promise<void> {
  const current = await lockRecruitOwner(tx, id);
  if (!current) throw notFound(RECRUIT_NOT_FOUND);
  if (current.recruiter_id === recruiterId) return;
  if (recruiterId !== null && !(await isOwnerCandidate(tx, recruiterId))) throw badRequest(NOT_AN_OWNER, { recruiter: [NOT_AN_OWNER] });
  await setRecruitOwner(tx, id, recruiterId);
  await logActivity(tx, { recruitId: id, actorId, action: 'recruit_updated', details: { fields: ['recruiter'] } });
  await recordAudit(tx, {
    actorId,
    action: 'recruit.owner',
    objectType: 'recruits',
    objectId: id,
    before: { recruiter: current.recruiter_id },
    after: { recruiter: recruiterId },
  });
}
