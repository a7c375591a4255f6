// The server's side of "what can happen next" (shared/domain/journey.ts): an action the rule does
// not allow for the recruit as stored is a 409 with the rule's own text.
import type { Sql } from '../../db/connect.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { type PhaseAction, phaseActionRefusal } from '@shared/domain/journey.ts';
import { findRecruitById, type RecruitRow } from './repo.ts';

/** The recruit, once the rule allows `action` for it (404 unknown, 409 refused). Call it inside the action's transaction. */
export async function assertPhaseAction(sql: Sql, recruitId: number, action: PhaseAction): Promise<RecruitRow> {
  const row = await findRecruitById(sql, recruitId);
  if (!row) throw notFound('Recruit not found');
  const refusal = phaseActionRefusal(action, {
    status: row.status,
    discovery_enabled: row.discovery_enabled ?? false,
    has_onboarding_process: row.has_onboarding_process,
  });
  if (refusal) throw conflict(refusal);
  return row;
}
