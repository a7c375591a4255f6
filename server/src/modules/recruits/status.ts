import { transaction, type Sql } from '../../db/connect.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { actionNeededFor, actionRefusal, canTransition, moveAction, transitionRefusal } from '@shared/domain/pipeline-transitions.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import { logActivity } from '../activity/repo.ts';
import * as repo from './repo.ts';
import { endEnrollment, findActiveEnrollment } from '../nurture/enrollments/repo.ts';
import { NURTURE_EXIT_STATUSES } from '@shared/domain/nurture.ts';
import { wholeDaysSince } from './serialize.ts';
import { emitEvent } from '../webhooks/outbox.ts';
import { recordAudit } from '../audit/repo.ts';

type StatusChange = {
  recruitId: number;
  to: RecruitStatus;
  /** The user making the move; null for the system. */
  actorId: number | null;
  /** Kept on the timeline entry. */
  notes?: string;
  /** Skips the transition rule, for system moves such as ClearView completion. */
  force?: boolean;
  /** Leaves a recruit already at `to` or further along the pipeline where they are (system moves never go back). */
  onlyForward?: boolean;
};

type StatusChangeResult = { from: RecruitStatus; to: RecruitStatus; changed: boolean };

// A transaction handle can open savepoints; the pool cannot. Used to join the caller's transaction.
const inTransaction = (sql: Sql) => typeof (sql as unknown as { savepoint?: unknown }).savepoint === 'function';

/**
 * Moves a recruit to a new status: checks the pipeline rule (unless forced), then writes the
 * status, a timeline row (with the whole days spent in the stage left) and a "status_updated"
 * activity entry (and, for a staff actor, an audit row with before and after), all in one transaction
 * (the caller's, when it passes one).
 * A forced move to the status the recruit already has changes nothing; an unforced one is a 409.
 */
export function changeRecruitStatus(sql: Sql, change: StatusChange): Promise<StatusChangeResult> {
  const run = (tx: Sql) => applyChange(tx, change);
  return inTransaction(sql) ? run(sql) : transaction(sql, run);
}

const stageOf = (s: RecruitStatus) => RECRUIT_STATUSES.indexOf(s);

async function applyChange(sql: Sql, { recruitId, to, actorId, notes, force, onlyForward }: StatusChange): Promise<StatusChangeResult> {
  const current = await repo.lockRecruitStatus(sql, recruitId);
  if (!current) throw notFound('Recruit not found');
  const from = current.status;
  if (onlyForward && stageOf(from) >= stageOf(to)) return { from, to, changed: false };
  if (force && from === to) return { from, to, changed: false };
  if (!force && !canTransition(from, to)) throw conflict(transitionRefusal(from, to));

  const daysInStage = wholeDaysSince(current.status_changed_at);
  await repo.setRecruitStatus(sql, recruitId, to);
  await repo.insertTimelineEntry(sql, { recruitId, stage: to, previousStage: from, actorId, notes, daysInStage });
  await logActivity(sql, { recruitId, actorId, action: 'status_updated', details: { from, to, ...(notes ? { notes } : {}) } });
  if (NURTURE_EXIT_STATUSES.includes(to)) await endNurtureOnOnboarding(sql, recruitId, actorId);
  await emitEvent(sql, 'recruit.status_changed', { recruit_id: recruitId, from, to });
  if (actorId !== null && (await isStaff(sql, actorId))) {
    await recordAudit(sql, {
      actorId,
      action: 'recruit.status',
      objectType: 'recruits',
      objectId: recruitId,
      before: { status: from },
      after: { status: to },
    });
  }
  return { from, to, changed: true };
}

// Every staff move is audited with its before and after (docs/team.md, "Audit log"), whichever route
// made it; a recruit's own moves (accepting the profile) and system moves are on the timeline only.
async function isStaff(sql: Sql, userId: number): Promise<boolean> {
  const [row] = await sql<{ staff: boolean }[]>`select type = 'recruiter' as staff from users where id = ${userId}`;
  return row?.staff === true;
}

/**
 * A plain status change (PATCH) must not skip the work of a move that has its own action (an
 * account, a session, a process, an access row): such a move is a 409 naming the action, unless
 * the recruit already has what the action would create. Moves the rule forbids anyway are left to
 * changeRecruitStatus, so they keep the generic refusal text.
 */
export async function assertPlainStatusChange(sql: Sql, recruitId: number, from: RecruitStatus, to: RecruitStatus): Promise<void> {
  if (!canTransition(from, to) || !moveAction(to)) return;
  const needed = actionNeededFor(to, await repo.findRecruitHoldings(sql, recruitId));
  if (needed) throw conflict(actionRefusal(to, needed));
}

/** A recruit who starts onboarding leaves nurture: the active enrollment ends in the same transaction (docs/nurture.md, "Exit"). */
async function endNurtureOnOnboarding(sql: Sql, recruitId: number, actorId: number | null): Promise<void> {
  const active = await findActiveEnrollment(sql, recruitId);
  if (!active) return;
  await endEnrollment(sql, active.id, 'onboarding', new Date());
  await logActivity(sql, { recruitId, actorId, action: 'nurture_ended', details: { enrollment_id: active.id, reason: 'onboarding' } });
}
