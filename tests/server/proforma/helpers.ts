// Set-up for the proforma tests: a recruit walked to discovery access through the real API, and
// sessions scheduled, moved and filled the way the screens do it.
import type { TestContext } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { inDays } from '../recruits/helpers.ts';
import { nurtureRecruit } from '../nurture/helpers.ts';
import { SOLO_INPUTS } from '../../fixtures/proforma.ts';

/** A recruit at discovery_access_expanded (with its ClearView baseline). */
export const proformaRecruit = (ctx: TestContext, headers: Headers) => nurtureRecruit(ctx, headers, ['discovery_access_expanded']);

export async function scheduleSession(ctx: TestContext, headers: Headers, recruit: number, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/proforma/sessions/', headers, { recruit, model_type: 1, scheduled_at: inDays(2), ...extra });
  if (res.statusCode !== 201) throw new Error(`schedule failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; token: string; status: string };
}

/** A session with the solo inputs saved, started and completed. */
export async function completedSession(ctx: TestContext, headers: Headers, recruit: number) {
  const s = await scheduleSession(ctx, headers, recruit);
  await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/start_session/`, headers);
  const saved = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/save_inputs/`, headers, { inputs: SOLO_INPUTS });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  const done = await call(ctx, 'POST', `/api/proforma/sessions/${s.id}/complete_session/`, headers);
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.statusCode} ${done.body}`);
  return s;
}
