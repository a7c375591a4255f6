import { transaction, type Sql } from '../../../db/connect.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { NOT_YOUR_RECORD, ownRecruitId } from '../../recruits/guard.ts';
import { assertRecruitVisible } from '../../recruits/visibility.ts';
import { STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import type { InitiateOnboardingInput, InitiateProcessInput, InitiateResponse, OnboardingProcess } from '@shared/schemas/onboarding.ts';
import { assertPhaseAction } from '../../recruits/journey.ts';
import { findRecruitById, type RecruitRow } from '../../recruits/repo.ts';
import type { Deps } from '../../../deps.ts';
import { loadProcess } from './service.ts';
import * as processes from './repo.ts';
import * as requests from '../requests/repo.ts';
import { serializeRequest } from '../requests/serialize.ts';
import { requestToStart, startOnboarding } from './start.ts';

const fullName = (r: RecruitRow) => `${r.first_name} ${r.last_name}`;

async function loadRecruit(sql: Sql, id: number): Promise<RecruitRow> {
  const recruit = await findRecruitById(sql, id);
  if (!recruit) throw notFound('Recruit not found');
  return recruit;
}

async function refuseIfStarted(sql: Sql, recruit: RecruitRow): Promise<void> {
  if (await processes.findProcessIdByRecruit(sql, recruit.id)) throw conflict(`${fullName(recruit)} already has an onboarding process.`);
  if (recruit.status === 'onboarded') throw conflict(`${fullName(recruit)} is already onboarded.`);
}

/**
 * Staff start onboarding (processes/initiate/, POST /onboarding/processes/): where the journey rule
 * allows it (ClearView completed or later, shared/domain/journey.ts), the recruit's pending request
 * (or a new approved one) is approved with its process and the chosen templates' tasks (the
 * defaults when none are named), and the recruit moves to onboarding_initiated, in one transaction.
 */
export async function initiateByStaff(deps: Deps, actorId: number, body: InitiateProcessInput): Promise<OnboardingProcess> {
  const processId = await transaction(deps.sql, async (tx) => {
    const recruit = await loadRecruit(tx, body.recruit);
    await refuseIfStarted(tx, recruit);
    await assertPhaseAction(tx, recruit.id, 'initiate_onboarding');
    const request = await requestToStart(tx, {
      recruitId: recruit.id,
      recruitStatus: recruit.status,
      source: 'recruiter',
      actorId,
      notes: body.notes ?? '',
    });
    const started = await startOnboarding(deps, tx, {
      request,
      actorId,
      choice: body,
      targetStartDate: body.target_start_date ?? null,
      notes: body.notes ?? '',
      why: 'Onboarding initiated by staff',
    });
    return started.processId;
  });
  return loadProcess(deps, processId);
}

const DIRECT_START_NEEDS_CLEARVIEW = (label: string) =>
  `Onboarding can only be started directly once ClearView is completed (current status: ${label}).`;

/**
 * The recruit's direct start (requests/initiate_onboarding/): allowed only at clearview_completed.
 * It records an approved request (source "direct", with the notes), creates the process and the
 * default templates' tasks.
 */
export async function initiateDirect(deps: Deps, user: AccessClaims, body: InitiateOnboardingInput): Promise<InitiateResponse> {
  const recruitId = await directStartRecruit(deps.sql, user, body.recruit_id ?? null);
  const notes = body.notes ?? '';
  const ids = await transaction(deps.sql, async (tx) => {
    const recruit = await loadRecruit(tx, recruitId);
    await refuseIfStarted(tx, recruit);
    if (recruit.status !== 'clearview_completed') throw conflict(DIRECT_START_NEEDS_CLEARVIEW(STATUS_LABELS[recruit.status]));
    const request = await requestToStart(tx, {
      recruitId: recruit.id,
      recruitStatus: recruit.status,
      source: 'direct',
      actorId: user.sub,
      notes,
    });
    const started = await startOnboarding(deps, tx, {
      request,
      actorId: user.sub,
      choice: {},
      targetStartDate: null,
      notes,
      why: 'Onboarding started directly',
    });
    return { requestId: request.id, processId: started.processId };
  });
  return {
    message: ONBOARDING_MESSAGES.onboardingInitiated,
    request: serializeRequest(present(await requests.findRequest(deps.sql, ids.requestId), 'The request just written')),
    process: await loadProcess(deps, ids.processId),
  };
}

/** Whose onboarding a direct start is for: a recruit user's own record; staff name one they see (400 without). */
async function directStartRecruit(sql: Sql, user: AccessClaims, named: number | null): Promise<number> {
  if (user.type === 'recruit') {
    if (named !== null && named !== user.recruit_id) throw forbidden(NOT_YOUR_RECORD);
    return ownRecruitId(user);
  }
  if (named === null) throw badRequest('Recruit is required', { recruit_id: ['Recruit is required'] });
  await assertRecruitVisible(sql, user, named);
  return named;
}
