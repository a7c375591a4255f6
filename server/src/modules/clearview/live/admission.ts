// Who may join a ClearView session's rooms (the shared one and the recruiters' notes room).
import type { Deps } from '../../../deps.ts';
import { CLEARVIEW_MESSAGES, ClearviewTokenQuery } from '@shared/schemas/clearview.ts';
import type { Admission } from '../../../collab/collab-server.ts';
import { CLOSE_CODES } from '../../../collab/protocol.ts';
import { findScenario } from '../../scenarios/repo.ts';
import { findSessionByToken } from '../sessions/repo.ts';
import { redeemTicket } from '../../collab-tickets/repo.ts';
import { holderSeesRecruit } from '../../recruits/visibility.ts';

const MAX_TOKEN_LENGTH = 200;
/**
 * A scenario id as the page passes it (`?scenario=12`), read by the same schema as the token page's
 * query; anything else is no scenario at all.
 */
function scenarioIdParam(raw: string | undefined): number | undefined {
  return ClearviewTokenQuery.safeParse({ scenario: raw }).data?.scenario;
}

/**
 * Who joins a session's room (recruit or recruiter) and with which write rights.
 *
 * The session token alone admits the recruit. A signed-in user adds `?ticket=<ticket>` from POST
 * /api/collab/tickets/ (the access token itself never goes into a URL); a used, expired or
 * foreign ticket is refused (4401) rather than downgraded, so the page fetches a new one (or the
 * user signs in again) instead of silently joining without presenter rights. A recruit account
 * of another recruit, and staff who may not see the session's recruit (docs/team.md), get 4403.
 *
 * `?scenario=<id>` (the page's `/clearview/{token}?scenario=<id>`) naming a LOCKED scenario of the
 * session's recruit makes this socket read-only: its writes are dropped here, whoever it is. An
 * id that is not a number, unknown, of another recruit or unlocked is ignored, as the token page
 * ignores it (no badge, the session is editable): it grants nothing the token does not.
 */
export async function admitToSession(
  deps: Deps,
  kind: string,
  token: string,
  params: Record<string, string | undefined>,
): Promise<Admission> {
  const session = token.length <= MAX_TOKEN_LENGTH ? await findSessionByToken(deps.sql, token) : undefined;
  if (!session) return { ok: false, code: CLOSE_CODES.unknownRoom, reason: CLEARVIEW_MESSAGES.invalidSession };
  const roomReadOnly = session.status === 'completed';
  const admit = async (role: 'recruit' | 'recruiter', userId: number | null): Promise<Admission> => ({
    ok: true,
    participant: { role, userId },
    readOnly: await isLockedScenarioOf(deps, session.recruit_id, params.scenario),
    roomReadOnly,
  });
  if (!params.ticket) return admit('recruit', null);
  const claims = await redeemTicket(deps.sql, params.ticket, kind, token);
  if (!claims) return { ok: false, code: CLOSE_CODES.unauthorised, reason: 'Your session has expired. Please sign in again.' };
  if (await holderSeesRecruit(deps.sql, claims, session.recruit_id)) return admit(claims.type, claims.sub);
  return { ok: false, code: CLOSE_CODES.forbidden, reason: 'You do not have access to this session' };
}

async function isLockedScenarioOf(deps: Deps, recruitId: number, rawScenario: string | undefined): Promise<boolean> {
  const id = scenarioIdParam(rawScenario);
  const scenario = id === undefined ? undefined : await findScenario(deps.sql, id);
  return scenario !== undefined && scenario.recruit === recruitId && scenario.is_locked;
}
