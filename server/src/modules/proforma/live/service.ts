// What the recruit's live link reads (docs/proforma.md, "Live room"): the session, its saved inputs,
// the calculation and the starting values the live inputs show until someone types.
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { calculateProforma } from '@shared/calc/proforma.ts';
import type { DefaultSource, LiveSessionResponse } from '@shared/schemas/proforma-responses.ts';
import { assertRecruitVisible } from '../../recruits/visibility.ts';
import { startingValues } from '../catalog/starting-values.ts';
import { listInputs } from '../inputs/repo.ts';
import { inputsResponse, valuesOf } from '../inputs/serialize.ts';
import { findSessionByToken } from '../sessions/repo.ts';
import { readerOf, serializeSession } from '../sessions/serialize.ts';

/** GET /proforma/live/{token}/: staff who see the session's recruit, or that recruit. */
export async function liveView(deps: Deps, user: AccessClaims, token: string): Promise<LiveSessionResponse> {
  const session = await findSessionByToken(deps.sql, token);
  if (!session) throw notFound('Proforma session not found');
  await assertRecruitVisible(deps.sql, user, session.recruit_id, { hidden: 'Proforma session not found' });
  const [items, start] = await Promise.all([listInputs(deps.sql, session.id), startingValues(deps.sql, session.recruit_id)]);
  return {
    session: serializeSession(session, deps.config.appUrl, readerOf(user)),
    inputs: inputsResponse(items),
    calculation: calculateProforma(valuesOf(items), session.model_type.duration_months),
    defaults: { values: start.values as Record<string, number>, from: start.from as Record<string, DefaultSource> },
  };
}
