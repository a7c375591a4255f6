import type { Sql } from '../../../db/connect.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import { lockRecruitStatus } from '../../recruits/repo.ts';
import { changeRecruitStatus } from '../../recruits/status.ts';

/**
 * Moves a recruit forward to an onboarding status; a recruit already there or further on is left
 * alone (onboarding never moves anyone backwards). The move is forced past the pipeline rule,
 * because onboarding decisions outrank the pipeline order (e.g. a recruit eligible by profile
 * completion alone).
 */
export async function advanceRecruit(
  sql: Sql,
  move: { recruitId: number; to: RecruitStatus; actorId: number | null; notes: string },
): Promise<void> {
  await changeRecruitStatus(sql, { ...move, force: true, onlyForward: true });
}

/**
 * A pending request withdrawn (rejected or deleted) puts a recruit still at onboarding_requested
 * back at the status they had before asking, so they can be handled (or ask) again.
 */
export async function restoreAfterWithdrawal(
  sql: Sql,
  move: { recruitId: number; previous: RecruitStatus | null; actorId: number | null; notes: string },
): Promise<void> {
  const current = await lockRecruitStatus(sql, move.recruitId);
  if (current?.status !== 'onboarding_requested') return;
  if (!move.previous || move.previous === 'onboarding_requested') return;
  await changeRecruitStatus(sql, { recruitId: move.recruitId, to: move.previous, actorId: move.actorId, notes: move.notes, force: true });
}
