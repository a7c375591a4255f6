// The public token page of a session (/clearview/{token}): what it reads, its saves and its
// completion. The token is the credential; a signed-in user's bearer only names who completed it.
import type { Deps } from '../../../deps.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { newToken } from '../../../lib/tokens.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { markCompleted, markSaved } from '@shared/collab/meta.ts';
import type { CompanySettings } from '@shared/calc/settings.ts';
import {
  CLEARVIEW_MESSAGES as MSG,
  type ClearviewPageResponse,
  type CompleteClearviewResponse,
  type SaveClearviewBody,
  type SaveClearviewResponse,
} from '@shared/schemas/clearview.ts';
import { SERVER_ORIGIN } from '../../../collab/room.ts';
import { logActivity } from '../../activity/repo.ts';
import { notifyRecruiterOf } from '../../notifications/repo.ts';
import { loadCompanySettings } from '../../company-settings/repo.ts';
import { findRecruitById } from '../../recruits/repo.ts';
import { serializeRecruit } from '../../recruits/serialize.ts';
import { changeRecruitStatus } from '../../recruits/status.ts';
import * as scenarios from '../../scenarios/repo.ts';
import * as sessions from '../sessions/repo.ts';
import { serializeSession } from '../sessions/serialize.ts';
import { saveUnlessCompleted } from '../sessions/service.ts';
import { mergeSessionData } from '../sessions/session-data.ts';
import { emitEvent } from '../../webhooks/outbox.ts';
import { canSeeRecruit } from '../../recruits/visibility.ts';

export const CLEARVIEW_ROOM_KIND = 'clearview';
export const BASELINE_NAME = 'ClearView Baseline';
const ALREADY_COMPLETED = 'This session is already completed';

/** GET /clearview/{token}/: the recruit, the session and, when asked, one of the recruit's scenarios. */
export async function pageFor(deps: Deps, token: string, scenarioId?: number): Promise<ClearviewPageResponse> {
  const session = await sessions.findSessionByToken(deps.sql, token);
  const row = session && (await findRecruitById(deps.sql, session.recruit_id));
  if (!session || !row) throw notFound(MSG.invalidSession);
  const recruit = serializeRecruit(row);
  const page: ClearviewPageResponse = {
    recruit: {
      id: recruit.id,
      first_name: recruit.first_name,
      last_name: recruit.last_name,
      email: recruit.email,
      status: recruit.status,
      recruiter_name: recruit.recruiter_name,
    },
    session: serializeSession(session),
    settings: companySettingsOnly(await loadCompanySettings(deps.sql)),
  };
  const scenario = scenarioId === undefined ? undefined : await scenarios.findScenario(deps.sql, scenarioId);
  if (scenario && scenario.recruit === session.recruit_id) {
    page.scenario = { id: scenario.id, type: scenario.type, name: scenario.name, is_locked: scenario.is_locked };
  }
  return page;
}

/** The settings without the row's bookkeeping fields (id, updated_at). */
function companySettingsOnly({
  growthRates,
  financialMetrics,
  parRates,
  expenseCategories,
  riskProfiles,
}: CompanySettings): CompanySettings {
  return { growthRates, financialMetrics, parRates, expenseCategories, riskProfiles };
}

/**
 * POST /clearview/{token}/save/: stores a save of one module (or all) unless the session is
 * completed, then tells the live room's participants it was saved.
 */
export async function saveByToken(deps: Deps, token: string, body: SaveClearviewBody): Promise<SaveClearviewResponse> {
  const saved = await transaction(deps.sql, async (tx) => {
    const session = await sessions.findSessionByToken(tx, token, { lock: true });
    if (!session) throw notFound(MSG.invalidSession);
    return saveUnlessCompleted(tx, session, body.module, body.sessionData);
  });
  announceSaved(deps, token, saved.updated_at);
  return { session: serializeSession(saved) };
}

/**
 * Tells the live room's participants the session was saved. lastSavedAt is server-owned: clients
 * may not write it (the room's schema drops their writes), so a save time is always a real one.
 */
function announceSaved(deps: Deps, token: string, at: Date): void {
  void deps.rooms
    .changeOpenRoom(CLEARVIEW_ROOM_KIND, token, (room) => room.change((doc) => markSaved(doc, at.toISOString())))
    .catch((err: unknown) => deps.log.warn({ err }, 'the save time could not be shown in the live room'));
}

/**
 * The signed-in user behind an optional bearer token, for the activity log: a recruiter, or the
 * recruit's own account. No bearer, or a stale one, means the system: the token page works without.
 */
async function actorOf(deps: Deps, claims: AccessClaims | null, recruitId: number): Promise<number | null> {
  if (!claims) return null;
  return (await canSeeRecruit(deps.sql, claims, recruitId)) ? claims.sub : null;
}

/**
 * POST /clearview/{token}/complete/: completes the session in one transaction: final data,
 * session completed, recruit at clearview_completed, the recruit's locked baseline scenario
 * (unless one exists), activity entry. Then the live room turns read-only and tells its clients
 * the session is completed.
 */
export async function complete(
  deps: Deps,
  token: string,
  sessionData: Record<string, unknown>,
  claims: AccessClaims | null,
): Promise<CompleteClearviewResponse> {
  const result = await transaction(deps.sql, async (tx) => {
    const session = await sessions.findSessionByToken(tx, token, { lock: true });
    if (!session) throw notFound(MSG.invalidSession);
    if (session.status === 'completed') throw conflict(ALREADY_COMPLETED);
    const actorId = await actorOf(deps, claims, session.recruit_id);
    const settings = await loadCompanySettings(tx);
    const data = mergeSessionData(session.data, sessionData, 'all', settings);
    const completed = await sessions.completeSession(tx, session.id, data);
    await moveRecruitToCompleted(tx, session.recruit_id, actorId);
    const baseline =
      (await scenarios.findBaseline(tx, session.recruit_id)) ??
      (await scenarios.insertScenario(tx, {
        recruitId: session.recruit_id,
        type: 'baseline',
        name: BASELINE_NAME,
        description: `Created from the ClearView session completed on ${completed.completed_at.toISOString().slice(0, 10)}`,
        isLocked: true,
        data: data as unknown as Record<string, unknown>,
        token: newToken(),
        createdBy: actorId,
      }));
    // The session row is locked, so only a baseline made outside completion could collide (then found above).
    if (!baseline) throw new Error(`No baseline scenario for recruit ${session.recruit_id} after completion`);
    await logActivity(tx, {
      recruitId: session.recruit_id,
      actorId,
      action: 'clearview_completed',
      details: { session_id: session.id, scenario_id: baseline.id },
    });
    await emitEvent(tx, 'clearview.completed', { recruit_id: session.recruit_id, session_id: session.id });
    await notifyRecruiterOf(tx, session.recruit_id, {
      title: 'ClearView completed',
      message: "{name}'s ClearView session is complete; the baseline scenario is saved.",
      type: 'success',
    });
    return { session: serializeSession(completed), baseline };
  });
  // The session is completed whatever happens here; a room that misses the mark turns read-only at its next load.
  await deps.rooms
    .setReadOnly(CLEARVIEW_ROOM_KIND, token, (room) => markCompleted(room.doc, SERVER_ORIGIN))
    .catch((err: unknown) => deps.log.warn({ err }, 'the live room could not be marked completed'));
  const { baseline } = result;
  return {
    session: result.session,
    scenario: { id: baseline.id, type: baseline.type, name: baseline.name, is_locked: baseline.is_locked, data: baseline.data },
  };
}

// The session happened whatever the pipeline said: a forced move, except that a recruit already
// further along is left where they are.
const moveRecruitToCompleted = (tx: Sql, recruitId: number, actorId: number | null) =>
  changeRecruitStatus(tx, {
    recruitId,
    to: 'clearview_completed',
    actorId,
    force: true,
    onlyForward: true,
    notes: 'ClearView session completed',
  });
