// The recruiters' side of ClearView sessions: the list, the newest of a recruit, a new session, a
// save by id, and the recruit's names for the session page. The save rule is shared with the
// token page (live/service.ts): a completed session is never written again.
import type { Deps } from '../../../deps.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import { newToken } from '../../../lib/tokens.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import {
  CLEARVIEW_MESSAGES as MSG,
  type ClearviewSessionDetail,
  type ClearviewSessionList,
  type RecruitSessionInfo,
  type SaveModule,
} from '@shared/schemas/clearview.ts';
import { loadCompanySettings } from '../../company-settings/repo.ts';
import { findRecruitById } from '../../recruits/repo.ts';
import { serializeRecruit } from '../../recruits/serialize.ts';
import { assertRecruitVisible, recruitScope } from '../../recruits/visibility.ts';
import * as repo from './repo.ts';
import { serializeSessionDetail } from './serialize.ts';
import { mergeSessionData } from './session-data.ts';

const detail = (deps: Deps, row: repo.SessionRow): ClearviewSessionDetail => serializeSessionDetail(row, deps.config.appUrl);

/** GET /clearview-sessions/: newest first, of every recruit the user sees or one of them. */
export async function listSessions(deps: Deps, user: AccessClaims, recruitId: number | undefined): Promise<ClearviewSessionList> {
  const { scope } = await recruitScope(deps.sql, user, 'recruit_id', recruitId);
  return { results: (await repo.listSessions(deps.sql, scope)).map((row) => detail(deps, row)) };
}

/** GET /clearview-sessions/by_recruit/: the recruit's newest session (the one the recruit details dialog opens). */
export async function newestSession(deps: Deps, recruitId: number): Promise<ClearviewSessionDetail> {
  const [newest] = await repo.listSessions(deps.sql, deps.sql`recruit_id = ${recruitId}`, 1);
  if (!newest) throw notFound('No ClearView session found for this recruit');
  return detail(deps, newest);
}

/** POST /clearview-sessions/ : a new session (with its own token) for the recruit. */
export async function createSession(deps: Deps, recruitId: number, actorId: number): Promise<ClearviewSessionDetail> {
  if (!(await findRecruitById(deps.sql, recruitId))) throw badRequest('Recruit not found', { recruit: ['Recruit not found'] });
  return detail(deps, await repo.insertSession(deps.sql, { recruitId, token: newToken(), createdBy: actorId }));
}

/** POST /clearview-sessions/{id}/save_session/ (recruiters): the token page's save rules by session id. */
export async function saveById(deps: Deps, id: number, data: Record<string, unknown>): Promise<ClearviewSessionDetail> {
  const saved = await transaction(deps.sql, async (tx) => {
    const session = await repo.findSessionById(tx, id, { lock: true });
    if (!session) throw notFound('ClearView session not found');
    return saveUnlessCompleted(tx, session, 'all', data);
  });
  return detail(deps, saved);
}

/** Stores a save of one module (or all) over the locked session's data, unless it is completed. */
export async function saveUnlessCompleted(
  tx: Sql,
  session: repo.SessionRow,
  module: SaveModule,
  incoming: Record<string, unknown>,
): Promise<repo.SessionRow> {
  if (session.status === 'completed') throw conflict(MSG.completed);
  const settings = await loadCompanySettings(tx);
  return repo.saveSessionData(tx, session.id, mergeSessionData(session.data, incoming, module, settings));
}

/** GET /recruiting/api/recruits/{id}/: the names the session page shows, for staff or the recruit themself. */
export async function recruitSessionInfo(deps: Deps, claims: AccessClaims, recruitId: number): Promise<RecruitSessionInfo> {
  await assertRecruitVisible(deps.sql, claims, recruitId);
  const row = await findRecruitById(deps.sql, recruitId);
  if (!row) throw notFound('Recruit not found');
  return { firstName: row.first_name, lastName: row.last_name, recruiterName: serializeRecruit(row).recruiter_name };
}
