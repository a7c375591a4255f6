// The two moves of a proforma session, scheduled → in_progress → completed (docs/proforma.md,
// "Sessions"); completion fills the required inputs nobody saved and moves the recruit on.
import { emitEvent } from '../../webhooks/outbox.ts';
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { present } from '../../../lib/present.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { PROFORMA_NEXT, PROFORMA_STATUS_LABELS, type ProformaStatus } from '@shared/domain/proforma.ts';
import { canTransition } from '@shared/domain/pipeline-transitions.ts';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses.ts';
import { logActivity } from '../../activity/repo.ts';
import { findNurtureRecruit } from '../../nurture/recruit-repo.ts';
import { changeRecruitStatus } from '../../recruits/status.ts';
import { fillMissingRequired } from '../inputs/service.ts';
import { getSession } from './service.ts';
import * as repo from './repo.ts';

/** The refusal of a move the session's state does not allow. */
function refuseMove(from: ProformaStatus, to: ProformaStatus): never {
  if (from === 'completed') throw conflict('This session is already completed');
  throw conflict(`Cannot move a session from "${PROFORMA_STATUS_LABELS[from]}" to "${PROFORMA_STATUS_LABELS[to]}"`);
}

/** scheduled → in_progress (start_session). */
export async function startSession(deps: Deps, user: AccessClaims, id: number): Promise<ProformaSessionItem> {
  await transaction(deps.sql, async (tx) => {
    const s = await repo.findSession(tx, id, { lock: true });
    if (!s) throw notFound('Proforma session not found');
    if (PROFORMA_NEXT[s.status] !== 'in_progress') refuseMove(s.status, 'in_progress');
    await repo.markStarted(tx, id);
    await logActivity(tx, { recruitId: s.recruit_id, actorId: user.sub, action: 'proforma_started', details: { session_id: id } });
  });
  return getSession(deps, user, id);
}

/**
 * in_progress → completed (complete_session): completed_at set, and the recruit moves to
 * proforma_completed where the pipeline allows (through proforma_scheduled when it was skipped).
 */
export async function completeSession(deps: Deps, user: AccessClaims, id: number): Promise<ProformaSessionItem> {
  await transaction(deps.sql, async (tx) => {
    const s = await repo.findSession(tx, id, { lock: true });
    if (!s) throw notFound('Proforma session not found');
    if (PROFORMA_NEXT[s.status] !== 'completed') refuseMove(s.status, 'completed');
    await fillMissingRequired(tx, user.sub, s);
    await repo.markCompleted(tx, id);
    const recruit = present(await findNurtureRecruit(tx, s.recruit_id), 'The session recruit');
    const notes = `${s.model_type.name} proforma completed`;
    if (!canTransition(recruit.status, 'proforma_completed') && canTransition(recruit.status, 'proforma_scheduled')) {
      await changeRecruitStatus(tx, { recruitId: recruit.id, to: 'proforma_scheduled', actorId: user.sub, notes });
      await changeRecruitStatus(tx, { recruitId: recruit.id, to: 'proforma_completed', actorId: user.sub, notes });
    } else if (canTransition(recruit.status, 'proforma_completed')) {
      await changeRecruitStatus(tx, { recruitId: recruit.id, to: 'proforma_completed', actorId: user.sub, notes });
    }
    await logActivity(tx, { recruitId: s.recruit_id, actorId: user.sub, action: 'proforma_completed', details: { session_id: id } });
    await emitEvent(tx, 'proforma.completed', { recruit_id: s.recruit_id, session_id: id });
  });
  return getSession(deps, user, id);
}

/** PATCH status: the same two moves; anything else is a 409. */
export async function patchStatus(deps: Deps, user: AccessClaims, id: number, to: ProformaStatus): Promise<ProformaSessionItem> {
  if (to === 'in_progress') return startSession(deps, user, id);
  if (to === 'completed') return completeSession(deps, user, id);
  const s = await repo.findSession(deps.sql, id);
  if (!s) throw notFound('Proforma session not found');
  return refuseMove(s.status, to);
}
