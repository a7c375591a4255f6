import type { Sql } from '../../db/connect.ts';
import { notFound } from '../../lib/http-error.ts';
import { canTransition } from '../../../../shared/domain/pipeline-transitions.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '../../../../shared/domain/recruit-status.ts';
import { findRecruitById } from '../recruits/repo.ts';
import { changeRecruitStatus } from '../recruits/status.ts';

const stage = (s: RecruitStatus) => RECRUIT_STATUSES.indexOf(s);

/**
 * Moves a recruit forward to an onboarding status; a recruit already there or further on is left
 * alone (onboarding never moves anyone backwards). The pipeline rule is applied where it allows
 * the move; otherwise the move is forced, because onboarding decisions outrank the pipeline order
 * (e.g. a recruit eligible by profile completion alone).
 */
export async function advanceRecruit(
  sql: Sql,
  move: { recruitId: number; to: RecruitStatus; actorId: number | null; notes: string },
): Promise<void> {
  const recruit = await findRecruitById(sql, move.recruitId);
  if (!recruit) throw notFound('Recruit not found');
  if (stage(recruit.status) >= stage(move.to)) return;
  await changeRecruitStatus(sql, { ...move, force: !canTransition(recruit.status, move.to) });
}

/**
 * A pending request withdrawn (rejected or deleted) puts a recruit still at onboarding_requested
 * back at the status they had before asking, so they can be handled (or ask) again.
 */
export async function restoreAfterWithdrawal(
  sql: Sql,
  move: { recruitId: number; previous: RecruitStatus | null; actorId: number | null; notes: string },
): Promise<void> {
  const recruit = await findRecruitById(sql, move.recruitId);
  if (!recruit || recruit.status !== 'onboarding_requested') return;
  if (!move.previous || move.previous === 'onboarding_requested') return;
  await changeRecruitStatus(sql, { recruitId: move.recruitId, to: move.previous, actorId: move.actorId, notes: move.notes, force: true });
}
